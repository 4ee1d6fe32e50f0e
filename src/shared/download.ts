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

/** A file name without characters file systems refuse. */
export function safeFileName(name: string, fallback = 'report'): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').trim();
  return cleaned || fallback;
}

/** Hands bytes to the browser as a download named `fileName`. */
export function saveFile(bytes: Uint8Array | string, fileName: string, type = 'application/octet-stream'): void {
  const blob = new Blob([bytes as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFileName(fileName);
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled (Chromium reads the URL asynchronously).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
