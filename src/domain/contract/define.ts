/**
 * The endpoint contract: every documented call is declared once (method, path as the seeds spell
 * it, which service answers it, the answer's shape, request and response types). src/api/ builds
 * its functions from these declarations and the mock's handlers (mocks/<area>/handlers.ts) answer them, so the two cannot
 * disagree; a jest test checks that every entry has both (src/contract.test.ts).
 */
import type { ZodMiniType, output } from 'zod/mini';
import type { AccessRule, ObjectRuleText, Scope, Who } from './access';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A runtime schema of the contract (zod/mini: small, tree-shakeable; `z.toJSONSchema` writes it out for OpenAPI). */
export type Schema = ZodMiniType;

/**
 * Who answers: the portal's backend, the build server and the hosted devops service (each at its
 * configured base URL), or the mock backend itself (mock mode only).
 */
export type Service = 'api' | 'buildServer' | 'devopsService' | 'mock';

/** The answer's shape, checked by the client: anything else is a 'malformed' error, never bad data in a page. */
export type Answer = 'array' | 'object' | 'text' | 'number' | 'any' | 'none';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of a path such as '/api/get_dfc_project/:projectId'. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

export interface Endpoint<Path extends string = string, Res = unknown, Body = undefined, Query = undefined> {
  /** 'group.name', set by defineGroup. */
  readonly id: string;
  readonly method: Method;
  /** As the seeds spell it (a missing leading slash included); ':name' marks a parameter. */
  readonly path: Path;
  readonly service: Service;
  readonly answer: Answer;
  /** A call that changes server state (every non-GET, and the GETs that do, such as a toggle). */
  readonly changes: boolean;
  /** The request and response types, inferred from the schemas (type-level only, never set at run time). */
  readonly types?: { response: Res; body: Body; query: Query };
  /** The runtime schemas given by returns/takes/withQuery (the client checks answers against `answer`). */
  readonly schemas: { answer?: Schema; body?: Schema; query?: Schema };
  /** Response headers the answer carries beside its body (name: what it says), given by withAnswerHeaders(). */
  readonly answerHeaders?: Readonly<Record<string, AnswerHeader>>;
  /** Who may call it (./access.ts), given by allow(). */
  readonly rule?: AccessRule;
  /** The answer's schema, which also types it: `get('/api/x', 'array').returns(z.array(X))`. */
  returns<S extends Schema>(schema: S): Endpoint<Path, output<S>, Body, Query>;
  /** The request body's schema. */
  takes<S extends Schema>(schema: S): Endpoint<Path, Res, output<S>, Query>;
  /** The query string's schema. */
  withQuery<S extends Schema>(schema: S): Endpoint<Path, Res, Body, output<S>>;
  /** The response headers a successful answer carries (the OpenAPI document lists them). */
  withAnswerHeaders(headers: Record<string, AnswerHeader>): Endpoint<Path, Res, Body, Query>;
  /** Who may call it: the roles, and what the caller must be to each object the call names (./access.ts). */
  allow(who: Who, ...objects: ObjectRuleText[]): Endpoint<Path, Res, Body, Query>;
  /** A list answer cut to the caller (./access.ts Scope); after allow(). */
  scoped(scope: Scope): Endpoint<Path, Res, Body, Query>;
}

/** A response header of an answer: its value's type, whether every answer has it, and what it says. */
export interface AnswerHeader {
  type: 'integer' | 'string' | 'boolean';
  required: boolean;
  description: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<string, any, any, any>;

type NoParams<P extends string> = [ParamNames<P>] extends [never] ? true : false;

/** What a call of the endpoint takes: path params, body and query, each only when it has them. */
export type InputOf<E> =
  E extends Endpoint<infer P, unknown, infer B, infer Q>
    ? (NoParams<P> extends true ? { params?: undefined } : { params: PathParams<P> }) &
        ([B] extends [undefined] ? { body?: undefined } : { body: B }) &
        ([Q] extends [undefined] ? { query?: undefined } : { query: Q })
    : never;

export type ResponseOf<E> = E extends Endpoint<string, infer R, unknown, unknown> ? R : never;

interface Options {
  service?: Service;
  /** For a GET that changes server state. */
  changes?: boolean;
}

function entry<Path extends string>(method: Method, path: Path, answer: Answer, options: Options = {}): Endpoint<Path> {
  const schemas: { answer?: Schema; body?: Schema; query?: Schema } = {};
  const endpoint: Record<string, unknown> = {
    id: '',
    method,
    path,
    service: options.service ?? 'api',
    answer,
    changes: options.changes ?? method !== 'GET',
    schemas,
    returns: (schema: Schema) => {
      schemas.answer = schema;
      return endpoint;
    },
    takes: (schema: Schema) => {
      schemas.body = schema;
      return endpoint;
    },
    withQuery: (schema: Schema) => {
      schemas.query = schema;
      return endpoint;
    },
    withAnswerHeaders: (headers: Record<string, AnswerHeader>) => {
      endpoint.answerHeaders = headers;
      return endpoint;
    },
    allow: (who: Who, ...objects: ObjectRuleText[]) => {
      endpoint.rule = { who, objects };
      return endpoint;
    },
    scoped: (scope: Scope) => {
      endpoint.rule = { ...(endpoint.rule as AccessRule), scope };
      return endpoint;
    },
  };
  return endpoint as unknown as Endpoint<Path>;
}

export const get = <Path extends string>(path: Path, answer: Answer, options?: Options) => entry('GET', path, answer, options);
export const post = <Path extends string>(path: Path, answer: Answer, options?: Options) => entry('POST', path, answer, options);
export const put = <Path extends string>(path: Path, answer: Answer, options?: Options) => entry('PUT', path, answer, options);
export const del = <Path extends string>(path: Path, answer: Answer, options?: Options) => entry('DELETE', path, answer, options);

/** Names a group's entries 'group.key'. */
export function defineGroup<G extends Record<string, AnyEndpoint>>(name: string, entries: G): G {
  for (const [key, value] of Object.entries(entries)) (value as { id: string }).id = `${name}.${key}`;
  return entries;
}

/** The path with its parameters filled in (each encoded as one path segment). */
export function buildPath(endpoint: Pick<AnyEndpoint, 'path'>, params: Record<string, string | number> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${endpoint.path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** The path as a server route ('api/v2/x' and '/api/v2/x' are the same route). */
export function routePath(endpoint: Pick<AnyEndpoint, 'path'>): string {
  return endpoint.path.startsWith('/') ? endpoint.path : `/${endpoint.path}`;
}
