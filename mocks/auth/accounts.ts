/** The demo accounts the login page lists in mock mode (GET /__mock__/accounts). */
import { DEMO_PASSWORD } from './seed';
import { db } from '../core/state';
import './table';

export interface DemoAccountsBody {
  password: string;
  accounts: { username: string; role: number; note: string }[];
}

export function demoAccounts(): DemoAccountsBody {
  return {
    password: DEMO_PASSWORD,
    accounts: db.users.map(({ username, role, note }) => ({ username, role, note })),
  };
}
