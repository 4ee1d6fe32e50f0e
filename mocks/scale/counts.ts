/** What the large demo adds on top of the normal seed (issue 27, "A large demo"). */
export { LARGE_DEMO as LARGE } from '../../src/domain/contract/mockAdmin';

/** The user whose inbox holds the large demo's notifications. */
export const INBOX_USER = 'gbm';

/** The project that holds the large demo's apps, builds, tasks and team: the first new one. */
export const PORTFOLIO_NAME = 'Aurora Global Portfolio';

/** The seeded random stream of the large demo (mocks/core/random.ts): one per record kind and index. */
export const SCALE_SEED = 0x5ca1e;
