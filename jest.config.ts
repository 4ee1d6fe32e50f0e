import type { Config } from 'jest';
import testConfig from './config/test.json';

/** jest runs the same MSW handlers as the browser, through setupServer (mocks/node.ts). */
const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src', '<rootDir>/mocks', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(m?js|tsx?|jsx)$': [
      'ts-jest',
      {
        isolatedModules: true,
        diagnostics: false,
        tsconfig: {
          module: 'CommonJS',
          moduleResolution: 'node10',
          ignoreDeprecations: '6.0',
          jsx: 'react-jsx',
          esModuleInterop: true,
          allowJs: true,
          resolveJsonModule: true,
        },
      },
    ],
    // The mock's seed data files (mocks/raw.d.ts): their text, as webpack's asset/source gives it.
    '^.+\\.(html|txt)$': '<rootDir>/jest/rawTextTransform.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!(until-async|@mswjs|@open-draft|rettime|outvariant|strict-event-emitter|headers-polyfill)/)'],
  moduleNameMapper: { '\\.(css|png|jpg|svg|webp)$': '<rootDir>/jest/fileMock.ts' },
  setupFiles: ['<rootDir>/jest/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
  globals: { __APP_CONFIG__: testConfig, __DEV_TOOLS__: false },
  testTimeout: 30000,
  maxWorkers: 2,
};

export default config;
