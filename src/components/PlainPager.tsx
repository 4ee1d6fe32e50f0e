import { memo } from 'react';
import { GlobalStyles } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { tableTexts } from '../texts/tables';
import { pagerItems, type PagerItem } from './paging';

/** MUI's NavigateBefore and NavigateNext icons (the paths of @mui/icons-material). */
const ICON_PATHS = { previous: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z', next: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z' };

/**
 * The pager's rules by class name, in the look of MUI's Pagination (text variant, medium, circular,
 * colour primary): computed once from the theme, into the style sheet once (a constant element),
 * so that a page change costs no style work. Each selector in :where() (no specificity). No colour
 * transition: the current page's colours move at once (a transition animated two buttons for the
 * frames after the click, each frame restyling and repainting them).
 */
export function plainPagerRules(theme: Theme) {
  const { palette } = theme;
  const item = {
    ...theme.typography.body2,
    borderRadius: 16,
    textAlign: 'center',
    boxSizing: 'border-box',
    minWidth: 32,
    padding: '0 6px',
    margin: '0 3px',
    color: palette.text.primary,
  } as const;
  return {
    ':where(.PlainPager)': { marginTop: theme.spacing(2), display: 'flex', justifyContent: 'center' },
    ':where(.PlainPager-ul)': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', padding: 0, margin: 0, listStyle: 'none' },
    ':where(.PlainPager-ellipsis)': { ...item, height: 'auto' },
    ':where(.PlainPager-item)': {
      ...item,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      height: 32,
      border: 0,
      backgroundColor: 'transparent',
      outline: 0,
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      appearance: 'none',
      textDecoration: 'none',
      WebkitTapHighlightColor: 'transparent',
    },
    ':where(.PlainPager-item:hover)': { backgroundColor: palette.action.hover },
    ':where(.PlainPager-item:focus-visible)': { backgroundColor: palette.action.focus, outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    ':where(.PlainPager-item[aria-current="page"])': { color: palette.primary.contrastText, backgroundColor: palette.primary.main },
    ':where(.PlainPager-item[aria-current="page"]:hover), :where(.PlainPager-item[aria-current="page"]:focus-visible)': {
      backgroundColor: palette.primary.dark,
    },
    '@media (hover: none)': {
      ':where(.PlainPager-item:hover)': { backgroundColor: 'transparent' },
      ':where(.PlainPager-item[aria-current="page"]:hover)': { backgroundColor: palette.primary.main },
    },
    ':where(.PlainPager-item:disabled)': { opacity: palette.action.disabledOpacity, cursor: 'default', pointerEvents: 'none' },
    ':where(.PlainPager-icon)': {
      width: '1em',
      height: '1em',
      display: 'inline-block',
      flexShrink: 0,
      fill: 'currentColor',
      fontSize: theme.typography.pxToRem(20),
      margin: '0 -8px',
    },
  };
}

/** MUI Pagination's own accessible names, kept as they were (the pages' tests and e2e find the buttons by them). */
const LABELS = { page: tableTexts.pagerPage, previous: tableTexts.pagerPrevious, next: tableTexts.pagerNext };

const PAGER_STYLES = <GlobalStyles styles={plainPagerRules} />;

interface PlainPagerProps {
  /** How many pages (from 1). */
  count: number;
  /** The page shown. */
  page: number;
  /** A page was chosen (the one shown too, as MUI's Pagination does). */
  onChange: (page: number) => void;
  /** The navigation's accessible name. */
  label: string;
}

/** One control: an ellipsis, a page, or the previous or next page's button. */
function Control({ item, onChange }: { item: PagerItem; onChange: (page: number) => void }) {
  switch (item.type) {
    case 'start-ellipsis':
    case 'end-ellipsis':
      return <div className="PlainPager-ellipsis">…</div>;
    case 'page':
      return (
        <button
          type="button"
          className="PlainPager-item"
          aria-current={item.selected ? 'page' : undefined}
          aria-label={LABELS.page(item.page, item.selected)}
          onClick={() => onChange(item.page)}
        >
          {item.page}
        </button>
      );
    default:
      return (
        <button type="button" className="PlainPager-item" aria-label={LABELS[item.type]} disabled={item.disabled} onClick={() => onChange(item.page)}>
          <svg className="PlainPager-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
            <path d={ICON_PATHS[item.type]} />
          </svg>
        </button>
      );
  }
}

/**
 * A page pager with MUI Pagination's layout, look and accessible names ('Go to page N', 'page N'
 * with aria-current="page" for the current one, 'Go to previous page', 'Go to next page'), made of
 * plain buttons in a <nav> (issue 27: MUI's Pagination rendered each of its items as a ButtonBase
 * with its ripple and styled components, computing their styles again on every page change). The
 * controls keep their places (keyed by position), so a page change only updates their text and
 * attributes, and the button pressed keeps the focus.
 */
export const PlainPager = memo(function PlainPager({ count, page, onChange, label }: PlainPagerProps) {
  return (
    <nav aria-label={label} className="PlainPager">
      {PAGER_STYLES}
      <ul className="PlainPager-ul">
        {pagerItems(count, page).map((item, index) => (
          // Keyed by slot: the slots stay, their pages change.
          <li key={index}>
            <Control item={item} onChange={onChange} />
          </li>
        ))}
      </ul>
    </nav>
  );
});
