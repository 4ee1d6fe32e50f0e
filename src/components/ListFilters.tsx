import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { Box, Button, FormControl, FormHelperText, InputLabel, NativeSelect, OutlinedInput, Stack, Typography } from '@mui/material';
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

/** A labelled native select (the browser's own list: no popup code on the page, full keyboard and screen reader support). */
function FilterSelect({ label, value, onChange, minWidth, children }: { label: string; value: string; onChange: (value: string) => void; minWidth: number; children: ReactNode }) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: { sm: minWidth } }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}

/**
 * A list's search field ('Search'), optional status filter ('Status') and optional sort ('Sort'),
 * all labelled; the state lives in the address (useListQuery). Built from MUI's input parts, not
 * TextField, whose select mode would bring MUI's menu, popover and modal to every list page.
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
    <Box role="search" sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
        <FormControl size="small" sx={{ minWidth: { sm: 280 } }}>
          <InputLabel htmlFor={searchId}>{t.search}</InputLabel>
          <OutlinedInput
            id={searchId}
            type="search"
            label={t.search}
            value={searchText}
            onChange={(event) => setSearch(event.target.value)}
            inputRef={searchRef}
            aria-describedby={helperText ? helperId : undefined}
          />
          {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
        </FormControl>
        {options.length > 0 && (
          <FilterSelect label={t.status} value={query.status || ALL_STATUSES} onChange={(value) => setStatus(value === ALL_STATUSES ? '' : value)} minWidth={240}>
            <option value={ALL_STATUSES}>{t.allStatuses}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </FilterSelect>
        )}
        {sorts.length > 0 && (
          <FilterSelect label={t.sort} value={query.sort || DEFAULT_ORDER} onChange={(value) => setSort(value === DEFAULT_ORDER ? '' : (value as SortKey))} minWidth={180}>
            <option value={DEFAULT_ORDER}>{t.sorts['']}</option>
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t.sorts[sort]}
              </option>
            ))}
          </FilterSelect>
        )}
      </Stack>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {resultText}
      </Box>
    </Box>
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
