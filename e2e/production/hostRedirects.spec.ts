/**
 * nginx with the shipped config (deploy/nginx/dfc-portal.conf) against response splitting and open
 * redirects (issue 36, hole 8): a native form POST to a page answers 303 back to the path as it
 * was sent, so neither a CR/LF in the path (raw or percent-encoded) nor a path that a browser reads
 * as another host (`//host`, `/.//host/`, `/\host`, their encodings, an absolute request line, a
 * foreign Host) puts a header into the answer or a Location that leaves the portal's origin.
 * Raw sockets: an HTTP client would normalise or refuse these paths. scripts/serve.mjs answers
 * the same requests in scripts/serve.test.ts.
 */
import { expect, test } from '@playwright/test';
import { HOST_ATTACKS, answerProblems, locationOf, rawRequest } from './hostAttacks';

function portal(baseURL: string | undefined): { port: number; origin: string } {
  const url = new URL(baseURL!);
  return { port: Number(url.port), origin: url.origin };
}

test('a native form POST to a page goes back to it by GET, to the path as it was sent', async ({ baseURL }) => {
  const { port } = portal(baseURL);
  for (const [target, location] of [
    ['/login', '/login'],
    ['/', '/'],
    ['/login?next=%2Fhome', '/login'],
    ['/viewProjectDetails/12', '/viewProjectDetails/12'],
    // Still encoded in the Location: the browser asks for that path, nothing reaches a header.
    ['/login%0d%0aSet-Cookie:%20x=1', '/login%0d%0aSet-Cookie:%20x=1'],
  ]) {
    const answer = await rawRequest(port, 'POST', target);
    expect({ target, status: answer.status, location: locationOf(answer) }).toEqual({ target, status: 303, location });
  }
});

test('a POST whose path would name another host goes back to / (never to that host)', async ({ baseURL }) => {
  const { port } = portal(baseURL);
  for (const target of ['//evil.example/', '/\\evil.example/', '/%2F%2Fevil.example/', '/%5Cevil.example/']) {
    const answer = await rawRequest(port, 'POST', target);
    expect({ target, status: answer.status, location: locationOf(answer) }).toEqual({ target, status: 303, location: '/' });
  }
});

for (const attack of HOST_ATTACKS) {
  for (const method of ['POST', 'GET']) {
    test(`${method} with ${attack.name}: no injected header, no Location to another origin`, async ({ baseURL }) => {
      const { port, origin } = portal(baseURL);
      const answer = await rawRequest(port, method, attack.target, attack.host);
      expect(answerProblems(answer, origin)).toEqual([]);
    });
  }
}
