import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { db } from '../../mocks/core/state';
import { type StoredProject } from '../../mocks/projects/types';
import ProjectDetailsPage from '../features/projects/pages/ProjectDetailsPage';
import { renderWithProviders } from './renderWithProviders';
import type { DemoUser } from './tokens';

/** The mock's user id of a demo user. */
export const userId = (username: string) => db.users.find((u) => u.username === username)!.userId;

/** The first seeded project that `keep` accepts; says what was missing otherwise. */
export function seededProject(what: string, keep: (p: StoredProject) => boolean): StoredProject {
  const project = db.projects.find(keep);
  if (!project) throw new Error(`the mock seed has no ${what}`);
  return project;
}

/**
 * Renders the project details page alone (not the whole shell: faster on a busy machine) at
 * /viewProjectDetails/{id}, signed in as `as`, and waits for the project's name.
 */
export async function openProjectDetails(project: StoredProject, as: DemoUser) {
  const result = await renderWithProviders(
    <Routes>
      <Route path="/viewProjectDetails/:projectId" element={<ProjectDetailsPage />} />
    </Routes>,
    { route: `/viewProjectDetails/${project.projectId}`, as },
  );
  await screen.findByRole('heading', { level: 1, name: project.projectName });
  return result;
}
