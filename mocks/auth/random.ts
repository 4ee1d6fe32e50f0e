/** Random text nobody can guess (the temporary passwords, the session ids). */
import { bytesToBase64Url } from '../core/jwt';

/** byteCount random bytes as base64url (12 bytes: 16 characters). */
export function randomText(byteCount: number): string {
  const bytes = new Uint8Array(byteCount);
  globalThis.crypto.getRandomValues(bytes);
  return bytesToBase64Url(bytes);
}
