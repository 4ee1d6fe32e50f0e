import { ALL_ROLES, can } from './roles';

describe('role table', () => {
  it.each([
    ['createProject', [2, 3, 6, 7]],
    ['myProjects', [6, 7]],
    ['pendingProjects', [2, 3, 8]],
    ['approvedProjects', [2, 3, 8]],
    ['projectDetails', [2, 3, 6, 7, 8]],
    ['approvedProjectDetails', [8]],
    ['cloudPlans', [8]],
    ['gitTools', [2, 3, 4, 5, 6, 7, 8]],
    ['webServiceCreation', [2]],
    ['importData', [1, 8]],
    ['apps', [2, 3, 4, 5, 6, 7, 8]],
    ['dashboards', [1, 2, 3, 4, 5, 6, 7, 8]],
    ['editInfoContent', [1]],
    ['readAnyProject', [2, 3, 8]],
    ['readOwnProjects', [6, 7]],
    ['fillAnyProject', [2, 3]],
    ['fillOwnProjects', [6, 7]],
    ['techTeamChain', [8]],
  ] as const)('%s is for roles %p', (capability, roles) => {
    expect(ALL_ROLES.filter((role) => can(role, capability))).toEqual(roles);
  });

  it('gives nothing to a missing role', () => {
    expect(can(null, 'signedIn')).toBe(false);
    expect(can(undefined, 'dashboards')).toBe(false);
    expect(can(9, 'dashboards')).toBe(false);
  });
});
