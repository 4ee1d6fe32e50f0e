/**
 * One MSW handler per endpoint contract entry (src/domain/contract). handle() declares it; the
 * handler is created by createHandlersOf(routes, options), which knows the base URLs of the
 * build server and the devops service. Every answer goes, in order, through:
 *   latency → fault switch (not for service 'mock') → one change at a time (plain reads at once) → read-only mode (503 for
 *   a call that writes) → advanceJobs() → bearer (401, unless the access is public) → password
 *   reset (403 while the token says it must be reset first, unless the rule allows it) → access
 *   rule (403) → the resolver → commitDb() when jobs moved or the entry changes state and the
 *   answer is 2xx,
 * so every write is stored before it is answered, and no handler has to opt in. A call that may
 * write runs in a session of ./changes.ts: its commit writes only the records it changed, and a
 * commit that fails puts back what it changed (the session's undo log) and answers 503: the client
 * never gets a 2xx for a change that was not stored.
 *
 * Calls that may change the state (a write, or any call while jobs are unfinished, since it moves
 * them) are answered one at a time (from the fault switch on, so the latency and a 'timeout'
 * fault hold nothing up): a call's changes and its commit are never mixed with another's, so
 * putting one call's changes back never undoes another call's stored change. Plain reads answer
 * at once.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { routePath, type AnyEndpoint, type Endpoint, type PathParams, type Service } from '../../src/domain/contract';
import type { FaultKind } from '../../src/domain/contract/mockAdmin';
import type { MockUser } from './types';
import { takeFault } from './faults';
import { advanceJobs, hasUnfinishedJobs } from './jobs';
import { beginChanges, endChanges, undoChanges } from './changes';
import { commitDb, describeStorageError, persistenceAvailable, StorageWriteError, storageStatus } from './persistence';
import { compileAccess, PASSWORD_RESET_FIRST, type Access } from './access';
import { message, readJson, requireCaller, withLatency } from './http';

/** Where the services the portal calls live ('' or absent: the portal's own origin). */
export interface ServiceUrls {
  buildServerUrl?: string;
  devopsServiceUrl?: string;
}

type ParamsOf<E> = E extends Endpoint<infer P, unknown, unknown, unknown> ? { [K in keyof PathParams<P>]: string } : never;

export interface ResolverInfo<E> {
  request: Request;
  params: ParamsOf<E>;
  /** The signed-in caller (undefined only for an entry anyone may call without a token). */
  user: MockUser;
}

export type Resolver<E> = (info: ResolverInfo<E>) => Response | Promise<Response>;

/** A declared handler: its entry, its entry's access rule compiled, and how to create the MSW handler. */
export interface MockRoute {
  readonly endpoint: AnyEndpoint;
  readonly access: Access;
  create(urls: ServiceUrls): HttpHandler;
}

const endpointIds = new WeakMap<object, string>();

/** The contract entry id ('group.name') a created handler answers, if it was made by handle(). */
export function endpointIdOf(handler: object): string | undefined {
  return endpointIds.get(handler);
}

function baseUrl(service: Service, urls: ServiceUrls): string {
  const base = service === 'buildServer' ? urls.buildServerUrl : service === 'devopsService' ? urls.devopsServiceUrl : '';
  return (base ?? '').replace(/\/+$/, '');
}

/**
 * The URL pattern MSW matches: the service's base URL and the route, registered without a
 * trailing slash (the match then takes the path with and without it, as the seeds' clients send).
 */
export function urlPattern(endpoint: AnyEndpoint, urls: ServiceUrls = {}): string {
  const route = routePath(endpoint).replace(/(.)\/+$/, '$1');
  return `${baseUrl(endpoint.service, urls)}${route}`;
}

export const FAULT_MESSAGE = (kind: FaultKind) => `Fault injected: ${kind}`;

