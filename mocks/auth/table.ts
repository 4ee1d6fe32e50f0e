/** The auth table (mocks/core/tables.ts). */
import { newSigningKey } from '../core/jwt';
import { defineTable } from '../core/tables';
import { seedAgencies, seedUsers } from './seed';

export const DEFAULT_TOKEN_LIFETIME_SECONDS = 1800;

/** Accounts, agencies, the token signing key and the settings. */
export const authTable = defineTable({
  name: 'auth',
  version: 1,
  keys: ['signingKey', 'settings', 'users', 'agencies'],
  seed: () => {
    const users = seedUsers();
    return {
      signingKey: newSigningKey(),
      settings: { tokenLifetimeSeconds: DEFAULT_TOKEN_LIFETIME_SECONDS },
      users,
      agencies: seedAgencies(users),
    };
  },
});

/**
 * The sessions logout ended (./sessions.ts): a table of its own, so that adding it re-seeded no
 * account and no signing key.
 */
export const sessionsTable = defineTable({
  name: 'sessions',
  version: 1,
  keys: ['endedSessions'],
  seed: () => ({ endedSessions: [] }),
});
