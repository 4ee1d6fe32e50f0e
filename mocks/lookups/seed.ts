import type { Brand, CloudRegion, Lookups, LookupOption } from './types';
import { SERVICE_NAMES } from '../../src/domain/cloud';

/** The lists the wizard offers (handlers/lookups.ts serves them). */

const options = (...names: string[]): LookupOption[] => names.map((name, i) => ({ id: i + 1, name }));

export function seedBrands(): Brand[] {
  return [
    'Aurora Skin',
    'Zenith Foods',
    'Nimbus Health',
    'Solstice Home',
    'Harbor Pets',
    'Meridian Beverages',
  ].map((brandName, i) => ({ brandId: i + 1, brandName }));
}

const TEMPLATE_BASE = 'https://git.example.com/dfc-templates';

export function seedLookups(): Lookups {
  return {
    markets: options('Global', 'United States', 'United Kingdom', 'Germany', 'France', 'India', 'Japan', 'Brazil'),
    durations: options('Less than 1 month', '1< and >3 months', '3< and >6 months', 'More than 6 months'),
    frontends: options('React', 'Angular', 'Vue.js', 'Next.js', 'Static HTML'),
    middlewares: options('Node.js', 'Spring Boot', '.NET Core', 'None'),
    backends: options('PostgreSQL', 'MySQL', 'Azure SQL Database', 'MongoDB', 'Cosmos DB'),
    frameworks: options('Spring Boot', 'Express', 'NestJS', 'Django', 'ASP.NET Core'),
    quality_assurance: options(
      'Unit Testing',
      'Functional Testing',
      'Performance Testing',
      'Security Testing',
      'Accessibility Testing',
      'SEO Audit',
    ),
    cms: options('Adobe Experience Manager', 'Sitecore', 'Contentful', 'WordPress', 'Drupal'),
    dfc_templates: [
      { id: 1, name: 'React Starter Kit', templateUrl: `${TEMPLATE_BASE}/react-starter.git` },
      { id: 2, name: 'Spring Boot API Starter', templateUrl: `${TEMPLATE_BASE}/spring-boot-api.git` },
      { id: 3, name: 'Node.js Express Starter', templateUrl: `${TEMPLATE_BASE}/node-express.git` },
      { id: 4, name: 'Static Site Starter', templateUrl: `${TEMPLATE_BASE}/static-site.git` },
    ],
    cloud_platforms: options('Azure', 'AWS', 'Google Cloud'),
    hosting_type: options('PaaS', 'IaaS', 'Containers', 'Serverless'),
    environments: options('Dev', 'QA', 'UAT', 'Staging', 'Prod'),
    end_users: options('Consumers', 'Healthcare Professionals', 'Retail Partners', 'Internal Employees', 'Agencies'),
  };
}

/** Service names of the recommender (seed 000 section 9): one list, in src/domain/cloud.ts. */
export const AZURE_SERVICES = SERVICE_NAMES;

const AZURE_REGIONS = ['West Europe', 'Central India', 'East US', 'Southeast Asia'];
const OTHER_PLATFORMS: { cpId: number; serviceName: string; regions: string[] }[] = [
  { cpId: 2, serviceName: 'Elastic Beanstalk', regions: ['eu-west-1', 'ap-south-1', 'us-east-1', 'ap-southeast-1'] },
  { cpId: 3, serviceName: 'App Engine', regions: ['europe-west1', 'asia-south1', 'us-central1', 'asia-southeast1'] },
];

/** Azure (cpId 1): every service in every region; the other platforms: one service each. */
export function seedCloudRegions(): CloudRegion[] {
  const rows: Omit<CloudRegion, 'id'>[] = [];
  for (const serviceName of AZURE_SERVICES) {
    for (const name of AZURE_REGIONS) rows.push({ name, cpId: 1, serviceName });
  }
  for (const platform of OTHER_PLATFORMS) {
    for (const name of platform.regions) rows.push({ name, cpId: platform.cpId, serviceName: platform.serviceName });
  }
  return rows.map((row, i) => ({ id: i + 1, ...row }));
}
