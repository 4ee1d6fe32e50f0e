import type { ProjectCard } from '../../../domain/projects';

/** Cards of every creation status, for the list pages' tests (answered through server.use). */
export const XSS_NAME = '<img src=x onerror=alert(1)>';

export function card(overrides: Partial<ProjectCard> & Pick<ProjectCard, 'projectId' | 'projectName'>): ProjectCard {
  return {
    agencyUserName: 'gagency',
    agencyName: null,
    projectStatus: null,
    projectCreator: { username: 'gbm' },
    projectCreatedDate: '2024-03-05T10:20:30.000+00:00',
    projectCreationStatus: null,
    ...overrides,
  };
}

export const FIXTURE_CARDS: ProjectCard[] = [
  card({ projectId: 901, projectName: 'Aurora Relaunch', projectCreationStatus: null }),
  card({ projectId: 902, projectName: 'Draft Harbour', projectCreationStatus: 'DRAFT', projectCreatedDate: '2024-04-01T08:00:00Z' }),
  card({
    projectId: 903,
    projectName: 'Submitted Summit',
    projectCreationStatus: 'SUBMITTED',
    projectStatus: 'PROJECT_DETAILS_FILLED',
    projectCreator: { username: 'lbm' },
  }),
  card({ projectId: 904, projectName: 'Approved Atlas', projectCreationStatus: 'APPROVED', projectStatus: 'APPROVAL_COMPLETED' }),
];
