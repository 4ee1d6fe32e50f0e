/** What the mock's upload endpoints share: the multipart file part and the size rule (src/domain/uploads.ts). */
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from '../../src/domain/uploads';

/** The part of a multipart body an upload reads (a File or Blob). */
export interface UploadedBlob {
  size: number;
  name?: string;
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

export const isUploadedBlob = (value: unknown): value is UploadedBlob =>
  typeof value === 'object' && value !== null && typeof (value as UploadedBlob).size === 'number' && typeof (value as UploadedBlob).slice === 'function';

/** The 400 answer's message for a file of this size, or null when the size is allowed. */
export function uploadSizeProblem(size: number): string | null {
  if (size < UPLOAD_MIN_BYTES) return `File size must be at least ${UPLOAD_MIN_BYTES} bytes`;
  if (size > UPLOAD_MAX_BYTES) return 'File size must be less than 128 Mb';
  return null;
}
