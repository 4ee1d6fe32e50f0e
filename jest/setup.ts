import '@testing-library/jest-dom';
import { server } from '../mocks/node';
import { resetDb } from '../mocks/db';
import { cancelAllSagas } from '../src/app/store';

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
