import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { toApiError, type ApiError } from './errors';

/**
 * RTK Query over the contract's typed calls (src/api/call.ts): plain reads and writes get caching
 * and loading state. Each api module injects its endpoints (api.injectEndpoints) with its own tag
 * types (api.enhanceEndpoints({ addTagTypes })), so adding an area edits no list here.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiError>(),
  tagTypes: [],
  endpoints: () => ({}),
});

/** Wraps a typed call as an RTK Query queryFn: `queryFn: fromCall((id, signal) => calls.x({ params: { id } }, signal))`. */
export function fromCall<Arg, R>(fn: (arg: Arg, signal: AbortSignal) => Promise<R>) {
  return async (arg: Arg, { signal }: { signal: AbortSignal }): Promise<{ data: R } | { error: ApiError }> => {
    try {
      return { data: await fn(arg, signal) };
    } catch (error) {
      return { error: toApiError(error) };
    }
  };
}
