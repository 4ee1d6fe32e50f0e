/**
 * Row types of the auth table (./table.ts) besides the accounts (MockUser, mocks/core/types.ts:
 * every handler's caller), and the table's keys (MockUser below is core's, in the merged scope).
 */

export interface Agency {
  agencyId: number;
  agencyName: string;
  userId: number;
  username: string;
}

export interface DbSettings {
  /** Lifetime of issued tokens, in seconds. */
  tokenLifetimeSeconds: number;
}

declare module '../core/types' {
  interface DbState {
    /** HS256 key of the tokens (base64url of random bytes), generated at seed time. */
    signingKey: string;
    settings: DbSettings;
    users: MockUser[];
    agencies: Agency[];
  }
}
