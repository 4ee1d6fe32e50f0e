/**
 * The project lifecycle (contract.projects): creation, the card lists, the wizard's reads and
 * update, details. Who may call what (seed 000 section 6, seed 001 section 6) is declared with each
 * contract entry (src/domain/contract/projects.ts); the rules (./projects.ts) check the project
 * itself again (404, 403, 409).
 */
import { HttpResponse } from 'msw';
import { contract } from '../../src/domain/contract';
import {
  agencyNameOf,
  approvedProjectsForGbm,
  approvedProjectsForTech,
  assignedProjects,
  createProject,
  readableProject,
  submittedProjects,
  toAutoPopulate,
  toDetails,
  updateProject,
} from './projects';
import { handle } from '../core/contract';
import { answer, plain, positiveInt, readJson } from '../core/http';
import { closedWizardRefusal } from '../wizard/closedWizard';
import { createdProjects } from '../wizard/createdProjects';
import { worklistContract } from '../../src/domain/contract/worklist';
import './access';

const { projects } = contract;

export const projectRoutes = [
  handle(projects.create, async ({ request, user }) => answer(createProject(user, await readJson(request)))),

  // The card lists: any signed-in user, each answered only the cards meant for them (empty for other roles).
  handle(projects.assigned, ({ user }) => HttpResponse.json(assignedProjects(user))),
  handle(projects.submitted, ({ user }) => HttpResponse.json(submittedProjects(user))),
  handle(projects.approvedForGbm, ({ user }) => HttpResponse.json(approvedProjectsForGbm(user))),
  handle(projects.approvedForTech, ({ user }) => HttpResponse.json(approvedProjectsForTech(user))),
  // Extension (issue 24): the caller's own projects, for the brand manager's worklist.
  handle(worklistContract.createdProjects, ({ user }) => HttpResponse.json(createdProjects(user))),

  handle(projects.agencyOfProject, ({ params, user }) =>
    answer(readableProject(user, positiveInt(params.projectId)), (p) => plain(agencyNameOf(p))),
  ),

  handle(projects.autoPopulate, ({ params, user }) =>
    answer(readableProject(user, positiveInt(params.projectId)), (p) => HttpResponse.json(toAutoPopulate(p))),
  ),
  handle(projects.draft, ({ params, user }) =>
    answer(readableProject(user, positiveInt(params.projectId)), (p) => HttpResponse.json(toDetails(p))),
  ),
  handle(projects.details, ({ params, user }) =>
    answer(readableProject(user, positiveInt(params.projectId)), (p) => HttpResponse.json(toDetails(p))),
  ),

  /** Save (DRAFT) or submit (SUBMITTED) the wizard: roles 2, 3, 6, 7 (the project is in the body; the rules check it). */
  // A submitted or approved project is refused first (409): its wizard would withdraw it (issue 24).
  handle(projects.update, async ({ request, user }) => {
    const body = await readJson(request);
    return answer(closedWizardRefusal(user, body) ?? updateProject(user, body));
  }),
];
