import type { CreationStatus, LookupOption, ProjectReport, ProjectStatus, UserRef } from '../../src/domain/projects';
import type { MockUser } from '../core/types';
import type { Brand, CloudRegion, Lookups } from '../lookups/types';
import type { StoredProject } from './types';
import { FIRST_TEAM_MEMBER_ID } from '../team/seed';
import { emptyWizardFields } from '../wizard/wizardFields';

/**
 * The demo projects (ids 1..33): every creation status ('' / DRAFT / SUBMITTED / APPROVED), every
 * project status (tech's own projects too: every status after approval), both agencies, every
 * brand, created by gbm and lbm. Ids 12, 14, 17, 21, 23, 28 and 31 are the projects the seeded
 * notifications talk about (seed/notifications.ts).
 * The demo journeys rely on some of them (mocks/projects/handlers.test.ts pins those):
 * - gbm: 15 and 24 wait for its approval; 12, 1, 6, 23, 28, ... approved.
 * - tech: 5 waits for tech verification; tech2: 19 and 25. Approved for tech: 12, 28, 1, ...
 * - gagency: 18, 3, 22 not yet created; 13, 26 DRAFT; 15, 32, 5, 25 SUBMITTED; 12, 1, 6, ... APPROVED.
 * - lagency: 27, 4 not yet created; 11, 20 DRAFT (11 returned for changes, fully filled).
 */

type Stack = 'reactSpring' | 'angularDotnet' | 'nodeContainers' | 'nextServerless' | 'cmsAem' | 'cmsContentful' | 'cmsWordpress';

interface StackSeed {
  cms?: string;
  frontend?: string;
  middleware?: string;
  framework?: string;
  backend?: string;
  template: string;
  platform: string;
  service: string;
  region: string;
  hosting: string;
  environments: string[];
  qa: string[];
  endUsers: string[];
  hits: number;
}

const STACKS: Record<Stack, StackSeed> = {
  reactSpring: {
    frontend: 'React',
    middleware: 'Spring Boot',
    framework: 'Spring Boot',
    backend: 'PostgreSQL',
    template: 'React Starter Kit',
    platform: 'Azure',
    service: 'Azure App Service',
    region: 'West Europe',
    hosting: 'PaaS',
    environments: ['Dev', 'QA', 'Prod'],
    qa: ['Unit Testing', 'Functional Testing', 'Accessibility Testing'],
    endUsers: ['Consumers'],
    hits: 500,
  },
  angularDotnet: {
    frontend: 'Angular',
    middleware: '.NET Core',
    framework: 'ASP.NET Core',
    backend: 'Azure SQL Database',
    template: 'Spring Boot API Starter',
    platform: 'Azure',
    service: 'Azure App Service',
    region: 'East US',
    hosting: 'PaaS',
    environments: ['Dev', 'QA', 'UAT', 'Prod'],
    qa: ['Unit Testing', 'Security Testing'],
    endUsers: ['Healthcare Professionals', 'Internal Employees'],
    hits: 2000,
  },
  nodeContainers: {
    frontend: 'Vue.js',
    middleware: 'Node.js',
    framework: 'Express',
    backend: 'MongoDB',
    template: 'Node.js Express Starter',
    platform: 'Azure',
    service: 'Container Instances',
    region: 'Central India',
    hosting: 'Containers',
    environments: ['Dev', 'UAT', 'Prod'],
    qa: ['Unit Testing', 'Performance Testing'],
    endUsers: ['Consumers', 'Retail Partners'],
    hits: 5000,
  },
  nextServerless: {
    frontend: 'Next.js',
    middleware: 'Node.js',
    framework: 'NestJS',
    backend: 'Cosmos DB',
    template: 'React Starter Kit',
    platform: 'Azure',
    service: 'Functions',
    region: 'Southeast Asia',
    hosting: 'Serverless',
    environments: ['Dev', 'Staging', 'Prod'],
    qa: ['Functional Testing', 'Performance Testing', 'SEO Audit'],
    endUsers: ['Consumers'],
    hits: 10000,
  },
  cmsAem: {
    cms: 'Adobe Experience Manager',
    template: 'Static Site Starter',
    platform: 'Azure',
    service: 'Azure App Service',
    region: 'West Europe',
    hosting: 'PaaS',
    environments: ['Dev', 'QA', 'UAT', 'Prod'],
    qa: ['Functional Testing', 'Accessibility Testing', 'SEO Audit'],
    endUsers: ['Consumers', 'Healthcare Professionals'],
    hits: 1500,
  },
  cmsContentful: {
    cms: 'Contentful',
    template: 'Static Site Starter',
    platform: 'Azure',
    service: 'Static web apps',
    region: 'West Europe',
    hosting: 'Serverless',
    environments: ['Dev', 'Prod'],
    qa: ['Accessibility Testing', 'SEO Audit'],
    endUsers: ['Consumers', 'Agencies'],
    hits: 800,
  },
  cmsWordpress: {
    cms: 'WordPress',
    template: 'Static Site Starter',
    platform: 'AWS',
    service: 'Elastic Beanstalk',
    region: 'eu-west-1',
    hosting: 'IaaS',
    environments: ['Dev', 'UAT', 'Prod'],
    qa: ['Functional Testing', 'SEO Audit'],
    endUsers: ['Consumers'],
    hits: 300,
  },
};

