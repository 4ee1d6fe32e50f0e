/** The brand's colours (chosen for contrast, axe WCAG AA): the MUI theme and the pre-rendered pages' script share them. */
export const BRAND = {
  primary: '#0b4f8a',
  secondary: '#a3195b',
  /** The logo's dot on a light ground (the footer, the sign-in card). */
  secondaryLight: '#f8bbd0',
} as const;

/** Card colours of the project lists (seed 000 section 2). */
export const cardColours = {
  yetToCreate: '#f8bbd0',
  submitted: '#fff59d',
  approved: '#a5d6a7',
} as const;
