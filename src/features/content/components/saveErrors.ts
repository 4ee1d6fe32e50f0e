import { isApiError } from '../../../api/errors';
import { contentTexts } from '../../../texts/content';

const t = contentTexts.editor;

/** What a failed save says, in words (the edit stays open and keeps the changes). */
export function saveErrorText(error: unknown): string {
  if (!isApiError(error)) return t.saveFailed(0);
  if (error.code === 'network' || error.code === 'timeout') return t.saveUnreachable;
  if (error.status === 403) return t.saveForbidden;
  if (error.status === 404) return t.saveNotFound;
  if (error.status === 400) return t.saveRefused(error.message);
  return t.saveFailed(error.status);
}
