import type { AnyEndpoint } from './define';

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
  return { ok: false, problem: { endpoint: endpoint.id || endpoint.path, field: fieldPath(path), problem: issue.message } };
}
