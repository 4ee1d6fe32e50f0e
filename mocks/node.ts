/** The mock backend for jest: the same handlers through msw's node interceptors. */
import { webcrypto } from 'node:crypto';
import { setupServer } from 'msw/node';
import { provideSubtleCrypto } from './core/jwt';
import { createHandlers, type ServiceUrls } from './areas';

// jsdom offers crypto.getRandomValues but not crypto.subtle, which the tokens are signed with.
if (!globalThis.crypto?.subtle) provideSubtleCrypto(webcrypto.subtle as unknown as SubtleCrypto);

/** The services where the client's config puts them (jest's __APP_CONFIG__; '' is the test origin). */
const urls = (globalThis as { __APP_CONFIG__?: ServiceUrls }).__APP_CONFIG__ ?? {};

export const server = setupServer(...createHandlers({ buildServerUrl: urls.buildServerUrl, devopsServiceUrl: urls.devopsServiceUrl }));

/** What tests need to override an answer (`server.use(http.get(...))`): src/ reaches msw only through here. */
export { delay, http, HttpResponse } from 'msw';
