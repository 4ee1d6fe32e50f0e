import { ROLE } from '../../src/domain/roles';
import type { MockUser } from '../core/types';
import type { Agency } from './types';

/** The one password of every demo account (mock data, shown on the login page in mock mode). */
export const DEMO_PASSWORD = 'Password@1';

type UserSeed = Omit<MockUser, 'password' | 'email' | 'type' | 'status' | 'resetStatus'> &
  Partial<Pick<MockUser, 'status' | 'resetStatus'>>;

const AGENCY_ROLES: readonly number[] = [ROLE.GLOBAL_AGENCY, ROLE.LOCAL_AGENCY];

const PEOPLE: UserSeed[] = [
  { userId: 1, username: 'admin', displayName: 'Alex Morgan', role: ROLE.ADMIN, note: 'Admin' },
  { userId: 2, username: 'gbm', displayName: 'Grace Bennett', role: ROLE.GLOBAL_BRAND_MANAGER, note: 'Global brand manager' },
  { userId: 3, username: 'lbm', displayName: 'Liam Brooks', role: ROLE.LOCAL_BRAND_MANAGER, note: 'Local brand manager' },
  { userId: 4, username: 'gpm', displayName: 'Gina Patel', role: ROLE.GLOBAL_PROJECT_MANAGER, note: 'Global project manager' },
  { userId: 5, username: 'lpm', displayName: 'Leo Park', role: ROLE.LOCAL_PROJECT_MANAGER, note: 'Local project manager' },
  {
    userId: 6,
    username: 'gagency',
    displayName: 'Nora Wells',
    role: ROLE.GLOBAL_AGENCY,
    agencyId: 1,
    note: 'Global agency (Northwind Creative)',
  },
  {
    userId: 7,
    username: 'lagency',
    displayName: 'Ben Fischer',
    role: ROLE.LOCAL_AGENCY,
    agencyId: 2,
    note: 'Local agency (Bluefin Digital)',
  },
  { userId: 8, username: 'tech', displayName: 'Tara Chen', role: ROLE.TECHNICAL_USER, note: 'Technical user' },
  {
    userId: 9,
    username: 'locked',
    displayName: 'Lucas King',
    role: ROLE.GLOBAL_BRAND_MANAGER,
    status: 'LOCKED',
    note: 'Always answers ACCOUNT_LOCKED',
  },
  {
    userId: 10,
    username: 'newuser',
    displayName: 'Nina Young',
    role: ROLE.GLOBAL_BRAND_MANAGER,
    resetStatus: false,
    note: 'Must reset the password first',
  },
  { userId: 11, username: 'tech2', displayName: 'Theo Novak', role: ROLE.TECHNICAL_USER, note: 'Second technical user' },
];

export function seedUsers(): MockUser[] {
  return PEOPLE.map((person) => ({
    ...person,
    password: DEMO_PASSWORD,
    email: `${person.username}@example.com`,
    type: AGENCY_ROLES.includes(person.role) ? 'AGENCY' : 'INTERNAL',
    status: person.status ?? 'ACTIVE',
    resetStatus: person.resetStatus ?? true,
  }));
}

const AGENCY_NAMES: Record<number, string> = { 1: 'Northwind Creative', 2: 'Bluefin Digital' };

/** One agency per agency user. */
export function seedAgencies(users: readonly MockUser[]): Agency[] {
  return users
    .filter((u) => u.agencyId !== undefined)
    .map((u) => ({
      agencyId: u.agencyId as number,
      agencyName: AGENCY_NAMES[u.agencyId as number] ?? `Agency ${u.agencyId}`,
      userId: u.userId,
      username: u.username,
    }));
}
