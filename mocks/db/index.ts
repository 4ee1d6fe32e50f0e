/** The mock backend's state and rules. Handlers call these; they hold no rules themselves. */
export { db, resetDb } from './state';
export { loadPersistedDb, persistDb } from './persistence';
export { setLatency, nextLatencyMs } from './latency';
export { provideSubtleCrypto } from './jwt';
export { createSeed, DEMO_PASSWORD, SCHEMA_VERSION, DEFAULT_TOKEN_LIFETIME_SECONDS } from './seed';
export {
  signIn,
  issueToken,
  claimsOf,
  userFromToken,
  resetPassword,
  forgotPassword,
  findUserById,
  findUserByUsername,
  findUserByEmail,
  type SignInResult,
} from './users';
export {
  notificationsPage,
  unreadCount,
  toggleNotification,
  addNotification,
  inboxOf,
  type NotificationPageBody,
} from './notifications';
export { demoAccounts, type DemoAccountsBody } from './accounts';
export type * from './types';
