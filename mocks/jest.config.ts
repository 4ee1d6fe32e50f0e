/**
 * TEMPORARY work-around, to be deleted once the root jest.config.ts is fixed: msw 2.15 pulls in
 * ESM-only packages shipped as .mjs (rettime, @open-draft/deferred-promise). The root config's
 * transform pattern does not match .mjs and its allow-list lacks @open-draft, so every suite
 * fails at jest/setup.ts. Run: npx jest -c mocks/jest.config.ts mocks
 */
import path from 'node:path';
import type { Config } from 'jest';
import base from '../jest.config';

const tsJest = Object.values(base.transform ?? {})[0];

const config: Config = {
  ...base,
  rootDir: path.resolve(__dirname, '..'),
  transform: { '^.+\\.m?(t|j)sx?$': tsJest },
  transformIgnorePatterns: [
    '/node_modules/(?!(until-async|@open-draft|@mswjs|rettime|outvariant|strict-event-emitter|headers-polyfill)/)',
  ],
};

export default config;