/** What a switched-on fault answers. */
async function faultAnswer(kind: FaultKind): Promise<Response> {
  switch (kind) {
    case '500':
    case '401':
    case '403':
      return message(FAULT_MESSAGE(kind), Number(kind));
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      // Never answers: the client's own timeout (or abort) ends the call.
      await delay('infinite');
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse('{"not json', { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'empty':
      return new HttpResponse(null, { status: 200 });
  }
}

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** The 503 answer's message when a change could not be stored (the state was put back). */
export const WRITE_FAILED_MESSAGE = (reason: string) =>
  `The demo could not save this change (browser storage: ${reason}). Nothing was changed.`;

/** The 503 answer's message to a call that writes while the mock is read-only. */
export const READ_ONLY_MESSAGE = (reason: string) =>
  `The demo is read-only: its browser storage could not be read (${reason}), so it runs on its sample data and saves no change. ` +
  'Reset the demo to fix it ("Reset demo data" in the demo box of the sign-in page, or POST /__mock__/reset).';

/** The header every answer carries while the mock is read-only. */
export const STORAGE_HEADER = 'X-Mock-Storage';

/** The tail of the queue of calls: each call runs once the one before it has answered. */
let lastTurn: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = lastTurn.then(work, work);
  lastTurn = turn.catch(() => undefined);
  return turn;
}

/** Marks an answer of a read-only mock (an answer whose headers cannot change is left as it is). */
function marked(response: Response): Response {
  const status = storageStatus();
  if (status.mode === 'read-only') {
    try {
      response.headers.set(STORAGE_HEADER, status.mode);
    } catch {
      // HttpResponse.error() (an injected network fault): immutable headers.
    }
  }
  return response;
}

export interface HandleOptions {
  /**
   * false for an entry the contract marks as changing whose handler stores nothing (sign-in): it
   * still answers while the mock is read-only. Default: the entry's `changes`.
   */
  writes?: boolean;
}

/**
 * Declares the handler of a contract entry: what it answers. Who may call it is the entry's own
 * rule (`.allow(…)` in src/domain/contract), applied before the resolver runs (./access.ts).
 */
export function handle<E extends AnyEndpoint>(endpoint: E, resolver: Resolver<E>, options: HandleOptions = {}): MockRoute {
  if (!endpoint.id) throw new Error(`handle(): an endpoint without an id (${endpoint.method} ${endpoint.path})`);
  if (!endpoint.rule) throw new Error(`handle(): ${endpoint.id} declares no access rule (.allow in src/domain/contract)`);
  const access = compileAccess(endpoint.rule);
  const writes = options.writes ?? endpoint.changes;

  /** The resolver's answer, or the refusal (401, 403) that comes before it. */
  const resolve = async (request: Request, params: Record<string, unknown>): Promise<Response> => {
    let user: MockUser | undefined;
    if (!access.public) {
      const caller = await requireCaller(request);
      if (caller instanceof Response) return caller;
      if (caller.mustResetPassword && !access.beforePasswordReset) return message(PASSWORD_RESET_FIRST, 403);
      user = caller.user;
      const body = access.readsBody ? await readJson(request.clone()) : undefined;
      const refusal = access.check(user, { params: params as never, query: new URL(request.url).searchParams, body }, endpoint.id);
      if (refusal) return message(refusal.message, refusal.status);
    }
    return resolver({ request, params, user } as ResolverInfo<E>);
  };

  const inTurn = async (request: Request, params: Record<string, unknown>): Promise<Response> => {
    const storage = storageStatus();
    // Read-only: the mock's own calls (the reset that repairs it, faults, clock) still answer.
    if (storage.mode === 'read-only' && writes && endpoint.service !== 'mock') return message(READ_ONLY_MESSAGE(storage.reason), 503);
    // What this call changes is noted, when it may change the state and its commit may fail.
    const tracked = persistenceAvailable() && (endpoint.changes || hasUnfinishedJobs());
    if (tracked) beginChanges();
    try {
      // Jobs that moved changed the state (a step done, a project status): stored like any write.
      const jobsMoved = advanceJobs().length > 0;
      const response = await resolve(request, params);
      if (jobsMoved || (endpoint.changes && response.status >= 200 && response.status < 300)) {
        try {
          await commitDb();
        } catch (error) {
          undoChanges();
          const reason = error instanceof StorageWriteError ? error.reason : describeStorageError(error);
          return message(WRITE_FAILED_MESSAGE(reason), 503);
        }
      }
      return response;
    } finally {
      if (tracked) endChanges();
    }
  };

  const answer = async (request: Request, params: Record<string, unknown>): Promise<Response> => {
    if (endpoint.service !== 'mock') {
      const fault = takeFault(endpoint.id);
      if (fault) return marked(await faultAnswer(fault));
    }
    // A call that may change the state waits its turn; a plain read (nothing to store, no job to
    // move) answers at once, so the many parallel reads of a page are not held behind each other.
    const mayChange = endpoint.changes || hasUnfinishedJobs();
    return marked(await (mayChange ? oneAtATime(() => inTurn(request, params)) : inTurn(request, params)));
  };
  return {
    endpoint,
    access,
    create(urls) {
      const handler = METHODS[endpoint.method](
        urlPattern(endpoint, urls),
        withLatency(({ request, params }) => answer(request, params)),
      );
      endpointIds.set(handler, endpoint.id);
      return handler;
    },
  };
}

/**
 * Where a route's path has a literal segment and another's a parameter at the same place, the
 * literal one is the more specific ('/job/dfc-git-branch/...' before '/job/:jobName/...'): it
 * sorts first, so it answers the requests both would match, whatever the order of the list.
 */
function specificity(route: MockRoute): string {
  return routePath(route.endpoint)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '1' : '0'))
    .join('');
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The MSW handlers of the routes, the most specific first (services at their base URLs). Ties go
 * by path, then entry id, so that no order of the list decides an answer (paths match whatever
 * their case: '/get_dfc_Seodashboard' answers '/get_dfc_seodashboard' too).
 */
export function createHandlersOf(routes: readonly MockRoute[], urls: ServiceUrls = {}): HttpHandler[] {
  const ranked = routes.map((route) => ({ route, rank: specificity(route), path: routePath(route.endpoint) }));
  ranked.sort((a, b) => compare(a.rank, b.rank) || compare(a.path, b.path) || compare(a.route.endpoint.id, b.route.endpoint.id));
  return ranked.map(({ route }) => route.create(urls));
}
