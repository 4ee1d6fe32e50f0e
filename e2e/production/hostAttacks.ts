/**
 * Requests an attacker sends a host of the portal to split its answer (CR/LF in the path, raw or
 * percent-encoded) or to turn its redirect into a redirect to another site (`//host`, `/.//host/`,
 * `/\host`, their encodings, an absolute request line, a foreign Host), sent over a raw socket:
 * an HTTP client would normalise or refuse most of these paths before they left. Used for nginx
 * with the shipped config (e2e/production/hostRedirects.spec.ts) and for scripts/serve.mjs
 * (scripts/serve.test.ts).
 */
import net from 'node:net';

/** The header an attack tries to add to the answer (its value marks it). */
const INJECTED = 'dfc_injected';

export interface HostAttack {
  name: string;
  /** The request target, exactly as it goes on the request line. */
  target: string;
  /** The Host header (default: the server's own address). */
  host?: string;
}

export const HOST_ATTACKS: readonly HostAttack[] = [
  { name: 'a percent-encoded CR LF', target: `/login%0d%0aSet-Cookie:%20${INJECTED}=1` },
  { name: 'a percent-encoded CR LF (upper case)', target: `/login%0D%0ASet-Cookie:%20${INJECTED}=1` },
  { name: 'a percent-encoded LF', target: `/login%0aSet-Cookie:%20${INJECTED}=1` },
  { name: 'a raw CR LF', target: `/login\r\nSet-Cookie: ${INJECTED}=1` },
  { name: 'two slashes', target: '//evil.example/' },
  { name: 'a dot segment before two slashes', target: '/.//evil.example/' },
  { name: 'a backslash', target: '/\\evil.example/' },
  { name: 'percent-encoded slashes', target: '/%2F%2Fevil.example/' },
  { name: 'a percent-encoded backslash', target: '/%5Cevil.example/' },
  { name: 'a raw tab between slashes', target: '/\t/evil.example/' },
  { name: 'an absolute request target', target: 'http://evil.example/login' },
  { name: 'a foreign Host', target: '/login', host: 'evil.example' },
];

export interface RawAnswer {
  /** 0 when the server answered without a status line (nginx's answer to a broken request line). */
  status: number;
  headers: Array<[name: string, value: string]>;
}

/** Sends one request over a raw socket (Connection: close) and reads the answer's head. */
export function rawRequest(port: number, method: string, target: string, host = `127.0.0.1:${port}`): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    });
    let received = '';
    socket.setEncoding('latin1');
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${method} ${JSON.stringify(target)} in 5 s`)));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      if (!received.startsWith('HTTP/')) {
        resolve({ status: 0, headers: [] });
        return;
      }
      const [statusLine, ...lines] = received.split('\r\n\r\n')[0].split('\r\n');
      const headers = lines.map((line): [string, string] => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      });
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

/**
 * What is wrong with an answer, for a page at `origin`: a header the attack injected (any
 * Set-Cookie: the portal's host sets none; any other header but the Location naming the marker,
 * which the Location may hold percent-encoded), or a Location the browser would follow to another
 * origin (the browser's own URL parser decides: it reads `\` as `/` and drops tabs).
 */
export function answerProblems(answer: RawAnswer, origin: string): string[] {
  const problems: string[] = [];
  for (const [name, value] of answer.headers) {
    if (name === 'set-cookie' || (name !== 'location' && `${name}:${value}`.includes(INJECTED))) problems.push(`injected header ${name}: ${value}`);
  }
  for (const [, location] of answer.headers.filter(([name]) => name === 'location')) {
    let target: string;
    try {
      target = new URL(location, origin).origin;
    } catch {
      target = 'an unreadable URL';
    }
    if (target !== origin) problems.push(`Location ${JSON.stringify(location)} leads to ${target}`);
  }
  return problems;
}

/** The Location of an answer, or null. */
export function locationOf(answer: RawAnswer): string | null {
  return answer.headers.find(([name]) => name === 'location')?.[1] ?? null;
}
