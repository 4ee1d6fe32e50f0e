/** Mirrors the lookup calls of src/api/projects.ts: brands, agencies, the 13 wizard lists, regions. */
import { http, HttpResponse } from 'msw';
import { LOOKUP_LISTS } from '../../src/domain/projects';
import { agencyUsers, brands, lookupList, regionsOfPlatform, regionsOfService } from '../db';
import { positiveInt, signedIn } from './http';

export const lookupHandlers = [
  http.get('/api/project_brands', signedIn(() => HttpResponse.json(brands()))),
  http.get('/api/agencyList', signedIn(() => HttpResponse.json(agencyUsers()))),

  ...LOOKUP_LISTS.map((list) => http.get(`/api/${list}`, signedIn(() => HttpResponse.json(lookupList(list))))),

  // Registered without the trailing slash: the pattern matches /api/get_cloud_regions/1/ as well.
  http.get(
    '/api/get_cloud_regions/:cloudPlatformId',
    signedIn(({ params }) => {
      const id = positiveInt(params.cloudPlatformId);
      return HttpResponse.json(id === null ? [] : regionsOfPlatform(id));
    }),
  ),

  http.get(
    '/api/get_cloud_regions_by_service/:serviceName/:serviceId',
    signedIn(({ params }) => HttpResponse.json(regionsOfService(String(params.serviceName)))),
  ),
];
