/**
 * Saving a server report as a real file: the seeds' report calls answer base64 text
 * (display_lighthouse, and our sonar_report), which the browser saves under a file name.
 */

/** Decodes base64 (standard or URL-safe, with or without padding and line breaks) to bytes; null when it is not base64. */
export function decodeBase64(text: string): Uint8Array | null {
  const clean = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (clean === '' || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.replace(/=+$/, '').length % 4 === 1) return null;
  const padded = clean.replace(/=+$/, '');
  try {
    const binary = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** A report answer as bytes: base64 decoded, or (when the server sent the document itself) its text. */
export function reportBytes(answer: string): Uint8Array {
  const decoded = decodeBase64(answer);
  return decoded ?? new TextEncoder().encode(answer);
}

/** The extension of each type the portal saves; any other type is saved as `.bin`. */
export const FILE_EXTENSIONS: Readonly<Record<string, string>> = {
  'text/html': 'html',
  'text/csv': 'csv',
  'text/plain': 'txt',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};
const OTHER_EXTENSION = 'bin';
/** Characters kept of a base name (file systems allow 255 bytes for the whole name). */
const MAX_BASE_LENGTH = 120;

/** Names Windows keeps for devices, whatever the extension (`CON.html` cannot be written). */
const DEVICE_NAMES = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/**
 * The name a download is saved under: the base of `name` (which may come from the server) with the
 * extension of the `type` the portal hands to the browser, never the one the name brings. What goes:
 * the path (up to the last / or \), controls and the marks that turn text round
 * (`report\u202Elmth.exe`), every trailing extension with a letter in it (`report.html.exe` and
 * `x.svg` lose theirs; `v2.1` keeps its number), dots and spaces at either end (Windows drops them)
 * and characters file systems refuse (as `_`). So `report.html.exe` saved as text/html is
 * `report.html`, and `..\\x.bat` is `x.html`.
 *
 * `fallback` (for a name the server gives) names the file when `name` is no file name: empty, or
 * a label without an extension ('first analysis'). Without one, the portal's own name is used as
 * it is given, extension or not.
 */
export function downloadFileName(name: string | null | undefined, type: string, fallback?: string): string {
  const extension = FILE_EXTENSIONS[type.split(';')[0].trim().toLowerCase()] ?? OTHER_EXTENSION;
  const given = fallback === undefined || /\.[A-Za-z0-9]+[\s.]*$/.test(name ?? '') ? (name ?? '') : '';
  const chosen = baseName(given) || baseName(fallback ?? '') || 'download';
  return `${DEVICE_NAMES.test(chosen) ? `_${chosen}` : chosen}.${extension}`;
}

/** What downloadFileName keeps of a name: no path, no extension, nothing a file system refuses. */
function baseName(name: string): string {
  let base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[:*?"<>|]+/g, '_')
    .replace(/^[\s.]+/, '');
  for (let previous = ''; previous !== base; ) {
    previous = base;
    base = base.replace(/[\s.]+$/, '').replace(/\.(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]+$/, '');
  }
  return Array.from(base).slice(0, MAX_BASE_LENGTH).join('').replace(/[\s.]+$/, '');
}

/**
 * Hands bytes to the browser as a download of `type`, named after `fileName` with the extension
 * of that type (downloadFileName): whatever name a caller passes, the file opens as what it is.
 */
export function saveFile(bytes: Uint8Array | string, fileName: string, type = 'application/octet-stream'): void {
  const blob = new Blob([bytes as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadFileName(fileName, type);
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled (Chromium reads the URL asynchronously).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
