/**
 * The large demo's projects: LARGE.projects copies of the normal seed's projects (each takes the
 * statuses, wizard fields and devops fields of one of them, in turn, so every status combination
 * the normal seed has appears), with a new name, brand, date, brand manager, agency and tech user
 * drawn from a seeded random stream. The first is the portfolio project (approved, deployed, gbm's,
 * gagency's and tech's), which holds the apps, builds, tasks and team of the large demo.
 */
import type { MockUser } from '../core/types';
import type { DbState } from '../core/types';
import type { StoredProject } from '../projects/types';
import type { ProjectReport, UserRef } from '../../src/domain/projects';
import { pickOne, seededRandom, between } from '../core/random';
import { LARGE, PORTFOLIO_NAME, SCALE_SEED } from './counts';

const DAY = 24 * 60 * 60 * 1000;

/** Words of the generated names ('<brand> <theme> <number>'). */
const THEMES = [
  'Loyalty Hub', 'Recipe Finder', 'Store Locator', 'Campaign Site', 'Product Launch', 'Careers Portal', 'Rewards App',
  'Subscription Shop', 'Quiz', 'Learning Centre', 'Event Microsite', 'Partner Portal', 'Sampling Drive', 'Newsletter Hub',
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const underscored = (name: string) => name.replace(/\s+/g, '_');

function refOf(users: readonly MockUser[], username: string): UserRef {
  const user = users.find((u) => u.username === username);
  if (!user) throw new Error(`scale: no user ${username}`);
  return { userId: user.userId, username: user.username };
}

/** The template's addresses and report names, with its name and dates moved to the copy's. */
function renamed(project: StoredProject, from: string, shiftMs: number): void {
  const to = project.projectName;
  const names = (text: string) => text.split(slug(from)).join(slug(to));
  const report = (r: ProjectReport): ProjectReport => ({
    ...r,
    name: names(r.name),
    reportCreatedDate: new Date(Date.parse(r.reportCreatedDate) + shiftMs).toISOString(),
  });
  if (project.envUrl) project.envUrl = names(project.envUrl);
  if (project.devopsUrl) project.devopsUrl = project.devopsUrl.split(underscored(from)).join(underscored(to));
  if (project.lighthouseFile) project.lighthouseFile = names(project.lighthouseFile);
  project.sonarReports = project.sonarReports.map(report);
  project.dfcLighthouseReports = project.dfcLighthouseReports.map(report);
}

/** The new projects, ids from the projects' sequence on (which it moves past them). */
export function largeProjects(state: DbState, now: number): StoredProject[] {
  const templates = [...state.projects].sort((a, b) => a.projectId - b.projectId);
  const portfolioTemplate = templates.find((p) => p.projectStatus === 'DEPLOYMENT_COMPLETED' && p.techUser) ?? templates[0];
  const ref = (username: string) => refOf(state.users, username);
  const managers = [ref('gbm'), ref('lbm')];
  const agencies = [ref('gagency'), ref('lagency')];
  const techUsers = [ref('tech'), ref('tech2')];
  const firstId = state.sequences.projectId;
  const projects: StoredProject[] = [];
  for (let k = 0; k < LARGE.projects; k += 1) {
    const random = seededRandom(SCALE_SEED, 1, k);
    const portfolio = k === 0;
    const template = portfolio ? portfolioTemplate : templates[(k - 1) % templates.length];
    const brand = portfolio ? template.projectBrand : pickOne(random, state.brands);
    const projectId = firstId + k;
    const name = portfolio ? PORTFOLIO_NAME : `${brand.brandName} ${pickOne(random, THEMES)} ${String(k).padStart(5, '0')}`;
    const created = now - between(random, 1, 1_800) * DAY - k * 60_000;
    const project: StoredProject = {
      ...structuredClone(template),
      projectId,
      projectName: name,
      projectSummary: `${name}: generated for the large demo from "${template.projectName}".`,
      projectBrand: { ...brand },
      projectCreator: portfolio ? managers[0] : pickOne(random, managers),
      dfcUser: portfolio ? agencies[0] : pickOne(random, agencies),
      techUser: template.techUser ? (portfolio ? techUsers[0] : pickOne(random, techUsers)) : null,
      projectCreatedDate: new Date(created).toISOString(),
      teamMemberIds: [],
    };
    renamed(project, template.projectName, created - Date.parse(template.projectCreatedDate));
    projects.push(project);
  }
  state.sequences.projectId = firstId + LARGE.projects;
  return projects;
}
