/**
 * The cloud recommender, the plan picker and environment creation (seed 000 sections 2, 3, 4, 7):
 * the tech user (and, for plan selection, the brand manager of seed 000 section 6) asks which
 * services fit, reads a service's price list by region, requests an environment with a default or
 * a chosen plan, polls its status and saves the service URL and IP address to the project.
 */
import type { PriceList, Recommendation, RecommendationFlags } from '../cloud';
import { defineGroup, get, post, put } from './define';

/** What createResource / createResourceSku answer: the URL to poll (a string, or {status}). */
export type ResourceRequestAnswer = string | { status: string };

/** GET /api/checkStatus: the environment job's status ('Accepted', 'Started', 'Running...', 'Succeeded', 'Failed'). */
export interface EnvironmentStatus {
  status: string;
  /** The application service URL once it exists ('' before). */
  service: string;
  ipAddress: string;
}

export interface CreateResourceQuery {
  /** Ours (issue 7): the chosen plan's monthly estimate, recorded with the request (e.g. "EUR 12.3400"). */
  monthlyEstimate?: string;
  service: string;
  /** The resource's name (derived from the project). */
  name: string;
  /** The region's location, as the price list names it. */
  location: string;
  /** The project's technology (its backend, or its CMS). */
  language: string;
}

export interface CreateResourceSkuQuery {
  /** Ours (issue 7): as on CreateResourceQuery. */
  monthlyEstimate?: string;
  service: string;
  name: string;
  skuId: string;
  skuName: string;
  language: string;
}

export interface PriceListQuery {
  /** 5 times the page (PLAN_PAGE_SIZE). */
  skip: number;
  region: string;
  service: string;
}

/** PUT /api/save_env_url/{projectId}. */
export interface EnvironmentUrl {
  envURL: string;
  ip: string;
}

export const cloudContract = defineGroup('cloud', {
  recommendations: post('/api/recommendations', 'array').returns<Recommendation[]>().takes<RecommendationFlags>(),
  priceList: get('/api/pricelist', 'object').returns<PriceList>().withQuery<PriceListQuery>(),
  createResource: post('/api/createResource', 'any').returns<ResourceRequestAnswer>().withQuery<CreateResourceQuery>(),
  createResourceSku: post('/api/createResourceSku', 'any').returns<ResourceRequestAnswer>().withQuery<CreateResourceSkuQuery>(),
  checkStatus: get('/api/checkStatus', 'object').returns<EnvironmentStatus>().withQuery<{ statusUrl: string }>(),
  saveEnvUrl: put('/api/save_env_url/:projectId', 'any').returns<unknown>().takes<EnvironmentUrl>(),
  /** The project's status as text (e.g. ENVIRONMENT_SETUP_COMPLETED). */
  projectStatus: get('/api/get_dfc_project_status/:projectId', 'any').returns<unknown>(),
});
