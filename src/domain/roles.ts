/** Role numbers carried in the token's Role claim (seed 000 section 6). */
export const ROLE = {
  ADMIN: 1,
  GLOBAL_BRAND_MANAGER: 2,
  LOCAL_BRAND_MANAGER: 3,
  GLOBAL_PROJECT_MANAGER: 4,
  LOCAL_PROJECT_MANAGER: 5,
  GLOBAL_AGENCY: 6,
  LOCAL_AGENCY: 7,
  TECHNICAL_USER: 8,
} as const;

export type Role = (typeof ROLE)[keyof typeof ROLE];

export const ALL_ROLES: readonly Role[] = [1, 2, 3, 4, 5, 6, 7, 8];

export const ROLE_NAMES: Record<Role, string> = {
  1: 'Admin',
  2: 'Global Brand Manager',
  3: 'Local Brand Manager',
  4: 'Global Project Manager',
  5: 'Local Project Manager',
  6: 'Global Agency',
  7: 'Local Agency',
  8: 'Technical User',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'number' && (ALL_ROLES as readonly number[]).includes(value);
}

const range = (from: Role, to: Role): Role[] => ALL_ROLES.filter((r) => r >= from && r <= to);

/** The capability table of both seeds (000 section 6, 001 section 6). */
export const CAPABILITIES = {
  signedIn: ALL_ROLES,
  createProject: [2, 3, 6, 7],
  myProjects: [6, 7],
  pendingProjects: [2, 3, 8],
  approvedProjects: [2, 3, 8],
  projectDetails: [2, 3, 6, 7, 8],
  approvedProjectDetails: [8],
  cloudPlans: [8],
  gitComponent: [8],
  gitTools: range(2, 8),
  webServiceCreation: [2],
  serviceRegionOptions: [2, 8],
  importData: [1, 8],
  apps: range(2, 8),
  content: ALL_ROLES,
  dashboards: ALL_ROLES,
  editInfoContent: [1],
  businessManagerApproval: [2, 3],
  techApproval: [8],
  readDraftProject: [6, 7],
  colourLegend: [6, 7],
  /** The home page's list of the projects a brand manager created that wait for details (issue 24; src/domain/worklist.ts). */
  createdProjectsWorklist: [2, 3],
  /** The import pages' user-menu items (seed 000 section 2): the same roles as their route. */
  menuImports: [1, 8],
  /** Server rules (the mock enforces them as the backend would): who reads or fills any project, and who only their own. */
  readAnyProject: [2, 3, 8],
  readOwnProjects: [6, 7],
  fillAnyProject: [2, 3],
  fillOwnProjects: [6, 7],
  /** The portal owner's staff read every project's dashboards; agencies only their own projects' (src/domain/access.ts). */
  dashboardsOfAnyProject: [1, 2, 3, 4, 5, 8],
  /** The tech team's chain and the build server: the technical user (the assigned one, where a project is named). */
  techTeamChain: [8],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

export function can(role: number | null | undefined, capability: Capability): boolean {
  return role != null && (CAPABILITIES[capability] as readonly number[]).includes(role);
}

/** Add existing or new team member: user type AGENCY (seed 001 section 6). */
export const AGENCY_TYPE = 'AGENCY';
