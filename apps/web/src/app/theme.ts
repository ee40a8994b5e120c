import { createTheme, type MantineColorsTuple } from '@mantine/core';

/*
 * One saffron accent with text contrast that passes WCAG AA. Mantine's stock orange does not: its
 * orange.8 (#e8590c) is 3.6:1 on white and even orange.9 only 4.3:1, so axe flagged the logo, every
 * filled button and every light badge. Shades 0-7 are Mantine's; 8 and 9 are deeper saffron
 * (#c2410c is 5.2:1 with white, #9a3412 6.2:1 on the light tint 1).
 */
const saffron: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#e8590c',
  '#c2410c',
  '#9a3412',
];

// `dimmed` text is gray.6: Mantine's #868e96 is 3.3:1 on white; #6c757d is 4.7:1. The rest is stock.
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#6c757d',
  '#495057',
  '#343a40',
  '#212529',
];

export const theme = createTheme({
  colors: { orange: saffron, gray },
  primaryColor: 'orange',
  primaryShade: { light: 8, dark: 6 },
  // Filled buttons pick black or white text by luminance, so dark mode's lighter shade stays legible.
  autoContrast: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
});
