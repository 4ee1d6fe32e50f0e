/**
 * LARGE.notifications notifications of one user (INBOX_USER) about the large demo's projects, one
 * every few hours back over about two years; the newest few and every seventh are unread. The
 * inboxes are then numbered again by time, as a real table's ids grow.
 */
import { escapeHtml } from '../../src/domain/escapeHtml';
import type { DbState } from '../core/types';
import type { StoredNotification } from '../notifications/types';
import type { StoredProject } from '../projects/types';
import { pickOne, seededRandom } from '../core/random';
import { INBOX_USER, LARGE, SCALE_SEED } from './counts';

const HOUR = 3_600_000;

const view = (p: StoredProject) => `<a href="/viewProjectDetails/${p.projectId}">View project</a>`;
/** A project's name is user input: escaped, it shows as text in the inbox. */
const name = (p: StoredProject) => `<b>${escapeHtml(p.projectName)}</b>`;
const TEMPLATES: ReadonlyArray<(p: StoredProject) => string> = [
  (p) => `Project ${name(p)} was submitted for your approval. ${view(p)}`,
  (p) => `Project ${name(p)} was approved by the technical team. ${view(p)}`,
  (p) => `The environment of ${name(p)} is ready. ${view(p)}`,
  (p) => `A build of ${name(p)} failed at the Test step. <a href="/project/${p.projectId}/apps">See the apps</a>`,
  (p) => `The Sonar report of ${name(p)} has new issues. ${view(p)}`,
];

/** Every notification (the normal seed's and the new ones), ids 1.. by time; the sequence moves past them. */
export function growInbox(state: DbState, projects: readonly StoredProject[], now: number): void {
  const user = state.users.find((u) => u.username === INBOX_USER);
  if (!user) throw new Error(`scale: no user ${INBOX_USER}`);
  const added = Array.from({ length: LARGE.notifications }, (_, i): Omit<StoredNotification, 'notificationId'> => {
    const random = seededRandom(SCALE_SEED, 6, i);
    return {
      userId: user.userId,
      notification: pickOne(random, TEMPLATES)(pickOne(random, projects)),
      createdOn: new Date(now - (i + 1) * 3.5 * HOUR - 7 * 60_000).toISOString(),
      readUnreadFlag: i < 12 || i % 7 === 3 ? 'UNREAD' : 'READ',
    };
  });
  const rows = [...state.notifications.map(({ notificationId: _id, ...row }) => row), ...added];
  rows.sort((a, b) => a.createdOn.localeCompare(b.createdOn) || a.userId - b.userId);
  state.notifications = rows.map((row, index) => ({ notificationId: index + 1, ...row }));
  state.sequences.notificationId = rows.length + 1;
}
