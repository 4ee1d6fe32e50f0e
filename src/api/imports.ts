import { importsContract } from '../domain/contract/imports';
import { registeredNames, type ImportKind } from '../domain/imports';
import { callsOf, request } from './call';
import { malformed } from './errors';

/**
 * Excel imports (contract.imports, seed 001 section 7): one multipart upload, field `file`. A
 * workflow step of the import page (progress, cancel), not a cached read.
 */
const calls = callsOf(importsContract);

/**
 * Uploads the workbook to the import of `kind`; the names that were already registered (the
 * answer as a bare list, or wrapped as {result} or {data}; anything else is 'malformed').
 * Failures are thrown as ApiError (src/api/errors.ts).
 */
export async function importWorkbook(
  kind: ImportKind,
  file: File,
  signal?: AbortSignal,
  onProgress?: (percent: number) => void,
): Promise<string[]> {
  const form = new FormData();
  form.append('file', file);
  const endpoint = importsContract[kind];
  const data = onProgress
    ? await request(endpoint, { body: form }, signal, { onUploadProgress: onProgress })
    : await calls[kind]({ body: form }, signal);
  const names = registeredNames(data);
  if (names === null) throw malformed(endpoint.path, data);
  return names;
}
