/**
 * The HTML notices of the project lifecycle. Project names and user names are user input: they
 * are escaped, so a name like `<img src=x onerror=alert(1)>` shows as text in the inbox.
 */
import type { UserRef } from '../../src/domain/projects';
import { can } from '../../src/domain/roles';
import { db } from '../core/state';
import { escapeHtml } from '../../src/domain/escapeHtml';
import { addNotification } from '../notifications/notifications';
import type { MockUser } from '../core/types';
import type { StoredProject } from './types';
import '../auth/table';

const name = (p: StoredProject) => `<b>${escapeHtml(p.projectName)}</b>`;
const who = (u: Pick<MockUser, 'username'>) => `<i>${escapeHtml(u.username)}</i>`;
const link = (href: string, text: string) => `<a href="${href}">${text}</a>`;
const details = (p: StoredProject, text = 'View project') => link(`/viewProjectDetails/${p.projectId}`, text);
const wizard = (p: StoredProject) => link(`/DFCCreateProject/${p.projectId}`, 'Edit the project');
const techPage = (p: StoredProject) => link(`/viewApprovedProjectDetails/${p.projectId}`, 'Open the tech page');

/** Each function notifies the people concerned by one step. */
export const notify = {
  created(p: StoredProject, creator: MockUser): void {
    addNotification(
      p.dfcUser.userId,
      `A new project ${name(p)} was created for you by ${who(creator)}. ${link('/MyProjects', 'Open My Projects')}`,
    );
  },

  /** To the brand manager who created it; a project an agency created goes to every brand manager. */
  submitted(p: StoredProject, agency: MockUser): void {
    const creator = db.users.find((u) => u.userId === p.projectCreator.userId);
    const managers = creator && can(creator.role, 'businessManagerApproval')
      ? [creator]
      : db.users.filter((u) => can(u.role, 'businessManagerApproval') && u.status === 'ACTIVE');
    for (const manager of managers) {
      addNotification(manager.userId, `Project ${name(p)} was submitted for approval by ${who(agency)}. ${details(p, 'Review it')}`);
    }
  },

  approvedByBusinessManager(p: StoredProject, manager: MockUser, tech: UserRef): void {
    addNotification(p.dfcUser.userId, `Project ${name(p)} was approved by the brand manager ${who(manager)}. ${details(p)}`);
    addNotification(
      tech.userId,
      `Project ${name(p)} was approved by ${who(manager)} and assigned to you. ${techPage(p)}`,
    );
  },

  rejectedByBusinessManager(p: StoredProject, manager: MockUser): void {
    addNotification(
      p.dfcUser.userId,
      `Project ${name(p)} was returned for changes by the brand manager ${who(manager)}. ${wizard(p)}`,
    );
  },

  sentToTech(p: StoredProject, manager: MockUser, tech: UserRef): void {
    addNotification(
      tech.userId,
      `Project ${name(p)} was sent to you for tech verification by ${who(manager)}. ${details(p, 'Review it')}`,
    );
  },

  approvedByTech(p: StoredProject, tech: MockUser): void {
    const text = `Project ${name(p)} was approved after tech verification by ${who(tech)}. ${details(p)}`;
    addNotification(p.dfcUser.userId, text);
    addNotification(p.projectCreator.userId, text);
  },

  rejectedByTech(p: StoredProject, tech: MockUser): void {
    const text = `Project ${name(p)} was returned for changes after tech verification by ${who(tech)}.`;
    addNotification(p.dfcUser.userId, `${text} ${wizard(p)}`);
    addNotification(p.projectCreator.userId, `${text} ${details(p)}`);
  },
};
