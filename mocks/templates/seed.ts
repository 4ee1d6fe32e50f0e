import type { LookupOption, UserRef } from '../../src/domain/projects';
import type { MockUser } from '../core/types';
import type { CloudRegion, Lookups } from '../lookups/types';
import type { StoredTemplate } from './types';

/** Saved wizard templates of the agencies (names upper-cased, unique per user). */

interface TemplateSeed {
  owner: 'gagency' | 'lagency';
  name: string;
  cms?: string;
  stack?: { frontend: string; middleware: string; framework: string; backend: string };
  codeTemplate: string;
  platform: string;
  service: string;
  region: string;
  hosting: string;
  market: string;
  duration: string;
  sprints: number;
  teamSize: number;
  qa: string[];
  environments: string[];
  endUsers: string[];
  hits: number;
}

const TEMPLATES: TemplateSeed[] = [
  {
    owner: 'gagency',
    name: 'REACT STARTER',
    stack: { frontend: 'React', middleware: 'Spring Boot', framework: 'Spring Boot', backend: 'PostgreSQL' },
    codeTemplate: 'React Starter Kit',
    platform: 'Azure',
    service: 'Azure App Service',
    region: 'West Europe',
    hosting: 'PaaS',
    market: 'Global',
    duration: '1< and >3 months',
    sprints: 20,
    teamSize: 10,
    qa: ['Unit Testing', 'Functional Testing'],
    environments: ['Dev', 'QA', 'Prod'],
    endUsers: ['Consumers'],
    hits: 500,
  },
  {
    owner: 'gagency',
    name: 'CMS SITE',
    cms: 'Adobe Experience Manager',
    codeTemplate: 'Static Site Starter',
    platform: 'Azure',
    service: 'Static web apps',
    region: 'West Europe',
    hosting: 'PaaS',
    market: 'United Kingdom',
    duration: '1< and >3 months',
    sprints: 8,
    teamSize: 5,
    qa: ['Accessibility Testing', 'SEO Audit'],
    environments: ['Dev', 'UAT', 'Prod'],
    endUsers: ['Consumers', 'Healthcare Professionals'],
    hits: 1500,
  },
  {
    owner: 'gagency',
    name: 'CONTAINER API',
    stack: { frontend: 'Vue.js', middleware: 'Node.js', framework: 'Express', backend: 'MongoDB' },
    codeTemplate: 'Node.js Express Starter',
    platform: 'Azure',
    service: 'Container Instances',
    region: 'Central India',
    hosting: 'Containers',
    market: 'India',
    duration: '3< and >6 months',
    sprints: 24,
    teamSize: 8,
    qa: ['Unit Testing', 'Performance Testing', 'Security Testing'],
    environments: ['Dev', 'QA', 'UAT', 'Prod'],
    endUsers: ['Consumers', 'Retail Partners'],
    hits: 5000,
  },
  {
    owner: 'lagency',
    name: 'SPRING API',
    stack: { frontend: 'Angular', middleware: 'Spring Boot', framework: 'Spring Boot', backend: 'MySQL' },
    codeTemplate: 'Spring Boot API Starter',
    platform: 'Azure',
    service: 'Azure App Service',
    region: 'East US',
    hosting: 'PaaS',
    market: 'United States',
    duration: '3< and >6 months',
    sprints: 16,
    teamSize: 7,
    qa: ['Unit Testing', 'Security Testing'],
    environments: ['Dev', 'QA', 'Prod'],
    endUsers: ['Internal Employees'],
    hits: 800,
  },
  {
    owner: 'lagency',
    name: 'WORDPRESS PROMO',
    cms: 'WordPress',
    codeTemplate: 'Static Site Starter',
    platform: 'AWS',
    service: 'Elastic Beanstalk',
    region: 'eu-west-1',
    hosting: 'IaaS',
    market: 'Germany',
    duration: 'Less than 1 month',
    sprints: 4,
    teamSize: 3,
    qa: ['Functional Testing'],
    environments: ['Dev', 'Prod'],
    endUsers: ['Consumers'],
    hits: 300,
  },
];

function option<T extends LookupOption>(list: readonly T[], name: string): T {
  const found = list.find((o) => o.name === name);
  if (!found) throw new Error(`seed: no lookup option ${name}`);
  return { ...found };
}

export function seedTemplates(users: readonly MockUser[], lookups: Lookups, cloudRegions: readonly CloudRegion[]): StoredTemplate[] {
  return TEMPLATES.map((t, i) => {
    const owner = users.find((u) => u.username === t.owner);
    if (!owner) throw new Error(`seed: no user ${t.owner}`);
    const dfcUser: UserRef = { userId: owner.userId, username: owner.username };
    const platform = option(lookups.cloud_platforms, t.platform);
    const region = cloudRegions.find((r) => r.cpId === platform.id && r.serviceName === t.service && r.name === t.region);
    if (!region) throw new Error(`seed: no region ${t.region}`);
    const environments = t.environments.map((n) => option(lookups.environments, n));
    return {
      templateId: i + 1,
      ownerId: owner.userId,
      templateName: t.name,
      hostingType: option(lookups.hosting_type, t.hosting),
      markets: option(lookups.markets, t.market),
      cms: t.cms ? option(lookups.cms, t.cms) : null,
      frontend: t.stack ? option(lookups.frontends, t.stack.frontend) : null,
      middleware: t.stack ? option(lookups.middlewares, t.stack.middleware) : null,
      framework: t.stack ? option(lookups.frameworks, t.stack.framework) : null,
      backend: t.stack ? option(lookups.backends, t.stack.backend) : null,
      cloudPlatform: platform,
      dfcTemplates: option(lookups.dfc_templates, t.codeTemplate),
      noOfHits: t.hits,
      endUsers: t.endUsers.map((n) => option(lookups.end_users, n)),
      noOfSprints: t.sprints,
      noOfTeamMembers: t.teamSize,
      cmsFlag: Boolean(t.cms),
      noOfEnvironments: environments.length,
      qualityAssurance: t.qa.map((n) => option(lookups.quality_assurance, n)),
      environments,
      cloudRegions: { ...region },
      duration: option(lookups.durations, t.duration),
      dfcUser,
    };
  });
}
