import type { AxiosError } from 'axios';

/* Duck-typed rather than imported, so this module does not pull axios into the first page. */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as AxiosError).isAxiosError === true;
}

/** A failed call, as plain serialisable data (never an Error object in state or actions). */
export interface ApiError {
  status: number;
  code: 'http' | 'network' | 'timeout' | 'malformed' | 'cancelled';
  message: string;
  data?: unknown;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' && value !== null && typeof (value as ApiError).status === 'number' &&
    typeof (value as ApiError).code === 'string' && typeof (value as ApiError).message === 'string'
  );
}

/** Text of an error body, whatever its shape: a string, {message}, {error}, or {data}. */
export function bodyText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (typeof data === 'object' && data !== null) {
    for (const key of ['message', 'error', 'data'] as const) {
      const v = (data as Record<string, unknown>)[key];
      if (typeof v === 'string') return v;
    }
  }
  return '';
}

export function toApiError(error: unknown): ApiError {
  if (isAxiosError(error)) {
    const e = error;
    if (e.code === 'ERR_CANCELED') return { status: 0, code: 'cancelled', message: 'cancelled' };
    if (e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT') {
      return { status: 0, code: 'timeout', message: 'timeout' };
    }
    if (e.response) {
      return { status: e.response.status, code: 'http', message: bodyText(e.response.data) || e.message, data: e.response.data };
    }
    return { status: 0, code: 'network', message: e.message || 'Network Error' };
  }
  if (isApiError(error)) return error;
  return { status: 0, code: 'network', message: error instanceof Error ? error.message : String(error) };
}

export function malformed(what: string, data?: unknown): ApiError {
  return { status: 200, code: 'malformed', message: `Unexpected answer from ${what}`, data };
}

/**
 * A read the server refused for this user (403) or answered as not there (404): the item is not
 * there for them, and retrying will not help (the pages say so with a way on, never a Retry).
 */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.code === 'http' && (error.status === 403 || error.status === 404);
}

/** A call the server refused for this user (403): who may make it is said instead of a generic error. */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.code === 'http' && error.status === 403;
}
