/** Types of contractAccess.mjs (scripts/contractAccess.test.ts imports it). */
import type { AnyEndpoint } from '../src/domain/contract';
import type * as access from '../src/domain/access';

export interface TokenClaims {
  userId: number;
  role: number;
  type?: string;
  subject?: string;
}

export interface CallResult {
  status: number;
  data?: unknown;
  network?: string;
}

export interface SessionUser {
  username: string;
  token?: string;
}

/** What the check needs of the conformance check's session (contractCheck.mjs createSession). */
export interface AccessSession {
  users: SessionUser[];
  byId: Map<string, AnyEndpoint>;
  projectLists: readonly string[];
  signIn(user: SessionUser): Promise<{ kind: string; verdict: string }>;
  callOf(user: SessionUser, endpoint: AnyEndpoint, trail?: string[], focus?: Record<string, unknown>, placeholder?: string): Promise<{ url?: string; call?: string; missing?: string }>;
  answerOf(user: SessionUser, endpoint: AnyEndpoint, trail?: string[], focus?: Record<string, unknown>): Promise<{ url?: string; call?: string; result?: CallResult; missing?: string }>;
  send(endpoint: AnyEndpoint, request: { url: string; token?: string; body?: unknown }): Promise<CallResult>;
}

export interface AccessDomain {
  access: typeof access;
  projectStatuses?: readonly string[];
  names?: {
    resourceName?: (projectName: string, projectId: number) => string;
    containerName?: (devopsUrl: string, projectId: number) => string;
    devopsProjectNameOf?: (devopsUrl: string | null | undefined) => string | null;
  };
}

export interface AccessRow {
  id: string;
  pair: string;
  kind: 'refused' | 'leak' | 'unproven';
  verdict: string;
  leaked?: string;
  list?: boolean;
  call?: string;
}

export interface AccessResult {
  rows: AccessRow[];
  /** Entries without a pair, and why (write: a write left out without --writes). */
  notAsserted: { id: string; reason: string; write?: boolean }[];
  problems: string[];
}

export declare function claimsOfToken(token: string | undefined): TokenClaims | undefined;
export declare function certainlyFails(holds: (parties: access.ProjectParties) => boolean, caller: access.Caller, parties?: Partial<access.ProjectParties>): boolean;
export declare function judge(result: CallResult, secrets: readonly string[], sent: string, options?: { write?: boolean }): { kind: AccessRow['kind']; verdict: string; leaked?: string };
export declare function createAccessCheck(
  options: { writes?: boolean },
  loaded: { endpoints: readonly AnyEndpoint[]; domain: AccessDomain },
  session: AccessSession,
): { run(): Promise<AccessResult> };
export declare function formatAccessRows(rows: readonly AccessRow[]): string;
export declare function summaryOf(result: AccessResult): { line: string; failed: boolean };
export declare function runAccessCheck(options: { writes?: boolean }, loaded: { endpoints: readonly AnyEndpoint[]; domain: AccessDomain }, session: AccessSession): Promise<number>;
