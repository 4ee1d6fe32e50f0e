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

/** A session ended by logout (./sessions.ts), remembered while a token of it could still be valid. */
export interface EndedSession {
  /** The session id (the tokens' `sid`). */
  sid: string;
  /** When the last of its tokens expires, in seconds: it is forgotten after that. */
  until: number;
}

declare module '../core/types' {
  interface MockUser {
    /**
     * The temporary password 'Forgot Password' issued (./users.ts), until the user resets the
     * password with it. Never in an answer or a notice.
     */
    temporaryPassword?: string;
  }

  interface DbState {
    /** HS256 key of the tokens (base64url of random bytes), generated at seed time. */
    signingKey: string;
    settings: DbSettings;
    users: MockUser[];
    agencies: Agency[];
    /** The sessions logout ended (the sessions table, ./table.ts). */
    endedSessions: EndedSession[];
  }
}
