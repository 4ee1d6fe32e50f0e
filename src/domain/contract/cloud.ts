/**
 * The cloud recommender, the plan picker and environment creation (seed 000 sections 2, 3, 4, 7):
 * the tech user (and, for plan selection, the brand manager of seed 000 section 6) asks which
 * services fit, reads a service's price list by region, requests an environment with a default or
 * a chosen plan, polls its status and saves the service URL and IP address to the project.
 */
import * as z from 'zod/mini';
import { loose, Unread } from './check';
import { PriceList, Recommendation, RecommendationFlags } from '../cloud';
import { defineGroup, get, post, put } from './define';

/** What createResource / createResourceSku answer: the URL to poll (a string, or {status}). */
export const ResourceRequestAnswer = z.union([z.string(), loose({ status: z.string() })]);
export type ResourceRequestAnswer = z.infer<typeof ResourceRequestAnswer>;

/**
 * GET /api/checkStatus: the environment job's status ('Accepted', 'Started', 'Running...', 'Succeeded', 'Failed'; once a
 * deploy job went to the environment, 'Deployment Successful', seed 000 section 4).
 */
export const EnvironmentStatus = loose({
  status: z.string(),
  /** The application service URL once it exists ('' before). */
  service: z.string(),
  ipAddress: z.string(),
});
export type EnvironmentStatus = z.infer<typeof EnvironmentStatus>;

/** Ours (issue 7): the chosen plan's monthly estimate, recorded with the request (e.g. "EUR 12.3400"). */
const monthlyEstimate = z.optional(z.string());

export const CreateResourceQuery = loose({
  monthlyEstimate,
  service: z.string(),
  /** The resource's name (derived from the project). */
  name: z.string(),
  /** The region's location, as the price list names it. */
  location: z.string(),
  /** The project's technology (its backend, or its CMS). */
  language: z.string(),
});
export type CreateResourceQuery = z.infer<typeof CreateResourceQuery>;

export const CreateResourceSkuQuery = loose({
  monthlyEstimate,
  service: z.string(),
  name: z.string(),
  skuId: z.string(),
  skuName: z.string(),
  language: z.string(),
});
export type CreateResourceSkuQuery = z.infer<typeof CreateResourceSkuQuery>;

export const PriceListQuery = loose({
  /** 5 times the page (PLAN_PAGE_SIZE). */
  skip: z.number(),
  region: z.string(),
  service: z.string(),
});
export type PriceListQuery = z.infer<typeof PriceListQuery>;

/** PUT /api/save_env_url/{projectId}. */
export const EnvironmentUrl = loose({ envURL: z.string(), ip: z.string() });
export type EnvironmentUrl = z.infer<typeof EnvironmentUrl>;

export const cloudContract = defineGroup('cloud', {
  recommendations: post('/api/recommendations', 'array').returns(z.array(Recommendation)).takes(RecommendationFlags).allow('cloudPlans'),
  priceList: get('/api/pricelist', 'object').returns(PriceList).withQuery(PriceListQuery).allow('serviceRegionOptions'),
  createResource: post('/api/createResource', 'any').returns(ResourceRequestAnswer).withQuery(CreateResourceQuery).allow('serviceRegionOptions', 'resource environment ?name'),
  createResourceSku: post('/api/createResourceSku', 'any').returns(ResourceRequestAnswer).withQuery(CreateResourceSkuQuery).allow('serviceRegionOptions', 'resource environment ?name'),
  checkStatus: get('/api/checkStatus', 'object').returns(EnvironmentStatus).withQuery(loose({ statusUrl: z.string() })).allow('serviceRegionOptions', 'environmentJob follower ?statusUrl'),
  saveEnvUrl: put('/api/save_env_url/:projectId', 'any').returns(Unread).takes(EnvironmentUrl).allow('serviceRegionOptions', 'project environment :projectId'),
  /** The project's status as text (e.g. ENVIRONMENT_SETUP_COMPLETED), plain or as {status}. */
  projectStatus: get('/api/get_dfc_project_status/:projectId', 'any').returns(Unread).allow('projectDetails', 'project reader :projectId'),
});
