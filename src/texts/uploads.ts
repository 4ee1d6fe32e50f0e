import type { UploadVariant } from '../domain/uploads';
import { areaTexts } from './areas';

/**
 * The upload dropzone's texts (seed 001 sections 5, 8 and 9). Seed texts are verbatim (typos
 * included) and marked 'seed'; the others are ours.
 */
export const uploadTexts = {
  /** Seed 001 section 5, verbatim. */
  tooLarge: areaTexts.upload.tooLarge,
  /** Ours: the seed gives the 1024-byte minimum without words. */
  tooSmall: 'The file is too small: it must be at least 1 KB.',
  /** Wrong type, per variant. */
  wrongType: {
    /** Ours. */
    image: 'Only JPG or PNG images are accepted.',
    /** Seed 001 section 5 (Excel imports), verbatim. */
    excel: areaTexts.imports.notExcel,
    /** Ours. */
    sonarZip: 'Only .zip files are accepted.',
    /** Ours (the seed says 'supported files CSV'). */
    csv: 'Only CSV files are accepted.',
    /** Never shown: the 'any' variant takes every type. */
    any: '',
  } satisfies Record<UploadVariant, string>,
  /** Seed 001 section 5 (Excel imports), verbatim: nothing chosen. */
  empty: areaTexts.imports.noFile,
  /** Ours. */
  tooMany: 'Only one file can be chosen.',
  refusedFile: (name: string, message: string) => `${name}: ${message}`,
  chooseFile: 'Choose file',
  chooseFiles: 'Choose files',
  dropHint: 'Drag and drop here, or press Enter to choose.',
  dropHintMultiple: 'Drag and drop files here, or press Enter to choose them.',
  dropActive: 'Drop to add.',
  acceptedTypes: {
    image: 'JPG or PNG',
    excel: 'xls or xlsx',
    sonarZip: '.zip',
    csv: 'CSV',
    any: 'Any type',
  } satisfies Record<UploadVariant, string>,
  limits: (types: string) => `${types}, from 1 KB to 128 MB.`,
  chosenFiles: 'Chosen files',
  size: (bytes: number) =>
    bytes < 1024 ? `${bytes} bytes` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`,
  remove: (name: string) => `Remove ${name}`,
  progressLabel: 'Upload progress',
  uploading: (percent: number) => `Uploading: ${percent}%`,
  cancel: 'Cancel',
  /** Ours: the file stays chosen, so Upload sends it again. */
  cancelled: 'Upload cancelled. The file is still chosen: upload it again when you are ready.',
} as const;

