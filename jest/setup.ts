import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '../mocks/node';
import { resetDb } from '../mocks/core/state';
import { cancelAllSagas } from '../src/app/store';

// Lazy pages and the mock's answers can take a while on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cancelAllSagas();
  server.resetHandlers();
});
afterAll(() => server.close());

// apexcharts 5's CommonJS entries disagree: the chart types call require('apexcharts/core').use(...)
// and react-apexcharts/core constructs it, but core.common.js exports { default, __apex_* }.
jest.mock('apexcharts/core', () => {
  const core = jest.requireActual('apexcharts/core');
  return Object.assign(core.default, core);
});
