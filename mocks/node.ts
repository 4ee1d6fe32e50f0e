/** The mock backend for jest: the same handlers through msw's node interceptors. */
import { webcrypto } from 'node:crypto';
import { setupServer } from 'msw/node';
import { provideSubtleCrypto } from './db';
import { handlers } from './handlers';

// jsdom offers crypto.getRandomValues but not crypto.subtle, which the tokens are signed with.
if (!globalThis.crypto?.subtle) provideSubtleCrypto(webcrypto.subtle as unknown as SubtleCrypto);

export const server = setupServer(...handlers);

/** What tests need to override an answer (`server.use(http.get(...))`): src/ reaches msw only through here. */
export { delay, http, HttpResponse } from 'msw';