interface ProjectSeed {
  id: number;
  name: string;
  brand: string;
  creator: 'gbm' | 'lbm';
  agency: 'gagency' | 'lagency';
  creation: CreationStatus | '';
  status: ProjectStatus | null;
  /** Sent to (or approved after) tech verification. */
  flag?: boolean;
  tech?: 'tech' | 'tech2';
  stack?: Stack;
  /** A draft saved from step 2: technical choices only, the environment step still empty. */
  partial?: boolean;
  market: string;
  duration: string;
  sprints?: number;
  teamSize?: number;
  daysAgo: number;
  /** Indexes into the team-member users (seed/teams.ts). */
  team?: number[];
  summary: string;
}

const PROJECTS: ProjectSeed[] = [
  { id: 1, name: 'Harbor Adoption Stories', brand: 'Harbor Pets', creator: 'gbm', agency: 'gagency', creation: 'APPROVED', status: 'DEPLOYMENT_COMPLETED', flag: true, tech: 'tech', stack: 'reactSpring', market: 'United Kingdom', duration: '3< and >6 months', daysAgo: 120, team: [0, 3, 6], summary: 'Story-led site where shelters share adoption journeys, with a pet-match quiz.' },
  { id: 2, name: 'Zenith Snack Finder', brand: 'Zenith Foods', creator: 'lbm', agency: 'lagency', creation: 'APPROVED', status: 'APPROVAL_COMPLETED', flag: false, tech: 'tech2', stack: 'nextServerless', market: 'Germany', duration: '1< and >3 months', daysAgo: 96, summary: 'Store locator and product finder for the new snack range.' },
  { id: 3, name: 'Nimbus Clinic Locator', brand: 'Nimbus Health', creator: 'gbm', agency: 'gagency', creation: '', status: null, market: 'Global', duration: '1< and >3 months', daysAgo: 9, summary: 'Map of partner clinics with opening hours and booking links.' },
  { id: 4, name: 'Solstice Spring Sale', brand: 'Solstice Home', creator: 'lbm', agency: 'lagency', creation: '', status: null, market: 'France', duration: 'Less than 1 month', daysAgo: 6, summary: 'Landing pages and vouchers for the spring sale weekend.' },
  { id: 5, name: 'Meridian Cold Brew Launch', brand: 'Meridian Beverages', creator: 'gbm', agency: 'gagency', creation: 'SUBMITTED', status: 'PROJECT_DETAILS_FILLED', flag: true, tech: 'tech', stack: 'nodeContainers', market: 'United States', duration: '1< and >3 months', daysAgo: 21, team: [6, 9], summary: 'Launch microsite for the cold brew line with a sampling sign-up.' },
  { id: 6, name: 'Aurora Derm Academy', brand: 'Aurora Skin', creator: 'gbm', agency: 'gagency', creation: 'APPROVED', status: 'APPROVAL_COMPLETED', flag: false, tech: 'tech', stack: 'cmsAem', market: 'Global', duration: '3< and >6 months', daysAgo: 40, team: [6, 2], summary: 'E-learning hub for dermatologists: courses, webinars and certificates.' },
  { id: 7, name: 'Zenith Meal Planner', brand: 'Zenith Foods', creator: 'lbm', agency: 'lagency', creation: 'APPROVED', status: 'DEVOPS_SETUP_IN_PROGRESS', flag: true, tech: 'tech', stack: 'reactSpring', market: 'Germany', duration: '3< and >6 months', daysAgo: 75, summary: 'Weekly meal planner with shopping lists built from Zenith recipes.' },
  { id: 8, name: 'Nimbus Wellness Blog', brand: 'Nimbus Health', creator: 'gbm', agency: 'lagency', creation: 'APPROVED', status: 'DEVOPS_SETUP_COMPLETED', flag: false, tech: 'tech2', stack: 'cmsWordpress', market: 'India', duration: '1< and >3 months', daysAgo: 70, summary: 'Editorial blog on everyday wellness, reviewed by Nimbus experts.' },
  { id: 9, name: 'Solstice Interiors Lookbook', brand: 'Solstice Home', creator: 'lbm', agency: 'gagency', creation: 'APPROVED', status: 'ENVIRONMENT_SETUP_COMPLETED', flag: true, tech: 'tech', stack: 'reactSpring', market: 'France', duration: '1< and >3 months', daysAgo: 88, summary: 'Shoppable lookbook of seasonal interiors with room-by-room filters.' },
  { id: 10, name: 'Harbor Vet Connect', brand: 'Harbor Pets', creator: 'gbm', agency: 'lagency', creation: 'APPROVED', status: 'SONAR_ISSUES', flag: true, tech: 'tech', stack: 'angularDotnet', market: 'United States', duration: 'More than 6 months', daysAgo: 110, summary: 'Portal linking pet owners with partner vets for video consultations.' },
  { id: 11, name: 'Meridian Tea Rituals', brand: 'Meridian Beverages', creator: 'lbm', agency: 'lagency', creation: 'DRAFT', status: null, stack: 'reactSpring', market: 'Japan', duration: '1< and >3 months', sprints: 12, teamSize: 6, daysAgo: 30, summary: 'Brand site for the premium tea range, returned for changes to its environments.' },
  { id: 12, name: 'Aurora Relaunch', brand: 'Aurora Skin', creator: 'gbm', agency: 'gagency', creation: 'APPROVED', status: 'LIGHTHOUSE_SETUP_COMPLETED', flag: true, tech: 'tech', stack: 'reactSpring', market: 'Global', duration: '3< and >6 months', daysAgo: 150, team: [0, 1, 2, 4, 5], summary: 'Relaunch of the Aurora Skin brand site on the new design system.' },
  { id: 13, name: 'Zenith Recipe Remix', brand: 'Zenith Foods', creator: 'gbm', agency: 'gagency', creation: 'DRAFT', status: null, stack: 'cmsContentful', partial: true, market: 'United Kingdom', duration: 'Less than 1 month', daysAgo: 14, summary: 'User-generated recipe remixes with voting and monthly prizes.' },
  { id: 14, name: 'Zenith Loyalty App', brand: 'Zenith Foods', creator: 'lbm', agency: 'lagency', creation: 'APPROVED', status: 'SONAR_ANALYSIS_COMPLETED', flag: true, tech: 'tech', stack: 'nextServerless', market: 'Germany', duration: 'More than 6 months', daysAgo: 140, team: [9, 7, 8], summary: 'Loyalty web app: points for purchases, rewards catalogue and partner offers.' },
  { id: 15, name: 'Summer Glow Campaign', brand: 'Aurora Skin', creator: 'gbm', agency: 'gagency', creation: 'SUBMITTED', status: 'PROJECT_DETAILS_FILLED', flag: false, stack: 'reactSpring', market: 'Brazil', duration: '1< and >3 months', daysAgo: 12, summary: 'Summer campaign site with a UV index widget and sun-care routine builder.' },
  { id: 16, name: 'Nimbus Pharmacy Finder', brand: 'Nimbus Health', creator: 'lbm', agency: 'lagency', creation: 'SUBMITTED', status: 'PROJECT_DETAILS_FILLED', flag: false, stack: 'angularDotnet', market: 'India', duration: '1< and >3 months', daysAgo: 11, summary: 'Find the nearest pharmacy stocking Nimbus products, with stock hints.' },
  { id: 17, name: 'Nimbus Careers Portal', brand: 'Nimbus Health', creator: 'gbm', agency: 'gagency', creation: 'APPROVED', status: 'STATIC_WEB_APP_DEPLOYMENT_COMPLETED', flag: true, tech: 'tech', stack: 'cmsContentful', market: 'Global', duration: '1< and >3 months', daysAgo: 100, team: [3, 10], summary: 'Careers site with job search, team stories and application tracking.' },
  { id: 18, name: 'Solstice Smart Home Hub', brand: 'Solstice Home', creator: 'gbm', agency: 'gagency', creation: '', status: null, market: 'United States', duration: '3< and >6 months', daysAgo: 2, summary: 'Set-up guides and support for the Solstice smart home devices.' },
  { id: 19, name: 'Harbor Treats Shop', brand: 'Harbor Pets', creator: 'lbm', agency: 'lagency', creation: 'SUBMITTED', status: 'PROJECT_DETAILS_FILLED', flag: true, tech: 'tech2', stack: 'nodeContainers', market: 'United Kingdom', duration: '1< and >3 months', daysAgo: 18, summary: 'Direct-to-consumer shop for Harbor treats with a subscription option.' },
  { id: 20, name: 'Meridian Sparkling Water', brand: 'Meridian Beverages', creator: 'gbm', agency: 'lagency', creation: 'DRAFT', status: null, stack: 'nextServerless', partial: true, market: 'France', duration: 'Less than 1 month', daysAgo: 8, summary: 'Flavour finder and pairing ideas for the sparkling water range.' },
  { id: 21, name: 'Solstice Recipes Hub', brand: 'Solstice Home', creator: 'lbm', agency: 'lagency', creation: 'APPROVED', status: 'DOCKER_IMAGE_CREATION_COMPLETED', flag: true, tech: 'tech', stack: 'nodeContainers', market: 'Global', duration: '3< and >6 months', daysAgo: 130, summary: 'Recipes for Solstice kitchen appliances, with step-by-step videos.' },
  { id: 22, name: 'Aurora Sun Care Quiz', brand: 'Aurora Skin', creator: 'lbm', agency: 'gagency', creation: '', status: null, market: 'Brazil', duration: 'Less than 1 month', daysAgo: 4, summary: 'A short quiz recommending the right sun-care product.' },
  { id: 23, name: 'Harbor Pet Care', brand: 'Harbor Pets', creator: 'gbm', agency: 'gagency', creation: 'APPROVED', status: 'DEPLOYMENT_COMPLETED', flag: false, tech: 'tech', stack: 'angularDotnet', market: 'United States', duration: '3< and >6 months', daysAgo: 115, team: [1, 7], summary: 'Pet care library: articles, checklists and reminders for vaccinations.' },
  { id: 24, name: 'Zenith Kids Club', brand: 'Zenith Foods', creator: 'gbm', agency: 'lagency', creation: 'SUBMITTED', status: 'PROJECT_DETAILS_FILLED', flag: false, stack: 'cmsWordpress', market: 'Germany', duration: '1< and >3 months', daysAgo: 16, summary: 'Games and lunchbox ideas for the Zenith Kids range, parent-gated.' },
  { id: 25, name: 'Nimbus Telehealth Pilot', brand: 'Nimbus Health', creator: 'gbm', agency: 'gagency', creation: 'SUBMITTED', status: 'PROJECT_DETAILS_FILLED', flag: true, tech: 'tech2', stack: 'angularDotnet', market: 'India', duration: '3< and >6 months', daysAgo: 25, summary: 'Pilot of a telehealth booking flow for two partner hospitals.' },
  { id: 26, name: 'Solstice Outdoor Living', brand: 'Solstice Home', creator: 'lbm', agency: 'gagency', creation: 'DRAFT', status: null, stack: 'cmsAem', partial: true, market: 'United Kingdom', duration: '1< and >3 months', daysAgo: 5, summary: 'Garden and patio collection pages with a planner tool.' },
  { id: 27, name: 'Harbor Grooming Booking', brand: 'Harbor Pets', creator: 'gbm', agency: 'lagency', creation: '', status: null, market: 'United Kingdom', duration: '1< and >3 months', daysAgo: 3, summary: 'Online booking for grooming salons that stock Harbor products.' },
  { id: 28, name: 'Meridian Summer Campaign', brand: 'Meridian Beverages', creator: 'gbm', agency: 'lagency', creation: 'APPROVED', status: 'LIGHTHOUSE_SETUP_COMPLETED', flag: true, tech: 'tech', stack: 'nextServerless', market: 'Global', duration: '1< and >3 months', daysAgo: 145, team: [1, 7, 9], summary: 'Summer promotion with instant-win codes printed under the caps.' },
  { id: 29, name: 'Aurora Night Repair Launch', brand: 'Aurora Skin', creator: 'lbm', agency: 'lagency', creation: 'APPROVED', status: 'APPROVAL_COMPLETED', flag: true, tech: 'tech', stack: 'reactSpring', market: 'Japan', duration: '1< and >3 months', daysAgo: 35, summary: 'Launch pages for the night repair serum with a skin diary.' },
  { id: 30, name: 'Zenith Plant Protein', brand: 'Zenith Foods', creator: 'gbm', agency: 'gagency', creation: 'APPROVED', status: 'DEVOPS_SETUP_COMPLETED', flag: false, tech: 'tech2', stack: 'nodeContainers', market: 'United States', duration: '1< and >3 months', daysAgo: 60, summary: 'Product pages and a protein calculator for the plant-based range.' },
  { id: 31, name: 'Cascade Skin Science', brand: 'Aurora Skin', creator: 'gbm', agency: 'gagency', creation: 'APPROVED', status: 'SONAR_ANALYSIS_COMPLETED', flag: true, tech: 'tech', stack: 'cmsAem', market: 'Global', duration: 'More than 6 months', daysAgo: 135, team: [4, 8], summary: 'Science hub explaining the research behind the Cascade ingredients.' },
  { id: 32, name: 'Meridian Zero Sugar Promo', brand: 'Meridian Beverages', creator: 'lbm', agency: 'gagency', creation: 'SUBMITTED', status: 'PROJECT_DETAILS_FILLED', flag: false, stack: 'cmsWordpress', market: 'Brazil', duration: 'Less than 1 month', daysAgo: 10, summary: 'Promo site for the zero sugar relaunch with a taste-test sign-up.' },
  // tech's project waiting for Environment Setup: the cloud pages without running the chain first.
  { id: 33, name: 'Harbor Travel Companion', brand: 'Harbor Pets', creator: 'gbm', agency: 'gagency', creation: 'APPROVED', status: 'DEVOPS_SETUP_COMPLETED', flag: true, tech: 'tech', stack: 'angularDotnet', market: 'United Kingdom', duration: '1< and >3 months', daysAgo: 58, summary: 'Travel checklists and pet-friendly stays for owners on the road with their pets.' },
];

