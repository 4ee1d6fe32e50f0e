/**
 * One MSW handler per endpoint contract entry (src/domain/contract). handle() declares it; the
 * handler is created by createHandlers(options) (./index.ts), which knows the base URLs of the
 * build server and the devops service. Every answer goes, in order, through:
 *   latency → fault switch (not for service 'mock') → advanceJobs() → bearer (401, unless the
 *   access is public) → access rule (403) → the resolver → commitDb() when the entry changes
 *   state and the answer is 2xx,
 * so every write is stored before it is answered, and no handler has to opt in.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { routePath, type AnyEndpoint, type Endpoint, type PathParams, type Service } from '../../src/domain/contract';
import type { FaultKind } from '../../src/domain/contract/mockAdmin';
import type { MockUser } from '../db';
import { takeFault } from '../db/faults';
import { advanceJobs } from '../db/jobs';
import { commitDb } from '../db/persistence';
import type { Access } from './access';
import { message, requireUser, withLatency } from './http';

/** Where the services the portal calls live ('' or absent: the portal's own origin). */
export interface ServiceUrls {
  buildServerUrl?: string;
  devopsServiceUrl?: string;
}

type ParamsOf<E> = E extends Endpoint<infer P, unknown, unknown, unknown> ? { [K in keyof PathParams<P>]: string } : never;

export interface ResolverInfo<E, A extends Access> {
  request: Request;
  params: ParamsOf<E>;
  /** The signed-in caller (none for public access). */
  user: A extends { public: true } ? undefined : MockUser;
}

export type Resolver<E, A extends Access> = (info: ResolverInfo<E, A>) => Response | Promise<Response>;

/** A declared handler: its entry, its access rule, and how to create the MSW handler. */
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

/** Declares the handler of a contract entry: who may call it, and what it answers. */
export function handle<E extends AnyEndpoint, A extends Access>(endpoint: E, access: A, resolver: Resolver<E, A>): MockRoute {
  if (!endpoint.id) throw new Error(`handle(): an endpoint without an id (${endpoint.method} ${endpoint.path})`);
  const answer = async (request: Request, params: Record<string, unknown>): Promise<Response> => {
    if (endpoint.service !== 'mock') {
      const fault = takeFault(endpoint.id);
      if (fault) return faultAnswer(fault);
    }
    // Jobs that moved changed the state (a step done, a project status): stored like any write.
    const jobsMoved = advanceJobs().length > 0;
    let user: MockUser | undefined;
    if (!access.public) {
      const found = await requireUser(request);
      if (found instanceof Response) return found;
      user = found;
      if (!access.check(user, { params: params as never })) return message(`Forbidden: only ${access.describe}`, 403);
    }
    const response = await resolver({ request, params, user } as ResolverInfo<E, A>);
    if (jobsMoved || (endpoint.changes && response.status >= 200 && response.status < 300)) await commitDb();
    return response;
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
