import { http } from './http';

/**
 * Calls that only the mock backend answers (mock mode only): the demo accounts listed on the
 * login page and the demo-data reset. Nothing here is called when config.mock is false.
 */
export interface DemoAccount {
  username: string;
  role: number;
  note: string;
}

export interface DemoAccounts {
  password: string;
  accounts: DemoAccount[];
}

export async function demoAccounts(): Promise<DemoAccounts> {
  const { data } = await (await http()).get<DemoAccounts>('/__mock__/accounts');
  return data;
}

export async function resetDemoData(): Promise<void> {
  await (await http()).post('/__mock__/reset');
}