const DAY = 24 * 60 * 60 * 1000;

/** Status order after approval: how far each project has come. */
const STAGES: readonly (ProjectStatus | null)[] = [
  null,
  'PROJECT_DETAILS_FILLED',
  'APPROVAL_COMPLETED',
  'DEVOPS_SETUP_IN_PROGRESS',
  'DEVOPS_SETUP_COMPLETED',
  'ENVIRONMENT_SETUP_COMPLETED',
  'SONAR_ISSUES',
  'SONAR_ANALYSIS_COMPLETED',
  'DEPLOYMENT_COMPLETED',
];
const stage = (status: ProjectStatus | null): number => {
  const index = STAGES.indexOf(status);
  return index >= 0 ? index : STAGES.length; // the deployment variants and lighthouse come last
};

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function option<T extends LookupOption>(list: readonly T[], name: string): T {
  const found = list.find((o) => o.name === name);
  if (!found) throw new Error(`seed: no lookup option ${name}`);
  return { ...found };
}

interface SeedContext {
  now: number;
  users: readonly MockUser[];
  brands: readonly Brand[];
  lookups: Lookups;
  cloudRegions: readonly CloudRegion[];
}

function ref(users: readonly MockUser[], username: string): UserRef {
  const user = users.find((u) => u.username === username);
  if (!user) throw new Error(`seed: no user ${username}`);
  return { userId: user.userId, username: user.username };
}

