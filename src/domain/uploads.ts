/**
 * Upload rules of seed 001 sections 5 and 9: the dropzone takes files of 1024 bytes to
 * 134217728 bytes (128 MB); each variant takes its own types (image: JPG or PNG; Excel: xls or
 * xlsx; the Sonar code upload: .zip; the project file upload: CSV).
 */
export const UPLOAD_MIN_BYTES = 1024;
export const UPLOAD_MAX_BYTES = 134_217_728;

export type UploadVariant = 'image' | 'excel' | 'sonarZip' | 'csv' | 'any';

/** The extensions each variant accepts (lower case, with the dot); none listed: any type. */
export const UPLOAD_EXTENSIONS: Record<UploadVariant, readonly string[]> = {
  image: ['.jpg', '.jpeg', '.png'],
  excel: ['.xls', '.xlsx'],
  sonarZip: ['.zip'],
  csv: ['.csv'],
  any: [],
};

export type UploadProblem = 'empty' | 'wrongType' | 'tooSmall' | 'tooLarge';

/** Why a file cannot be uploaded in a variant (type first, then size), or null when it can. */
export function uploadProblem(file: Pick<File, 'name' | 'size'> | null | undefined, variant: UploadVariant): UploadProblem | null {
  if (!file) return 'empty';
  const name = file.name.trim().toLowerCase();
  const types = UPLOAD_EXTENSIONS[variant];
  if (types.length > 0 && !types.some((ext) => name.endsWith(ext))) return 'wrongType';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  if (file.size < UPLOAD_MIN_BYTES) return 'tooSmall';
  return null;
}

/** Why a file cannot be uploaded as the project's CSV file, or null when it can. */
export function csvUploadProblem(file: Pick<File, 'name' | 'size'> | null | undefined): 'empty' | 'notCsv' | 'tooSmall' | 'tooLarge' | null {
  const problem = uploadProblem(file, 'csv');
  return problem === 'wrongType' ? 'notCsv' : problem;
}

/** An upload's time-out assumes a slow but real connection: this many bytes a second (50 KB/s). */
export const UPLOAD_SLOW_BYTES_PER_SECOND = 50 * 1024;
/** What every call gets to answer (the api client's time-out), on top of the upload's own time. */
export const UPLOAD_BASE_TIMEOUT_MS = 30_000;

/**
 * The time-out of an upload of `bytes`: the client's 30 s plus the time the body takes at 50 KB/s
 * (100 MB: about 35 minutes; 128 MB: about 45). A fixed 30 s would fail a large import or Sonar
 * zip on an ordinary connection.
 */
export function uploadTimeoutMs(bytes: number): number {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  return UPLOAD_BASE_TIMEOUT_MS + Math.ceil((size / UPLOAD_SLOW_BYTES_PER_SECOND) * 1000);
}
