/** The wizard's lookups (contract.lookups, and the region lists of contract.projects): any signed-in user. */
import { HttpResponse } from 'msw';
import { contract } from '../../src/domain/contract';
import { LOOKUP_LISTS } from '../../src/domain/projects';
import { agencyUsers, brands, lookupList, regionsOfPlatform, regionsOfService } from './lookups';
import { handle } from '../core/contract';
import { positiveInt } from '../core/http';

const { lookups, projects } = contract;

export const lookupRoutes = [
  handle(projects.brands, () => HttpResponse.json(brands())),
  handle(projects.agencies, () => HttpResponse.json(agencyUsers())),

  ...LOOKUP_LISTS.map((list) => handle(lookups[list], () => HttpResponse.json(lookupList(list)))),

  handle(projects.cloudRegions, ({ params }) => {
    const id = positiveInt(params.cloudPlatformId);
    return HttpResponse.json(id === null ? [] : regionsOfPlatform(id));
  }),
  handle(projects.cloudRegionsByService, ({ params }) => HttpResponse.json(regionsOfService(params.serviceName))),
];
