import * as z from 'zod/mini';
import type { AnyEndpoint } from './define';

/* ---------- lenient pieces the contract's schemas share ---------- */
/**
 * A loose object: fields the schema does not name pass and are kept in the parsed answer. Its
 * inferred type lists only the named fields, as the hand-written interfaces did (z.looseObject's
 * own type adds an index signature, which other interfaces of the same shape do not satisfy and
 * which hides a misspelt field); z.extend keeps it loose.
 */
export const loose = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.looseObject(shape) as unknown as z.ZodMiniObject<Shape, z.core.$strip>;

/** A field that may be null or left out (a backend that omits nulls): it reads as null. */
export const orNull = <S extends z.ZodMiniType>(schema: S) => z._default(z.nullable(schema), null);

/** A list the seeds do not promise (a backend may leave it out): it reads as []. */
export const listOrEmpty = <S extends z.ZodMiniType>(schema: S) => z._default(z.array(schema), [] as z.output<S>[]);

/** A text the seeds do not promise: it reads as ''. */
export const textOrEmpty = () => z._default(z.string(), '');

/** An answer the seeds give as text ('success', 'Valid'): plain text, or an object carrying it as `message`. */
export const TextAnswer = z.union([z.string(), loose({ message: z.string() })]);

/** An answer whose body the seeds do not show: anything passes (the caller does not read it). */
export const Unread = z.unknown();

/** A multipart body (an upload: the file and its name). */
export const MultipartForm = z.custom<FormData>((value) => typeof FormData !== 'undefined' && value instanceof FormData);

/** What is wrong with an answer: the endpoint, the first field that breaks its schema and how. */
export interface AnswerProblem {
  /** 'group.name' of the entry. */
  endpoint: string;
  /** The field's path in the answer ('[3].projectName'), '' for the answer itself. */
  field: string;
  problem: string;
}

export type AnswerCheck<T> = { ok: true; data: T } | { ok: false; problem: AnswerProblem };

/** '[3].projectName' from zod's path ([3, 'projectName']). */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('').replace(/^\./, '');
}

/**
 * Checks an answer against the entry's schema, leniently: fields the schema does not name pass
 * (objects are loose); a documented field missing or of another type is a problem naming the
 * endpoint and the field. An entry without a schema passes as it is.
 */
export function checkAnswer<T = unknown>(endpoint: AnyEndpoint, data: unknown): AnswerCheck<T> {
  const schema = endpoint.schemas.answer;
  if (!schema) return { ok: true, data: data as T };
  const result = schema['~standard'].validate(data);
  if (result instanceof Promise) throw new Error(`${endpoint.id}: the answer's schema must not be async`);
  if (!result.issues) return { ok: true, data: result.value as T };
  const [issue] = result.issues;
  const path = (issue.path ?? []).map((segment) => (typeof segment === 'object' ? segment.key : segment));
  return { ok: false, problem: { endpoint: endpoint.id || endpoint.path, field: fieldPath(path), problem: problemText(issue, valueAt(data, path)) } };
}

/** The value at a path of the answer (undefined where it is missing). */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** What a value is, in a schema's words ('undefined', 'null', 'array', 'string'...). */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * The problem in plain words: 'expected string, received undefined' for a missing or mistyped
 * field (zod/mini carries no message texts of its own, which keeps the bundle small), else the
 * schema's message.
 */
function problemText(issue: { message: string }, value: unknown): string {
  const { code, expected, values } = issue as { code?: string; expected?: unknown; values?: unknown };
  if (code === 'invalid_type' && typeof expected === 'string') return `expected ${expected}, received ${kindOf(value)}`;
  if (code === 'invalid_value' && Array.isArray(values)) return `expected one of ${values.map((v) => JSON.stringify(v)).join(', ')}, received ${JSON.stringify(value) ?? 'undefined'}`;
  if (code === 'invalid_union') return `no accepted form matches (received ${kindOf(value)})`;
  return issue.message;
}

/**
 * The first problem of an answer's response headers against those its entry declares
 * (withAnswerHeaders): a required one missing, or a value that is not of its type; null when they
 * conform. `headers` as fetch gives them (names in any case).
 */
export function answerHeaderProblem(declared: AnyEndpoint['answerHeaders'], headers: { get(name: string): string | null } | undefined): string | null {
  for (const [name, { type, required }] of Object.entries(declared ?? {})) {
    const value = headers?.get(name) ?? null;
    if (value === null) {
      if (required) return `the header ${name} is missing`;
      continue;
    }
    if (type === 'integer' && !/^\d+$/.test(value.trim())) return `the header ${name}: expected a whole number, received '${value}'`;
    if (type === 'boolean' && !/^(true|false)$/i.test(value.trim())) return `the header ${name}: expected true or false, received '${value}'`;
  }
  return null;
}
