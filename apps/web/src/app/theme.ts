import { createTheme } from '@mantine/core';

/** One saffron accent (orange.8 passes WCAG AA on white), system fonts, no web-font download. */
export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 8, dark: 6 },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
});
