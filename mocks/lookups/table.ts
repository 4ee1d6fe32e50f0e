/** The lookups table (mocks/core/tables.ts). */
import { defineTable } from '../core/tables';
import { seedBrands, seedCloudRegions, seedLookups } from './seed';

/** The wizard's lists, brands and cloud regions. */
export const lookupsTable = defineTable({
  name: 'lookups',
  version: 1,
  keys: ['brands', 'lookups', 'cloudRegions'],
  seed: () => ({ brands: seedBrands(), lookups: seedLookups(), cloudRegions: seedCloudRegions() }),
});
