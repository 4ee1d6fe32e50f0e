import { GlobalStyles } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { ANSI_COLOURS, type AnsiColour } from '../../domain/ansi';

/** A line's height (px) unwrapped; a wrapped line is a multiple of it. */
export const LOG_ROW_HEIGHT = 20;

/** A dark terminal; every colour has a contrast of at least 4.5:1 on it (WCAG AA), checked by the test. */
export const LOG_BACKGROUND = '#0d1117';
export const LOG_FOREGROUND = '#e6edf3';
export const LOG_COLOURS: Record<AnsiColour, string> = {
  // Black text would vanish on the dark background: shown as the muted grey.
  black: '#8b949e',
  red: '#ff7b72',
  green: '#3fb950',
  yellow: '#d29922',
  blue: '#58a6ff',
  magenta: '#bc8cff',
  cyan: '#39c5cf',
  white: '#e6edf3',
  grey: '#8b949e',
};
export const LOG_FONT_SIZE = 13;

/**
 * The console log's static rules, by class name (issue 27): the box, its rows, their colours and
 * search marks, and the toolbar are plain elements styled once, so moving to a match or bringing
 * 60 new rows into view costs no style computing in React (MUI's sx serialises its styles on every
 * render). Rows are contained (`contain: content`): a row's layout never reaches its neighbours.
 * Wrapping is a flag on the spacer (data-wrap), so toggling it renders no row again. Each selector
 * but one is wrapped in :where() (no specificity), as the house's other static rules are.
 */
export function logRules(theme: Theme) {
  return {
    ':where(.ConsoleLog)': { display: 'flex', flexDirection: 'column', gap: theme.spacing(1) },
    ':where(.ConsoleLog-toolbar)': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(1) },
    ':where(.ConsoleLog-status)': { ...theme.typography.body2, margin: 0, minWidth: '6em' },
    // Not in :where(): it must win over ButtonBase's own `outline: 0` (one class).
    '.ConsoleLog-match.Mui-focusVisible': { outlineWidth: 2, outlineStyle: 'solid', outlineColor: theme.palette.primary.main, outlineOffset: -2 },
    ':where(.ConsoleLog-box)': {
      position: 'relative',
      maxHeight: '70vh',
      overflow: 'auto',
      backgroundColor: LOG_BACKGROUND,
      color: LOG_FOREGROUND,
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
      fontSize: LOG_FONT_SIZE,
      lineHeight: `${LOG_ROW_HEIGHT}px`,
      borderRadius: theme.shape.borderRadius,
    },
    ':where(.ConsoleLog-box:focus-visible)': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    ':where(.ConsoleLog-empty)': { padding: theme.spacing(2) },
    ':where(.ConsoleLog-spacer)': { position: 'relative', minWidth: '100%' },
    ':where(.ConsoleLog-row)': {
      position: 'absolute',
      left: 0,
      display: 'flex',
      width: 'max-content',
      minWidth: '100%',
      height: LOG_ROW_HEIGHT,
      minHeight: LOG_ROW_HEIGHT,
      paddingRight: 12,
      boxSizing: 'border-box',
      contain: 'content',
    },
    ':where(.ConsoleLog-spacer[data-wrap] > .ConsoleLog-row)': { width: '100%', height: 'auto' },
    ':where(.ConsoleLog-gutter)': { flex: 'none', width: 'var(--log-gutter)', paddingRight: 12, textAlign: 'right', color: LOG_COLOURS.grey, userSelect: 'none' },
    ':where(.ConsoleLog-text)': { whiteSpace: 'pre' },
    ':where(.ConsoleLog-spacer[data-wrap] .ConsoleLog-text)': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 0, flex: 1 },
    ':where(.ConsoleLog-row [data-bold])': { fontWeight: 700 },
    // Search hits: black text on yellow, the current hit on orange.
    ':where(.ConsoleLog-row mark)': { backgroundColor: '#ffd33d', color: '#000000', borderRadius: 2 },
    ':where(.ConsoleLog-row mark[data-current])': { backgroundColor: '#ff9632', outline: '2px solid #ffffff' },
    ...Object.fromEntries(ANSI_COLOURS.map((colour) => [`:where(.ConsoleLog-row [data-fg="${colour}"])`, { color: LOG_COLOURS[colour] }])),
  };
}

/** The log's style sheet: a constant element (it never renders again). */
export const LogStyles = <GlobalStyles styles={logRules} />;
