import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { Button, GlobalStyles, Stack, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { SortKey, StatusOption } from '../domain/listQuery';
import { texts } from '../texts';
import type { ListQueryControls } from './useListQuery';
import { visuallyHidden } from './visuallyHidden';

const t = texts.listQuery;
/** The select values of "every status" and "the server's order" (the address leaves them out). */
const ALL_STATUSES = 'all';
const DEFAULT_ORDER = 'default';

export interface ListFiltersProps {
  controls: Pick<ListQueryControls, 'query' | 'searchText' | 'setSearch' | 'setStatus' | 'setSort'>;
  /** The statuses to filter by; without them (or with none) there is no status filter. */
  statusOptions?: readonly StatusOption[];
  /** The sorts offered besides the default order; without them there is no sort. */
  sorts?: readonly SortKey[];
  /** Under the search field (e.g. 'Searches this page.'). */
  helperText?: string;
  /** Announced politely to screen readers as the result changes ('3 of 12 shown.'). */
  resultText?: string;
  searchRef?: Ref<HTMLInputElement>;
}

/**
 * The filters' rules by class name, in the look of MUI's small outlined fields with their label
 * on the border (shrunk): computed once from the theme, into the style sheet once (a constant
 * element), so that the filters of a list of thousands cost no style work as the page renders
 * (issue 38: MUI's fields spent about 60 ms at 4x serialising their styles in My Projects' first
 * render). Each selector in :where() (no specificity).
 */
export function listFilterRules(theme: Theme) {
  const { palette } = theme;
  const border = palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';
  return {
    ':where(.ListFilters)': { marginBottom: theme.spacing(2) },
    ':where(.ListFilters-row)': {
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(2),
      [theme.breakpoints.up('sm')]: { flexDirection: 'row', alignItems: 'flex-start' },
    },
    ':where(.ListFilters-field)': { position: 'relative', display: 'flex', flexDirection: 'column', minWidth: 0 },
    [theme.breakpoints.up('sm')]: {
      ':where(.ListFilters-field[data-width="search"])': { minWidth: 280 },
      ':where(.ListFilters-field[data-width="status"])': { minWidth: 240 },
      ':where(.ListFilters-field[data-width="sort"])': { minWidth: 180 },
    },
    ':where(.ListFilters-label)': {
      ...theme.typography.body1,
      position: 'absolute',
      top: 0,
      left: 9,
      zIndex: 1,
      maxWidth: 'calc(100% - 18px)',
      padding: '0 5px',
      fontSize: theme.typography.pxToRem(12),
      lineHeight: 1,
      transform: 'translateY(-50%)',
      color: palette.text.secondary,
      backgroundColor: palette.background.paper,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      pointerEvents: 'none',
    },
    ':where(.ListFilters-field:focus-within > .ListFilters-label)': { color: palette.primary.main },
    ':where(.ListFilters-input)': {
      ...theme.typography.body1,
      boxSizing: 'border-box',
      width: '100%',
      height: 40,
      margin: 0,
      padding: '8.5px 14px',
      color: palette.text.primary,
      backgroundColor: 'transparent',
      border: `1px solid ${border}`,
      borderRadius: theme.shape.borderRadius,
      outline: 0,
    },
    ':where(select.ListFilters-input)': { paddingRight: 8, cursor: 'pointer' },
    ':where(.ListFilters-input:hover)': { borderColor: palette.text.primary },
    // The focused field's border is 2 px, as MUI's: the second pixel inside, so nothing moves.
    ':where(.ListFilters-input:focus)': { borderColor: palette.primary.main, boxShadow: `inset 0 0 0 1px ${palette.primary.main}` },
    ':where(.ListFilters-helper)': { ...theme.typography.caption, margin: '3px 14px 0', color: palette.text.secondary },
    ':where(.ListFilters-status)': visuallyHidden,
  };
}

/** The filters' style sheet, rendered once with each filter bar (a constant element: it never renders again). */
const LIST_FILTER_STYLES = <GlobalStyles styles={listFilterRules} />;

/** A labelled native select (the browser's own list: no popup code on the page, full keyboard and screen reader support). */
function FilterSelect({ label, value, onChange, width, children }: { label: string; value: string; onChange: (value: string) => void; width: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="ListFilters-field" data-width={width}>
      <label className="ListFilters-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="ListFilters-input" value={value} onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/**
 * A list's search field ('Search'), optional status filter ('Status') and optional sort ('Sort'),
 * all labelled; the state lives in the address (useListQuery). Plain elements (an input, native
 * selects, their labels on the border) styled by the static .ListFilters rules: no MUI field and
 * no per-render style work, and no menu, popover or modal code on list pages.
 */
export function ListFilters({ controls, statusOptions = [], sorts = [], helperText, resultText, searchRef }: ListFiltersProps) {
  const { query, searchText, setSearch, setStatus, setSort } = controls;
  const searchId = useId();
  const helperId = useId();
  // A status from the address that the list no longer holds stays choosable (and shown as chosen).
  const options =
    query.status && !statusOptions.some((o) => o.value === query.status)
      ? [...statusOptions, { value: query.status, label: query.status.replace(/_/g, ' ') }]
      : statusOptions;
  return (
    <div role="search" className="ListFilters">
      {LIST_FILTER_STYLES}
      <div className="ListFilters-row">
        <div className="ListFilters-field" data-width="search">
          <label className="ListFilters-label" htmlFor={searchId}>
            {t.search}
          </label>
          <input
            id={searchId}
            className="ListFilters-input"
            type="search"
            value={searchText}
            onChange={(event) => setSearch(event.target.value)}
            ref={searchRef}
            aria-describedby={helperText ? helperId : undefined}
          />
          {helperText && (
            <p id={helperId} className="ListFilters-helper">
              {helperText}
            </p>
          )}
        </div>
        {options.length > 0 && (
          <FilterSelect label={t.status} value={query.status || ALL_STATUSES} onChange={(value) => setStatus(value === ALL_STATUSES ? '' : value)} width="status">
            <option value={ALL_STATUSES}>{t.allStatuses}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </FilterSelect>
        )}
        {sorts.length > 0 && (
          <FilterSelect label={t.sort} value={query.sort || DEFAULT_ORDER} onChange={(value) => setSort(value === DEFAULT_ORDER ? '' : (value as SortKey))} width="sort">
            <option value={DEFAULT_ORDER}>{t.sorts['']}</option>
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t.sorts[sort]}
              </option>
            ))}
          </FilterSelect>
        )}
      </div>
      <div role="status" aria-live="polite" className="ListFilters-status">
        {resultText}
      </div>
    </div>
  );
}

/** What a list says when its search or status filter hides every item, with 'Clear search'. */
export function NoMatch({ text, onClear }: { text: string; onClear: () => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, py: 3 }}>
      <Typography role="status">{text}</Typography>
      <Button variant="outlined" onClick={onClear}>
        {t.clear}
      </Button>
    </Stack>
  );
}
