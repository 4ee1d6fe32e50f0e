import { bestFirst, DEFAULT_REGION_SERVICE_ID, PLAN_PAGE_SIZE, type PriceList, type Recommendation, type RecommendationFlags } from '../domain/cloud';
import type { CloudRegion } from '../domain/projects';
import { projectsContract } from '../domain/contract/projects';
import { cloudContract, type CreateResourceQuery, type CreateResourceSkuQuery, type EnvironmentStatus, type EnvironmentUrl } from '../domain/contract/cloud';
import { api, fromCall } from './baseApi';
import { callsOf } from './call';
import { bodyText, malformed } from './errors';

/**
 * The cloud recommender, price lists and environment creation (contract.cloud). Reads and the
 * recommender go through RTK Query; environment creation is a workflow (request, poll every
 * environmentPollMs, save the URL) that the cloud feature's saga runs with these functions.
 */
const calls = callsOf(cloudContract);
const regionCalls = callsOf({ cloudRegionsByService: projectsContract.cloudRegionsByService });

export type { EnvironmentStatus, EnvironmentUrl } from '../domain/contract/cloud';

/** An environment request: the service's default plan, or one plan (SKU) of its price list. */
export type EnvironmentRequest =
  | ({ kind: 'default' } & CreateResourceQuery)
  | ({ kind: 'sku' } & CreateResourceSkuQuery);

/** POST /api/createResource or /api/createResourceSku: the status URL to poll. */
export async function requestEnvironment(request: EnvironmentRequest, signal?: AbortSignal): Promise<string> {
  const { kind, ...query } = request;
  const answer =
    kind === 'default'
      ? await calls.createResource({ query: query as CreateResourceQuery }, signal)
      : await calls.createResourceSku({ query: query as CreateResourceSkuQuery }, signal);
  const statusUrl = (typeof answer === 'string' ? answer : answer.status).trim();
  if (!statusUrl) throw malformed(cloudContract.createResource.path, answer);
  return statusUrl;
}

/** GET /api/checkStatus?statusUrl=…: the environment job's status, service URL and IP address. */
export function environmentStatus(statusUrl: string, signal?: AbortSignal): Promise<EnvironmentStatus> {
  return calls.checkStatus({ query: { statusUrl } }, signal);
}

/** PUT /api/save_env_url/{projectId} with {envURL, ip}. */
export async function saveEnvironmentUrl(projectId: number, body: EnvironmentUrl, signal?: AbortSignal): Promise<void> {
  await calls.saveEnvUrl({ params: { projectId }, body }, signal);
}

/** GET /api/get_dfc_project_status/{projectId}: the status as text (plain, or {status} / {message}). */
export async function projectStatusText(projectId: number, signal?: AbortSignal): Promise<string> {
  const data = await calls.projectStatus({ params: { projectId } }, signal);
  const text = typeof data === 'object' && data !== null && typeof (data as { status?: unknown }).status === 'string' ? (data as { status: string }).status : bodyText(data);
  return text.trim();
}

export const cloudApi = api.enhanceEndpoints({ addTagTypes: ['PriceList'] }).injectEndpoints({
  // A name another module already injected is an error, never a silent swap of one call for another.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** POST /api/recommendations with the ten flags; the answer best first. */
    recommendations: build.mutation<Recommendation[], RecommendationFlags>({
      queryFn: fromCall(async (flags: RecommendationFlags, signal) => bestFirst(await calls.recommendations({ body: flags }, signal))),
    }),
    /** GET /api/pricelist?skip=5×page&region&service. */
    priceList: build.query<PriceList, { service: string; region: string; page: number }>({
      queryFn: fromCall(({ service, region, page }: { service: string; region: string; page: number }, signal) =>
        calls.priceList({ query: { skip: page * PLAN_PAGE_SIZE, region, service } }, signal),
      ),
      providesTags: ['PriceList'],
      keepUnusedDataFor: 300,
    }),
    /** GET api/get_cloud_regions_by_service/{serviceName}/2 (the default region service id): Plan Selection's regions. */
    cloudRegionsOfService: build.query<CloudRegion[], string>({
      queryFn: fromCall((serviceName: string, signal) =>
        regionCalls.cloudRegionsByService({ params: { serviceName, serviceId: DEFAULT_REGION_SERVICE_ID } }, signal),
      ),
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useRecommendationsMutation, usePriceListQuery, useCloudRegionsOfServiceQuery } = cloudApi;
