import { alpha, type Theme } from '@mui/material/styles';
import { visuallyHidden } from '../../../components/visuallyHidden';

/**
 * The inbox list's rules by class name (.NotificationList, .NotificationRow and its parts), in the
 * look of MUI's divided ListItem, body2 caption and small contained or outlined Button. Computed
 * once from the theme and put into the page's style sheet once, when the inbox opens (InboxStyles
 * in NotificationsPage), so that a row renders plain elements and costs no style work (issue 27: a
 * page change mounted 20 rows of MUI components, each computing and serialising its sx and styled
 * styles). The rules come with the inbox's code, not with every page's global sheet. Each selector
 * is wrapped in :where() (no specificity), as src/shared/staticStyles.ts's are.
 */
export function inboxRules(theme: Theme) {
  const { palette } = theme;
  const primary = palette.primary;
  return {
    ':where(.NotificationList)': { listStyle: 'none', margin: 0, padding: theme.spacing(1, 0), position: 'relative' },
    // A page rendered ahead (NotificationsPage): laid out at the list's width, so that showing it
    // reuses its rows' layout, but taking no room and not seen (nor read: visibility).
    ':where(.NotificationList[data-ahead])': { height: 0, padding: 0, overflow: 'hidden', visibility: 'hidden' },
    ':where(.NotificationRow)': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(2),
      position: 'relative',
      boxSizing: 'border-box',
      width: '100%',
      padding: theme.spacing(1, 2),
      textAlign: 'left',
      borderBottom: `1px solid ${palette.divider}`,
      borderLeft: '4px solid transparent',
      backgroundClip: 'padding-box',
    },
    ':where(.NotificationRow[data-unread="true"])': { borderLeftColor: primary.main, backgroundColor: palette.action.hover },
    ':where(.NotificationRow-text)': { flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: 400 },
    ':where(.NotificationRow[data-unread="true"] .NotificationRow-text)': { fontWeight: 600 },
    ':where(.NotificationRow-unread)': visuallyHidden,
    // The date: body2 in the secondary colour, left out on small screens.
    ':where(.NotificationRow-date)': { ...theme.typography.body2, color: palette.text.secondary, whiteSpace: 'nowrap', display: 'none' },
    [theme.breakpoints.up('sm')]: { ':where(.NotificationRow-date)': { display: 'block' } },
    // The toggle: a small button, contained while unread, outlined once read.
    ':where(.NotificationRow-toggle)': {
      ...theme.typography.button,
      fontSize: theme.typography.pxToRem(13),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      boxSizing: 'border-box',
      minWidth: 64,
      margin: 0,
      padding: '4px 10px',
      border: 0,
      borderRadius: theme.shape.borderRadius,
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      appearance: 'none',
      WebkitTapHighlightColor: 'transparent',
      color: primary.contrastText,
      backgroundColor: primary.main,
      boxShadow: theme.shadows[2],
      transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], { duration: theme.transitions.duration.short }),
    },
    ':where(.NotificationRow-toggle:hover)': { backgroundColor: primary.dark, boxShadow: theme.shadows[4] },
    ':where(.NotificationRow-toggle:active)': { boxShadow: theme.shadows[8] },
    ':where(.NotificationRow-toggle:focus-visible)': { outline: `2px solid ${primary.main}`, outlineOffset: 2 },
    ':where(.NotificationRow-toggle[data-variant="outlined"])': {
      padding: '3px 9px',
      border: `1px solid ${alpha(primary.main, 0.5)}`,
      color: primary.main,
      backgroundColor: 'transparent',
      boxShadow: 'none',
    },
    ':where(.NotificationRow-toggle[data-variant="outlined"]:hover)': {
      borderColor: primary.main,
      backgroundColor: alpha(primary.main, palette.action.hoverOpacity),
    },
    ':where(.NotificationRow-toggle:disabled)': {
      cursor: 'default',
      pointerEvents: 'none',
      color: palette.action.disabled,
      backgroundColor: palette.action.disabledBackground,
      boxShadow: 'none',
    },
    ':where(.NotificationRow-toggle[data-variant="outlined"]:disabled)': {
      borderColor: palette.action.disabledBackground,
      backgroundColor: 'transparent',
    },
  };
}
