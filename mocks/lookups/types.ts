/** Row types of the lookups table (./table.ts): the wizard's lists, brands and cloud regions. */

export interface Brand {
  brandId: number;
  brandName: string;
}

/** Lookup option (seed 000 section 3): id and name. */
export interface LookupOption {
  id: number;
  name: string;
}

/** Code template: id, name, templateUrl. */
export interface DfcTemplate extends LookupOption {
  templateUrl: string;
}

/** Cloud region: id, name, cpId (cloud platform id), serviceName. */
export interface CloudRegion extends LookupOption {
  cpId: number;
  serviceName: string;
}

/** The lists of GET /api/get_<name>, keyed by that name. */
export interface Lookups {
  markets: LookupOption[];
  durations: LookupOption[];
  frontends: LookupOption[];
  middlewares: LookupOption[];
  backends: LookupOption[];
  frameworks: LookupOption[];
  quality_assurance: LookupOption[];
  cms: LookupOption[];
  dfc_templates: DfcTemplate[];
  cloud_platforms: LookupOption[];
  hosting_type: LookupOption[];
  environments: LookupOption[];
  end_users: LookupOption[];
}

export type LookupName = keyof Lookups;

declare module '../core/types' {
  interface DbState {
    brands: Brand[];
    lookups: Lookups;
    cloudRegions: CloudRegion[];
  }
}
