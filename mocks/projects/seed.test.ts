import { PROJECT_STATUSES } from '../../src/domain/projects';
import '../areas';
import { createSeed } from '../core/state';

describe('the projects seed', () => {
  it("gives the tech user a project at every status after approval, DEVOPS_SETUP_COMPLETED included", () => {
    const techProjects = createSeed().projects.filter((p) => p.projectCreationStatus === 'APPROVED' && p.techUser?.username === 'tech');
    const statuses = new Set(techProjects.map((p) => p.projectStatus));
    for (const status of PROJECT_STATUSES.filter((s) => s !== 'PROJECT_DETAILS_FILLED')) expect([status, statuses.has(status)]).toEqual([status, true]);
  });

  it('seeds project 33 as the tech user\'s project waiting for Environment Setup: devops URL saved, infrastructure pending', () => {
    const project = createSeed().projects.find((p) => p.projectId === 33);
    expect(project).toMatchObject({ projectStatus: 'DEVOPS_SETUP_COMPLETED', techUser: { username: 'tech' }, envUrl: null });
    expect(project?.devopsUrl).toMatch(/^https:\/\//);
    expect(project?.devopsStatus).toEqual(['DFC-PROJECT-SETUP-PIPELINE-SUCCESS', 'DFC-IAC-PIPELINE-PENDING']);
  });
});
