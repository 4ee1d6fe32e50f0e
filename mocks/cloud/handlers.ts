/**
 * The cloud recommender, price lists and environment creation (contract.cloud, seed 000 sections
 * 2, 4, 6, 7). Who may call what (each entry's access rule, src/domain/contract/cloud.ts): the
 * tech user (role 8) asks for recommendations; roles 2 and 8 read the plan page's price list
 * (/ServiceRegionOptions is a role 2 page too); environments are requested, followed and saved by
 * who sets them up for the project (its assigned tech user, or the global brand manager who
 * created it) and a request by who raised it; the project status by whoever reads the project. The rules are in ./cloud.ts and
 * environments.ts); environment creation runs as a job on the mock clock.
 */
import { contract } from '../../src/domain/contract';
import { checkEnvironmentStatus, createResource, createResourceSku, projectStatusText, saveEnvironmentUrl } from './environments';
import { priceList, recommend } from './cloud';
import { handle } from '../core/contract';
import { answer, message, plain, positiveInt, queryOf, readJson } from '../core/http';
import './access';

const { cloud } = contract;

export const cloudRoutes = [
  handle(cloud.recommendations, async ({ request }) => answer(recommend(await readJson(request)))),

  handle(cloud.priceList, ({ request }) => {
    const { region, service, skip } = queryOf(request);
    const absent = [['region', region], ['service', service]].filter(([, value]) => !value?.trim()).map(([name]) => name);
    if (absent.length) return message(`Missing query parameter(s): ${absent.join(', ')}`, 400);
    return answer(priceList({ region, service, skip }));
  }),

  /** The answer is the status URL to poll, as plain text. */
  handle(cloud.createResource, ({ request, user }) => answer(createResource(user, queryOf(request)), plain)),
  handle(cloud.createResourceSku, ({ request, user }) => answer(createResourceSku(user, queryOf(request)), plain)),

  handle(cloud.checkStatus, ({ request, user }) => answer(checkEnvironmentStatus(user, queryOf(request).statusUrl))),

  handle(cloud.saveEnvUrl, async ({ request, params, user }) =>
    answer(saveEnvironmentUrl(user, positiveInt(params.projectId), await readJson(request))),
  ),

  handle(cloud.projectStatus, ({ params, user }) =>
    answer(projectStatusText(user, positiveInt(params.projectId)), plain),
  ),
];
