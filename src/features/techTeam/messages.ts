import { errorOf } from '../../shared/sagaEffects';

/** A step that cannot go on, in words (shown as '{stage} failed: {message}'). */
export class StageError extends Error {}

/** A failure of the tech page's sagas in words. */
export function messageOf(error: unknown): string {
  if (error instanceof StageError) return error.message;
  const e = errorOf(error);
  if (e.code === 'http') return e.message && e.message !== `Request failed with status code ${e.status}` ? `${e.message} (${e.status})` : `the server answered ${e.status}`;
  if (e.code === 'timeout') return 'the server did not answer in time';
  if (e.code === 'malformed') return 'the server sent an answer the portal cannot read';
  return e.message || 'network error';
}
