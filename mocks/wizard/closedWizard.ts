/**
 * Issue 24: a project that waits for its approval (SUBMITTED) or has it (APPROVED) is no longer
 * the wizard's. Sending its wizard again (as a DRAFT or a second SUBMITTED) would silently take
 * it out of the approval queue and drop its tech assignment, so the server refuses with 409 and
 * says why; a rejection (back to DRAFT) opens the wizard again.
 */
import { CREATION_STATUS } from '../../src/domain/projects';
import { conflict, type Refusal } from '../core/outcome';
import type { MockUser } from '../core/types';
import { APPROVED_PROJECT_IS_FINAL, canEdit, findProject } from '../projects/projects';
import { asRecord } from './wizardFields';

export const SUBMITTED_PROJECT_WAITS = 'This project has been submitted and waits for approval: its details can no longer be changed.';

/**
 * The 409 for an update of a submitted or approved project, or null to let the update's own rules
 * answer (an unknown project, a caller who may not change it, a bad body: 404, 403, 400).
 */
export function closedWizardRefusal(user: MockUser, body: unknown): Refusal | null {
  const projectId = Number(asRecord(body)?.projectId);
  const project = findProject(Number.isInteger(projectId) ? projectId : null);
  if (!project || !canEdit(user, project)) return null;
  if (project.projectCreationStatus === CREATION_STATUS.approved) return conflict(APPROVED_PROJECT_IS_FINAL);
  if (project.projectCreationStatus === CREATION_STATUS.submitted) return conflict(SUBMITTED_PROJECT_WAITS);
  return null;
}
