/**
 * Real HS256 JSON Web Tokens over WebCrypto (crypto.subtle), in the browser and under jest.
 * jsdom has crypto.getRandomValues but no crypto.subtle: mocks/node.ts hands Node's WebCrypto
 * in through provideSubtleCrypto, so this module never imports a Node built-in and bundles as is.
 */

let fallbackSubtle: SubtleCrypto | null = null;

/** Supplies a SubtleCrypto for environments whose globalThis.crypto lacks one (jsdom). */
export function provideSubtleCrypto(subtle: SubtleCrypto): void {
  fallbackSubtle = subtle;
}

function subtle(): SubtleCrypto {
  const found = globalThis.crypto?.subtle ?? fallbackSubtle;
  if (!found) throw new Error('WebCrypto (crypto.subtle) is not available to the mock backend');
  return found;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** Throws on text that is not base64url. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const jsonPart = (value: unknown) => bytesToBase64Url(encoder.encode(JSON.stringify(value)));

/** byteCount random bytes as base64url: text nobody can guess (keys, temporary passwords, session ids). */
export function randomText(byteCount: number): string {
  const bytes = new Uint8Array(byteCount);
  globalThis.crypto.getRandomValues(bytes);
  return bytesToBase64Url(bytes);
}

/** A fresh random HS256 key (32 bytes), as base64url. */
export const newSigningKey = (): string => randomText(32);

let cachedKey: { secret: string; key: Promise<CryptoKey> } | null = null;

function hmacKey(secret: string): Promise<CryptoKey> {
  if (cachedKey?.secret !== secret) {
    const raw = base64UrlToBytes(secret);
    const key = subtle().importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    cachedKey = { secret, key };
  }
  return cachedKey.key;
}

const HEADER = { alg: 'HS256', typ: 'JWT' };

export async function signJwt(payload: object, secret: string): Promise<string> {
  const unsigned = `${jsonPart(HEADER)}.${jsonPart(payload)}`;
  const signature = await subtle().sign('HMAC', await hmacKey(secret), encoder.encode(unsigned));
  return `${unsigned}.${bytesToBase64Url(new Uint8Array(signature))}`;
}

/**
 * The payload of a token whose HS256 signature is valid under the secret and which has not
 * expired (exp, in seconds); null otherwise.
 */
export async function verifyJwt(
  token: string,
  secret: string,
  nowMs: number = Date.now(),
): Promise<Record<string, unknown> | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  try {
    const head = JSON.parse(decoder.decode(base64UrlToBytes(header))) as { alg?: unknown };
    if (head?.alg !== 'HS256') return null;
    const valid = await subtle().verify(
      'HMAC',
      await hmacKey(secret),
      base64UrlToBytes(signature),
      encoder.encode(`${header}.${payload}`),
    );
    if (!valid) return null;
    const claims = JSON.parse(decoder.decode(base64UrlToBytes(payload))) as Record<string, unknown>;
    if (typeof claims !== 'object' || claims === null) return null;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return null;
    return claims;
  } catch {
    return null;
  }
}
