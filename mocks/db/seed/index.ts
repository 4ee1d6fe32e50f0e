import { newSigningKey } from '../jwt';
import type { DbState } from '../types';
import { seedBrands, seedCloudRegions, seedLookups } from './lookups';
import { seedNotifications } from './notifications';
import { seedAgencies, seedUsers } from './users';

/** Bump when the seed's shape or content changes: a saved state of another version is replaced. */
export const SCHEMA_VERSION = 1;

export const DEFAULT_TOKEN_LIFETIME_SECONDS = 1800;

/** A complete fresh state, tables made in dependency order. */
export function createSeed(now: number = Date.now()): DbState {
  const users = seedUsers();
  const notifications = seedNotifications(users, now);
  return {
    schemaVersion: SCHEMA_VERSION,
    seededAt: now,
    signingKey: newSigningKey(),
    settings: { tokenLifetimeSeconds: DEFAULT_TOKEN_LIFETIME_SECONDS },
    sequences: { notificationId: notifications.length + 1 },
    users,
    agencies: seedAgencies(users),
    brands: seedBrands(),
    lookups: seedLookups(),
    cloudRegions: seedCloudRegions(),
    notifications,
  };
}

export { DEMO_PASSWORD } from './users';
