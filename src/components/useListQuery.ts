import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { isFiltering, parseListQuery, withListQuery, type ListQuery, type SortKey } from '../domain/listQuery';

/** Marks the address changes the list's own controls make (so that they do not reset the search box). */
const OWN_CHANGE = { listQueryControls: true } as const;

export interface ListQueryControls {
  /**
   * The query the list applies: the search text (deferred: a keystroke paints the field at once,
   * and a long list filters in a background render), the status filter and the sort from the address.
   */
  query: ListQuery;
  /** The search text as typed (the search field's value). */
  searchText: string;
  /** True when the search or the status filter may hide items. */
  filtering: boolean;
  setSearch: (q: string) => void;
  setStatus: (status: string) => void;
  setSort: (sort: SortKey | '') => void;
  /** Clears the search and the status filter (the sort stays). */
  clear: () => void;
}

/**
 * A list's search, status filter and sort, kept in the address (`?q=&status=&sort=`), so that a
 * reload, Back and Forward show the same list; other parameters of the address are kept.
 * Typing replaces the current history entry (one entry per search, not per key); a status, a
 * sort or Clear search adds one. The search box holds its own text while typing; the address
 * wins when it changes from elsewhere (Back, Forward, a link to the page).
 */
export function useListQuery(): ListQueryControls {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const fromAddress = parseListQuery(params);

  const [text, setText] = useState(fromAddress.q);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    const own = (location.state as { listQueryControls?: boolean } | null)?.listQueryControls === true;
    if ((navigationType === 'POP' || !own) && text !== fromAddress.q) setText(fromAddress.q);
  }

  const go = useCallback(
    (changes: Partial<ListQuery>, replace: boolean) =>
      setParams((prev) => withListQuery(prev, { ...parseListQuery(prev), ...changes }), { replace, state: OWN_CHANGE }),
    [setParams],
  );

  const { status, sort } = fromAddress;
  const searched = useDeferredValue(text);
  const query = useMemo<ListQuery>(() => ({ q: searched, status, sort }), [searched, status, sort]);

  return {
    query,
    searchText: text,
    filtering: isFiltering(query),
    setSearch: (q) => {
      setText(q);
      go({ q }, true);
    },
    setStatus: (next) => go({ status: next }, false),
    setSort: (next) => go({ sort: next }, false),
    clear: () => {
      setText('');
      go({ q: '', status: '' }, false);
    },
  };
}
