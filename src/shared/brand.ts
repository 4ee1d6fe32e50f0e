/** The brand's colours (chosen for contrast, axe WCAG AA): the MUI theme and the pre-rendered pages' script share them. */
export const BRAND = {
  primary: '#0b4f8a',
  secondary: '#a3195b',
} as const;
