/**
 * Object-level access rules (mocks/core/access.ts): they read the project named by a path
 * parameter. They let an unknown project through, and a project without such a party, so that the
 * business rule answers 404 or 409 as before; the rules keep their own checks (a second line, and
 * the only one for ids sent in a body).
 */
import { allOf, anyOf, capability, type Access, type AccessContext } from '../core/access';
import { positiveInt } from '../core/http';
import type { StoredProject } from './types';
import { findProject } from './projects';

/** The project of the path parameter, when it exists. */
function projectOf(param: string, context: AccessContext): StoredProject | undefined {
  const value = context.params[param];
  return findProject(positiveInt(typeof value === 'string' ? value : undefined));
}

/** The agency the project (path parameter `param`) is for. */
export function agencyOfProject(param: string): Access {
  return {
    describe: `the agency of the project :${param}`,
    check: (user, context) => {
      const project = projectOf(param, context);
      return !project || project.dfcUser.userId === user.userId;
    },
  };
}

/** The user who created the project (path parameter `param`). */
export function projectCreator(param: string): Access {
  return {
    describe: `the creator of the project :${param}`,
    check: (user, context) => {
      const project = projectOf(param, context);
      return !project || project.projectCreator.userId === user.userId;
    },
  };
}

/** The tech user the project (path parameter `param`) was sent to or approved for, once it has one. */
export function assignedTechUser(param: string): Access {
  return {
    describe: `the tech user assigned to the project :${param}`,
    check: (user, context) => {
      const project = projectOf(param, context);
      return !project?.techUser || project.techUser.userId === user.userId;
    },
  };
}

/**
 * Read a project (details, its agency, team and tasks): brand managers and tech users read every
 * project; agencies (6, 7) the projects they are the agency or the creator of.
 */
export const readsProject = anyOf(
  capability('readAnyProject'),
  allOf(capability('readOwnProjects'), anyOf(agencyOfProject('projectId'), projectCreator('projectId'))),
);

/** The wizard's reads of a project (its draft, its fixed fields): brand managers, and the project's agency or creator. */
export const fillsProject = anyOf(
  capability('fillAnyProject'),
  allOf(capability('fillOwnProjects'), anyOf(agencyOfProject('projectId'), projectCreator('projectId'))),
);
