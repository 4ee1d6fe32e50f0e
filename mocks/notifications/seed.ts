import type { MockUser } from '../core/types';
import type { StoredNotification } from './types';

/**
 * Inboxes made by a small deterministic generator: the same users always get the same texts in
 * the same order; only the timestamps follow the seed time (spread over the ~60 days before it).
 */

/** Projects the notifications talk about (later issues seed the projects themselves). */
export const NOTIFIED_PROJECTS = [
  { projectId: 12, projectName: 'Aurora Relaunch', agency: 'Northwind Creative' },
  { projectId: 14, projectName: 'Zenith Loyalty App', agency: 'Bluefin Digital' },
  { projectId: 17, projectName: 'Nimbus Careers Portal', agency: 'Northwind Creative' },
  { projectId: 21, projectName: 'Solstice Recipes Hub', agency: 'Bluefin Digital' },
  { projectId: 23, projectName: 'Harbor Pet Care', agency: 'Northwind Creative' },
  { projectId: 28, projectName: 'Meridian Summer Campaign', agency: 'Bluefin Digital' },
  { projectId: 31, projectName: 'Cascade Skin Science', agency: 'Northwind Creative' },
] as const;

type Project = (typeof NOTIFIED_PROJECTS)[number];
type Template = (p: Project, n: number) => string;

const details = (p: Project) => `<a href="/viewProjectDetails/${p.projectId}">View project</a>`;
const techDetails = (p: Project) => `<a href="/viewApprovedProjectDetails/${p.projectId}">Open the tech page</a>`;
const apps = (p: Project) => `<a href="/project/${p.projectId}/apps">See the apps</a>`;
const TASKS = ['Homepage hero banner', 'Cookie consent review', 'Checkout accessibility fixes', 'SEO metadata pass'];
const APPS = ['web_frontend', 'content_api', 'promo_static_site'];
const day = (n: number) => `${(n % 27) + 1}`.padStart(2, '0');

const T = {
  submitted: (p, n) => `Project <b>${p.projectName}</b> was submitted for approval by <i>${p.agency}</i>${n % 2 ? '' : ' and is waiting for you'}. ${details(p)}`,
  created: (p) => `A new project <b>${p.projectName}</b> was created and assigned to <i>${p.agency}</i>. ${details(p)}`,
  approvedBm: (p) => `Project <b>${p.projectName}</b> was approved by the brand manager. ${details(p)}`,
  approvedTech: (p) => `Project <b>${p.projectName}</b> was approved after tech verification. ${details(p)}`,
  rejected: (p, n) => `Project <b>${p.projectName}</b> was rejected${n % 2 ? ' by the brand manager' : ' after tech verification'}: <i>please review the environment details</i>. ${details(p)}`,
  techVerification: (p) => `Project <b>${p.projectName}</b> was sent to you for tech verification. ${techDetails(p)}`,
  envSucceeded: (p) => `Environment Creation Succeeded for <b>${p.projectName}</b>. ${techDetails(p)}`,
  envFailed: (p) => `Environment Creation Failed for <b>${p.projectName}</b>: <i>quota exceeded in the selected region</i>. ${techDetails(p)}`,
  devops: (p) => `Devops Project Setup Completed for <b>${p.projectName}</b>. ${techDetails(p)}`,
  sonar: (p, n) => `Sonar analysis completed for <b>${p.projectName}</b>: <i>${(n * 7) % 23} issues</i> found. ${details(p)}`,
  deployed: (p) => `Deployment Successful for <b>${p.projectName}</b>. ${details(p)}`,
  lighthouse: (p, n) => `Lighthouse report for <b>${p.projectName}</b> is ready, performance score <b>${55 + ((n * 11) % 44)}</b>. ${details(p)}`,
  build: (p, n) => `Last Build Successful for app <b>${APPS[n % APPS.length]}</b> of <b>${p.projectName}</b> (build <i>#${100 + n}</i>). ${apps(p)}`,
  buildFailed: (p, n) => `Last Build Failed for app <b>${APPS[n % APPS.length]}</b> of <b>${p.projectName}</b> (build <i>#${100 + n}</i>). ${apps(p)}`,
  teamMember: (p) => `You were added to the team of project <b>${p.projectName}</b> as <i>Frontend Developer</i>. ${details(p)}`,
  task: (p, n) => `New task <b>${TASKS[n % TASKS.length]}</b> in project <b>${p.projectName}</b>, due on <i>${day(n)} of next month</i>. ${details(p)}`,
  content: (_p, n) => `The content page <b>${['Web standards', 'Coding standards', 'Website guidelines'][n % 3]}</b> was updated. <a href="/Web_standards">Read it</a>`,
  imported: (_p, n) => `Import of AMP ${n % 2 ? 'projects' : 'users'} finished: <b>${3 + (n % 9)}</b> records added, <i>${n % 4}</i> already registered.`,
  welcome: () => `Welcome to the portal! <b>Reset your password</b> before you start. <a href="/reset_password">Reset it now</a>`,
  locked: () => `Your account was <b>locked</b> after too many failed sign-ins. <i>Please try after 15 minutes.</i>`,
} satisfies Record<string, Template>;

