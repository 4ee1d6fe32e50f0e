/**
 * A named extension for the worklists (issue 24 part 4): the projects the caller created, as the
 * card lists answer them, whatever their status. The seeds' lists cannot tell a brand manager
 * which of their projects still wait for details: the agency's list (assignedprojects) is the
 * agency's, and the pending and approved lists hold only submitted and approved projects.
 */
import * as z from 'zod/mini';
import { ProjectCard } from '../projects';
import { defineGroup, get } from './define';

export const worklistContract = defineGroup('worklist', {
  /** GET /api/get_created_projects: every project the caller created, newest first (any signed-in role; empty for most). */
  createdProjects: get('/api/get_created_projects', 'array').returns(z.array(ProjectCard)).allow('signedIn').scoped('own'),
});
