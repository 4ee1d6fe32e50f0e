import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import { http } from './http';
import { malformed, toApiError, type ApiError } from './errors';

/**
 * RTK Query over the shared axios client: plain reads and writes get caching and loading state.
 * Each feature injects its endpoints (api.injectEndpoints) from a module in src/api/.
 */
export interface AxiosQueryArgs {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  headers?: AxiosRequestConfig['headers'];
  /** The answer's expected shape; anything else is a 'malformed' error, never bad data in a page. */
  expect?: 'array' | 'object' | 'string' | 'number';
}

function hasShape(data: unknown, expect: AxiosQueryArgs['expect']): boolean {
  switch (expect) {
    case 'array':
      return Array.isArray(data);
    case 'object':
      return typeof data === 'object' && data !== null && !Array.isArray(data);
    case 'string':
      return typeof data === 'string';
    case 'number':
      return typeof data === 'number' || (typeof data === 'string' && data.trim() !== '' && Number.isFinite(Number(data)));
    default:
      return true;
  }
}

const axiosBaseQuery: BaseQueryFn<AxiosQueryArgs, unknown, ApiError> = async ({ expect, ...args }, { signal }) => {
  try {
    const response = await (await http()).request({ ...args, signal });
    if (!hasShape(response.data, expect)) return { error: malformed(args.url, response.data) };
    return { data: response.data };
  } catch (error) {
    return { error: toApiError(error) };
  }
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});

/** Wraps a typed api call as an RTK Query queryFn, so URLs stay in the api modules. */
export function fromCall<Arg, R>(fn: (arg: Arg, signal: AbortSignal) => Promise<R>) {
  return async (arg: Arg, { signal }: { signal: AbortSignal }): Promise<{ data: R } | { error: ApiError }> => {
    try {
      return { data: await fn(arg, signal) };
    } catch (error) {
      return { error: toApiError(error) };
    }
  };
}
