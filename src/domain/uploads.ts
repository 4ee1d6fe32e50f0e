/**
 * Upload rules of seed 001 sections 5 and 9: the dropzone takes files of 1024 bytes to
 * 134217728 bytes (128 MB); the project file upload takes CSV only.
 */
export const UPLOAD_MIN_BYTES = 1024;
export const UPLOAD_MAX_BYTES = 134_217_728;

export type UploadProblem = 'none' | 'tooSmall' | 'tooLarge' | 'notCsv' | 'empty';

/** Why a file cannot be uploaded as the project's CSV file, or null when it can. */
export function csvUploadProblem(file: Pick<File, 'name' | 'size'> | null | undefined): Exclude<UploadProblem, 'none'> | null {
  if (!file) return 'empty';
  if (!/\.csv$/i.test(file.name.trim())) return 'notCsv';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  if (file.size < UPLOAD_MIN_BYTES) return 'tooSmall';
  return null;
}
