import { createTheme } from '@mui/material/styles';
import { BRAND } from './brand';
import { staticRules } from './staticStyles';

/** Colours chosen for contrast (axe: WCAG AA) on white and on the dark navigation bar. */
export const theme = createTheme({
  palette: {
    primary: { main: BRAND.primary, contrastText: '#ffffff' },
    secondary: { main: BRAND.secondary, contrastText: '#ffffff' },
    success: { main: '#1b5e20' },
    warning: { main: '#8a5300' },
    error: { main: '#b3261e' },
    background: { default: '#f5f7fa' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // The shell's "Skip to content" link: off screen until it receives keyboard focus.
        '.skip-link': { position: 'absolute', left: '-9999px', top: 8, zIndex: 2000 },
        '.skip-link:focus': { left: 8, padding: '8px 12px', background: '#ffffff', color: '#0b4f8a', borderRadius: 4 },
      },
    },
  },
});

// The list components' static rules join the skip link's in the page's one global style sheet.
const baseline = theme.components!.MuiCssBaseline!;
baseline.styleOverrides = { ...(baseline.styleOverrides as object), ...staticRules(theme) };

/** Card colours of the project lists (seed 000 section 2). */
export { cardColours } from './brand';