/** The wizard's fields; an uncreated project has none, a step-2 draft only the first two steps. */
function wizardFields(seed: ProjectSeed, ctx: SeedContext) {
  const { lookups } = ctx;
  const empty = emptyWizardFields();
  if (!seed.stack) return empty;
  const stack = STACKS[seed.stack];
  const pick = (list: readonly LookupOption[], name: string | undefined) => (name ? option(list, name) : null);
  const platform = option(lookups.cloud_platforms, stack.platform);
  const region = ctx.cloudRegions.find((r) => r.cpId === platform.id && r.serviceName === stack.service && r.name === stack.region);
  if (!region) throw new Error(`seed: no region ${stack.region} for ${stack.service}`);
  const technical = {
    markets: option(lookups.markets, seed.market),
    duration: option(lookups.durations, seed.duration),
    noOfSprints: seed.sprints ?? 20,
    noOfTeamMembers: seed.teamSize ?? 10,
    qualityAssurance: stack.qa.map((n) => option(lookups.quality_assurance, n)),
    cmsFlag: Boolean(stack.cms),
    cms: pick(lookups.cms, stack.cms),
    frontend: pick(lookups.frontends, stack.frontend),
    middleware: pick(lookups.middlewares, stack.middleware),
    framework: pick(lookups.frameworks, stack.framework),
    backend: pick(lookups.backends, stack.backend),
  };
  if (seed.partial) {
    // Saved when the agency entered step 2: the wizard's defaults, nothing chosen on step 3.
    return {
      ...empty,
      ...technical,
      hostingType: option(lookups.hosting_type, 'PaaS'),
      cloudPlatform: option(lookups.cloud_platforms, 'Azure'),
      noOfHits: 500,
    };
  }
  const environments = stack.environments.map((n) => option(lookups.environments, n));
  return {
    ...technical,
    hostingType: option(lookups.hosting_type, stack.hosting),
    cloudPlatform: platform,
    cloudRegions: { ...region },
    dfcTemplates: option(lookups.dfc_templates, stack.template),
    noOfHits: stack.hits,
    endUsers: stack.endUsers.map((n) => option(lookups.end_users, n)),
    environments,
    noOfEnvironments: environments.length,
  };
}

