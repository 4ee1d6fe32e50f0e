import { createTheme, keyframes } from '@mui/material/styles';
import { BRAND } from './brand';
import { staticRules } from './staticStyles';

/**
 * How a text field learns that the browser autofilled it (its label then moves up): MUI's
 * InputBase starts an animation on `:-webkit-autofill` and listens for it. Each field would insert
 * the two keyframes in a style tag of its own when it mounts (emotion's Global; issue 11: a list's
 * search field alone inserted 8 rules on load) and take them out when it unmounts. Fields are told
 * not to (disableInjectingGlobalStyles, below), and the keyframes and the animation are here
 * instead, in the global style sheet, once. Same names and timings as MUI's; :where() keeps them
 * without specificity, as MUI's own rules were one class.
 */
const autofillRules = {
  // Non-empty, as MUI's own (emotion's production build drops an empty rule); animation properties are ignored inside keyframes.
  '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
  '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
  ':where(.MuiInputBase-input)': { animationName: 'mui-auto-fill-cancel', animationDuration: '10ms' },
  ':where(.MuiInputBase-input:-webkit-autofill)': { animationName: 'mui-auto-fill', animationDuration: '5000s' },
};

/**
 * MUI's indeterminate LinearProgress moves its two bars by animating `left` and `right`: a layout
 * and a repaint on the main thread in every frame for as long as it shows (a build's "Build Now"
 * bar, a list reloading). Here each bar is as wide as the track and moved by `transform` instead
 * (translateX to MUI's left edge, scaleX from the left to its width), which the compositor runs:
 * at every moment the same box as MUI's left and right give (the keyframes interpolate linearly in
 * both), with MUI's durations, timing functions and delay, which its rule keeps. Before a bar's
 * delay ends it shows nothing, as MUI's does. Not with reduced motion: MUI's still bar stays.
 */
const barMotion = {
  bar1: keyframes`
    0% { transform: translateX(-35%) scaleX(0.35); }
    60%, 100% { transform: translateX(100%) scaleX(0.9); }
  `,
  bar2: keyframes`
    0% { transform: translateX(-200%) scaleX(2); }
    60%, 100% { transform: translateX(107%) scaleX(0.01); }
  `,
};
const indeterminateBar = (bar: keyof typeof barMotion) => ({ ownerState }: { ownerState: { variant?: string } }) =>
  ownerState.variant === 'indeterminate' || ownerState.variant === 'query'
    ? { '@media (prefers-reduced-motion: no-preference)': { width: '100%', right: 'auto', transform: 'scaleX(0)', animationName: `${barMotion[bar]}` } }
    : {};

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
        ...autofillRules,
      },
    },
    // The autofill keyframes are in the global sheet once (above), not injected by every field.
    MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
    // An indeterminate spinner turns a fixed arc: only its rotation animates, which the compositor
    // runs. MUI's arc also grows and shrinks (stroke-dasharray), a repaint on the main thread in
    // every frame: a running build's chip did that for as long as the build ran.
    MuiCircularProgress: { defaultProps: { disableShrink: true } },
    MuiLinearProgress: { styleOverrides: { bar1: indeterminateBar('bar1'), bar2: indeterminateBar('bar2') } },
  },
});

// The list components' static rules join the skip link's in the page's one global style sheet.
const baseline = theme.components!.MuiCssBaseline!;
baseline.styleOverrides = { ...(baseline.styleOverrides as object), ...staticRules(theme) };

/** Card colours of the project lists (seed 000 section 2). */
export { cardColours } from './brand';
