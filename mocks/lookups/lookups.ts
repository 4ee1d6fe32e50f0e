/** The wizard's option lists (seed 000 sections 3, 7, 9), brands, agencies and cloud regions. */
import type { Brand, CloudRegion, LookupList, LookupOption, UserRef } from '../../src/domain/projects';
import { db } from '../core/state';
import type { LookupName } from './types';
import './table';

/** GET /api/<list> reads the lookups table of the same name without the get_ prefix. */
const TABLE: Record<LookupList, LookupName> = {
  get_markets: 'markets',
  get_durations: 'durations',
  get_frontends: 'frontends',
  get_middlewares: 'middlewares',
  get_backends: 'backends',
  get_frameworks: 'frameworks',
  get_quality_assurance: 'quality_assurance',
  get_cms: 'cms',
  get_dfc_templates: 'dfc_templates',
  get_cloud_platforms: 'cloud_platforms',
  get_hosting_type: 'hosting_type',
  get_environments: 'environments',
  get_end_users: 'end_users',
};

export function lookupList(list: LookupList): LookupOption[] {
  return structuredClone(db.lookups[TABLE[list]]);
}

export function brands(): Brand[] {
  return structuredClone(db.brands);
}

/** GET /api/agencyList: the agency users. */
export function agencyUsers(): UserRef[] {
  return db.agencies.map(({ userId, username }) => ({ userId, username }));
}

export function regionsOfPlatform(cloudPlatformId: number): CloudRegion[] {
  return structuredClone(db.cloudRegions.filter((r) => r.cpId === cloudPlatformId));
}

export function regionsOfService(serviceName: string): CloudRegion[] {
  const wanted = serviceName.trim().toLowerCase();
  return structuredClone(db.cloudRegions.filter((r) => r.serviceName.toLowerCase() === wanted));
}
