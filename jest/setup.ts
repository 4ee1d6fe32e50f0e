import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '../mocks/node';
import { resetDb } from '../mocks/db';
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
