import { useDeferredValue } from 'react';

/**
 * A page's first data (a list, a project), rendered in the background. Data from the store
 * arrives in a synchronous render, and a page of MUI cards with its filters, or a project's tabs,
 * would block the page for one long task.
 * Deferred (useDeferredValue), React renders them in short slices the browser can interleave with
 * input: the first render after the data still returns `pending` (keep the loading state), the
 * background one returns the value. Later changes (a delete, a refresh, a filter) come at once.
 */
export function useDeferredFirst<T>(value: T | undefined): { value: T | undefined; pending: boolean } {
  const deferred = useDeferredValue(value);
  const pending = deferred === undefined && value !== undefined;
  return { value: pending ? undefined : value, pending };
}
