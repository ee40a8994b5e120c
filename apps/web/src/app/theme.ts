import { Badge, createTheme, DEFAULT_THEME, type MantineColorsTuple, rem } from '@mantine/core';
import classes from './focus-ring.module.css';

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

/*
 * The dark scheme's `dimmed` text is dark.2: Mantine's #828282 is 3.5:1 on a dark card (dark.6,
 * #2e2e2e). #a6a6a6 is 5.6:1 there, 6.4:1 on the page (dark.7) and 4.6:1 on a hovered row (dark.5),
 * and still clearly greyer than the body text (dark.0). The rest is stock.
 */
const dark: MantineColorsTuple = [
  DEFAULT_THEME.colors.dark[0],
  DEFAULT_THEME.colors.dark[1],
  '#a6a6a6',
  DEFAULT_THEME.colors.dark[3],
  DEFAULT_THEME.colors.dark[4],
  DEFAULT_THEME.colors.dark[5],
  DEFAULT_THEME.colors.dark[6],
  DEFAULT_THEME.colors.dark[7],
  DEFAULT_THEME.colors.dark[8],
  DEFAULT_THEME.colors.dark[9],
];

/** `teal.9` and the like: a colour with a fixed deep shade. */
const FIXED_DEEP_SHADE = /^([a-z]+)\.([7-9])$/;

export const theme = createTheme({
  colors: { orange: saffron, gray, dark },
  primaryColor: 'orange',
  /*
   * The same deep saffron in both schemes. Dark mode's usual lighter shade cannot work: a filled
   * button's text colour is worked out once from the light shade (white), and white on orange.6
   * (#fd7e14) is 2.6:1. White on orange.8 is 5.2:1 on either background; links, outlines and
   * `orange.text` still use the light orange.4 in dark mode (7:1 and more).
   */
  primaryShade: { light: 8, dark: 8 },
  // Filled components with an explicit light colour (yellow.4 badges) get black text.
  autoContrast: true,
  focusClassName: classes.focusRing,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  components: {
    /*
     * An outline badge in a fixed deep shade (the "Pure Veg" and "Veg options" tags in teal.9) is
     * AA on white but 3.1:1 on the dark page. In dark mode it takes that colour's shade 4 instead,
     * as Mantine's own outline and text colours do: teal.4 is 7.5:1 on a dark card.
     */
    Badge: Badge.extend({
      vars: (_theme, { variant, color }) => {
        const deep = variant === 'outline' && typeof color === 'string' && FIXED_DEEP_SHADE.exec(color);
        if (!deep) return { root: {} };
        const [, name, shade] = deep;
        const c = `light-dark(var(--mantine-color-${name}-${shade}), var(--mantine-color-${name}-4))`;
        return { root: { '--badge-color': c, '--badge-bd': `${rem(1)} solid ${c}` } };
      },
    }),
  },
});