/** Devops address, environment address, pipeline codes and reports, as far as the project has come. */
function devopsFields(seed: ProjectSeed, created: number) {
  const status = seed.status;
  const at = stage(status);
  const name = slug(seed.name);
  const report = (kind: string, version: number, daysLater: number): ProjectReport => ({
    version,
    reportCreatedDate: new Date(created + daysLater * DAY).toISOString(),
    name: `${kind}_${name}_v${version}.html`,
  });
  const devopsStatus: string[] = [];
  if (status === 'DEVOPS_SETUP_IN_PROGRESS') devopsStatus.push('DFC-PROJECT-SETUP-PIPELINE-IN-PROGRESS');
  if (at >= stage('DEVOPS_SETUP_COMPLETED')) devopsStatus.push('DFC-PROJECT-SETUP-PIPELINE-SUCCESS');
  if (status === 'DEVOPS_SETUP_COMPLETED') devopsStatus.push('DFC-IAC-PIPELINE-PENDING');
  if (at >= stage('ENVIRONMENT_SETUP_COMPLETED')) devopsStatus.push('DFC-IAC-PIPELINE-SUCCESS');

  let envUrl: string | null = null;
  let ipAddress: string | null = null;
  if (at >= stage('ENVIRONMENT_SETUP_COMPLETED')) {
    if (status === 'STATIC_WEB_APP_DEPLOYMENT_COMPLETED') envUrl = `https://${name}.azurestaticapps.net`;
    else if (status === 'DOCKER_IMAGE_CREATION_COMPLETED') {
      envUrl = `http://${name}.centralindia.azurecontainer.io`;
      ipAddress = `203.0.113.${seed.id}`;
    } else envUrl = `https://${name}.azurewebsites.net`;
  }
  const sonarReports = at >= stage('SONAR_ISSUES') ? [report('sonar', 1, 20)] : [];
  if (at >= stage('SONAR_ANALYSIS_COMPLETED')) sonarReports.push(report('sonar', 2, 26));
  const lighthouse = status === 'LIGHTHOUSE_SETUP_COMPLETED';
  return {
    ipAddress,
    devopsUrl: at >= stage('DEVOPS_SETUP_COMPLETED') ? `https://devops.example.com/dfc-portal/${seed.name.replace(/\s+/g, '_')}` : null,
    envUrl,
    devopsStatus,
    dfcLighthouseReports: lighthouse ? [report('lighthouse', 1, 34), report('lighthouse', 2, 40)] : [],
    sonarReports,
    lighthouseFile: lighthouse ? `lighthouse_${name}_v2.html` : null,
  };
}

export function seedProjects(ctx: SeedContext): StoredProject[] {
  return PROJECTS.map((seed) => {
    const brand = ctx.brands.find((b) => b.brandName === seed.brand);
    if (!brand) throw new Error(`seed: no brand ${seed.brand}`);
    const created = ctx.now - seed.daysAgo * DAY - seed.id * 37 * 60_000;
    return {
      projectId: seed.id,
      projectName: seed.name,
      projectSummary: seed.summary,
      projectCreator: ref(ctx.users, seed.creator),
      dfcUser: ref(ctx.users, seed.agency),
      projectBrand: { ...brand },
      projectCreationStatus: seed.creation,
      ...wizardFields(seed, ctx),
      projectStatus: seed.status,
      techApprovalFlag: seed.flag ?? false,
      ...devopsFields(seed, created),
      projectCreatedDate: new Date(created).toISOString(),
      techUser: seed.tech ? ref(ctx.users, seed.tech) : null,
      teamMemberIds: (seed.team ?? []).map((i) => FIRST_TEAM_MEMBER_ID + i),
    };
  });
}
