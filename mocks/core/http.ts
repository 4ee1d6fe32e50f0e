/** What every handler shares: simulated latency, the bearer check, the error bodies (handle() in ./contract.ts wires them). */
import { delay, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type JsonBodyType, type PathParams } from 'msw';
import { callerFromToken, type Caller } from '../auth/users';
import { nextLatencyMs } from './latency';
import { type MockUser } from './types';
import { type Outcome } from './outcome';

/** Wraps a resolver so that it answers after the configured latency (none under jest). */
export function withLatency<P extends PathParams, B extends DefaultBodyType, R extends DefaultBodyType>(
  resolver: HttpResponseResolver<P, B, R>,
): HttpResponseResolver<P, B, R> {
  return async (info) => {
    const ms = nextLatencyMs();
    if (ms > 0) await delay(ms);
    return resolver(info);
  };
}

export const message = (text: string, status: number) => HttpResponse.json({ message: text }, { status });

export const unauthorized = () => message('Unauthorized', 401);

export const notFound = () => message('Not found', 404);

/** text/plain answers (reset and forgot password). */
export const plain = (text: string) => HttpResponse.text(text);

/**
 * The user of `Authorization: Bearer <jwt>` when the token's signature and exp are valid and the
 * account is active; otherwise the 401 answer to return.
 */
export async function requireUser(request: Request): Promise<MockUser | Response> {
  const caller = await requireCaller(request);
  return caller instanceof Response ? caller : caller.user;
}

/** As requireUser, with what the token says of the password reset. */
export async function requireCaller(request: Request): Promise<Caller | Response> {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  const caller = match ? await callerFromToken(match[1]) : undefined;
  return caller ?? unauthorized();
}

/** A whole positive number from a path segment, else null. */
export function positiveInt(value: string | readonly string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/** The query parameters of a request (the first value of each name). */
export function queryOf(request: Request): Partial<Record<string, string>> {
  const query: Partial<Record<string, string>> = {};
  for (const [name, value] of new URL(request.url).searchParams) query[name] ??= value;
  return query;
}

/** The JSON body of a request; undefined when it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return JSON.parse(await request.text()) as unknown;
  } catch {
    return undefined;
  }
}

const json = (value: unknown) => HttpResponse.json(value as JsonBodyType);

/** The value of a rule as JSON (or as respond makes it), or its refusal as {message} with its status. */
export function answer<T>(outcome: Outcome<T>, respond: (value: T) => Response = json): Response {
  return outcome.ok ? respond(outcome.value) : message(outcome.message, outcome.status);
}