/**
 * Per user: inbox size, the kinds of notice the role receives and, for an agency, its name: an
 * agency is told only of its own projects (another agency's are none of its business).
 */
const INBOXES: Record<string, { size: number; kinds: Template[]; agency?: Project['agency'] }> = {
  admin: { size: 12, kinds: [T.content, T.imported, T.created] },
  gbm: { size: 46, kinds: [T.submitted, T.approvedTech, T.envSucceeded, T.sonar, T.deployed, T.lighthouse, T.created, T.rejected] },
  lbm: { size: 14, kinds: [T.submitted, T.approvedTech, T.deployed, T.rejected] },
  gpm: { size: 10, kinds: [T.task, T.teamMember, T.deployed] },
  lpm: { size: 9, kinds: [T.task, T.teamMember] },
  gagency: { size: 43, kinds: [T.approvedBm, T.rejected, T.teamMember, T.task, T.envSucceeded, T.build, T.created, T.lighthouse], agency: 'Northwind Creative' },
  lagency: { size: 15, kinds: [T.approvedBm, T.task, T.build, T.buildFailed], agency: 'Bluefin Digital' },
  tech: {
    size: 52,
    kinds: [T.techVerification, T.envSucceeded, T.devops, T.sonar, T.build, T.envFailed, T.buildFailed, T.lighthouse, T.imported],
  },
  locked: { size: 3, kinds: [T.locked, T.submitted] },
  newuser: { size: 2, kinds: [T.welcome] },
};

const MINUTE = 60_000;
const SPAN_MS = 60 * 24 * 60 * MINUTE;

/** Newest (i = 0) to oldest, evenly over the span with a fixed jitter of up to 3 hours. */
function createdOn(now: number, i: number, size: number): string {
  const offset = Math.round(((i + 0.5) * SPAN_MS) / size) + ((i * 37) % 180) * MINUTE;
  return new Date(now - offset).toISOString();
}

/** The newest few are unread, and some older ones too. */
const isUnread = (i: number, userId: number) => i < 3 + (userId % 4) || i % 7 === 3;

export function seedNotifications(users: readonly MockUser[], now: number): StoredNotification[] {
  const rows: Omit<StoredNotification, 'notificationId'>[] = [];
  for (const user of users) {
    const inbox = INBOXES[user.username];
    if (!inbox) continue;
    const projects = NOTIFIED_PROJECTS.filter((p) => !inbox.agency || p.agency === inbox.agency);
    for (let i = 0; i < inbox.size; i += 1) {
      const project = projects[(i * 5 + user.userId * 3) % projects.length];
      const kind = inbox.kinds[(i * 3 + user.userId) % inbox.kinds.length];
      rows.push({
        userId: user.userId,
        notification: kind(project, i + user.userId),
        createdOn: createdOn(now, i, inbox.size),
        readUnreadFlag: isUnread(i, user.userId) ? 'UNREAD' : 'READ',
      });
    }
  }
  // Ids grow with time, as a real table's would.
  rows.sort((a, b) => a.createdOn.localeCompare(b.createdOn) || a.userId - b.userId);
  return rows.map((row, index) => ({ notificationId: index + 1, ...row }));
}
