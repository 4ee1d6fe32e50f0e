import '@testing-library/jest-dom';
import { server } from '../mocks/node';
import { resetDb } from '../mocks/db';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  window.localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
