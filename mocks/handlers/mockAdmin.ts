/** Mirrors src/api/mockAdmin.ts: calls only the mock backend answers (no auth). */
import { http, HttpResponse } from 'msw';
import { demoAccounts, persistDb, resetDb } from '../db';
import { withLatency } from './http';

export const mockAdminHandlers = [
  http.get(
    '/__mock__/accounts',
    withLatency(() => HttpResponse.json(demoAccounts())),
  ),

  http.post(
    '/__mock__/reset',
    withLatency(() => {
      resetDb();
      persistDb();
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
