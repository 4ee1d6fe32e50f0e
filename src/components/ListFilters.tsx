import type { Ref } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { SortKey, StatusOption } from '../domain/listQuery';
import { texts } from '../texts';
import type { ListQueryControls } from './useListQuery';
import { visuallyHidden } from './visuallyHidden';

const t = texts.listQuery;
/** The select values of "every status" and "the server's order" (the address leaves them out). */
const ALL_STATUSES = 'all';
const DEFAULT_ORDER = 'default';

export interface ListFiltersProps {
  controls: Pick<ListQueryControls, 'query' | 'setSearch' | 'setStatus' | 'setSort'>;
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
 * A list's search field ('Search'), optional status filter ('Status') and optional sort ('Sort'),
 * all labelled; the state lives in the address (useListQuery).
 */
export function ListFilters({ controls, statusOptions = [], sorts = [], helperText, resultText, searchRef }: ListFiltersProps) {
  const { query, setSearch, setStatus, setSort } = controls;
  // A status from the address that the list no longer holds stays choosable (and shown as chosen).
  const options =
    query.status && !statusOptions.some((o) => o.value === query.status)
      ? [...statusOptions, { value: query.status, label: query.status.replace(/_/g, ' ') }]
      : statusOptions;
  return (
    <Box role="search" sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
        <TextField
          type="search"
          label={t.search}
          value={query.q}
          onChange={(event) => setSearch(event.target.value)}
          helperText={helperText}
          inputRef={searchRef}
          size="small"
          sx={{ minWidth: { sm: 280 } }}
        />
        {options.length > 0 && (
          <TextField
            select
            label={t.status}
            value={query.status || ALL_STATUSES}
            onChange={(event) => setStatus(event.target.value === ALL_STATUSES ? '' : event.target.value)}
            size="small"
            sx={{ minWidth: { sm: 240 } }}
          >
            <MenuItem value={ALL_STATUSES}>{t.allStatuses}</MenuItem>
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        {sorts.length > 0 && (
          <TextField
            select
            label={t.sort}
            value={query.sort || DEFAULT_ORDER}
            onChange={(event) => setSort(event.target.value === DEFAULT_ORDER ? '' : (event.target.value as SortKey))}
            size="small"
            sx={{ minWidth: { sm: 180 } }}
          >
            <MenuItem value={DEFAULT_ORDER}>{t.sorts['']}</MenuItem>
            {sorts.map((sort) => (
              <MenuItem key={sort} value={sort}>
                {t.sorts[sort]}
              </MenuItem>
            ))}
          </TextField>
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
