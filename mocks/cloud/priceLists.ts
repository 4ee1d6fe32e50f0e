/**
 * The price lists of GET /api/pricelist (seed 000 sections 3, 7, 9): one list for every region of the
 * Plan Selection dropdown and every service of the recommender, shaped like the Azure retail prices
 * API (armRegionName, location, skuId, unitOfMeasure...). Deterministic: the same lists on every run.
 *
 * Region dropdown value -> Azure region (armRegionName / location):
 *   Europe ('europe') -> 'westeurope'    / 'EU West'
 *   India  ('india')  -> 'centralindia'  / 'IN Central'
 *   USA    ('us')     -> 'eastus'        / 'US East'
 *   Asia   ('asia')   -> 'southeastasia' / 'AP Southeast'
 * (mocks/cloud/cloud.ts also accepts the label, the armRegionName and the location, any case.)
 *
 * The regions and the meters are data (./priceLists.json). Prices are USD (the API's default
 * currency), written for East US and scaled by a regional factor.
 * armSkuName is the seed's selectable flag: the string 'true' marks a plan the portal may create (a
 * green card); 'false' or '' (a meter with no ARM SKU) marks an inert one (a pink card).
 */
import type { PriceListItem } from '../../src/domain/cloud';
import { AZURE_SERVICES } from '../lookups/seed';
import data from './priceLists.json';

export type AzureService = (typeof AZURE_SERVICES)[number];

export interface PriceRegion {
  /** The value the region dropdown sends. */
  value: string;
  /** The dropdown's label (seed 000 section 2). */
  label: string;
  armRegionName: string;
  location: string;
  /** Retail prices relative to East US. */
  priceFactor: number;
}

/** One meter of a service: its East US price, and whether it is a selectable plan. */
interface Meter {
  productName: string;
  skuName: string;
  /** USD in East US. */
  price: number;
  unitOfMeasure: string;
  /** armSkuName 'true' when set; otherwise 'false', or '' for a usage meter that has no ARM SKU. */
  plan: boolean;
}

export const PRICE_REGIONS: readonly PriceRegion[] = data.regions;

/** Listed in this order; roughly half of each list is selectable, spread over the pages of 5. */
const METERS: Record<AzureService, readonly Meter[]> = data.meters;

/** A small deterministic hash (FNV-1a), written in Azure's upper-case base-36 id style. */
function code(text: string, length: number): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  let out = '';
  while (out.length < length) {
    out += hash.toString(36).toUpperCase();
    hash = Math.imul(hash ^ out.length, 0x01000193) >>> 0;
  }
  return out.slice(0, length);
}

/** Retail prices keep six decimals (the card shows four). */
const roundPrice = (price: number) => Math.round(price * 1e6) / 1e6;

/** The list of one service in one region, in the order the pages show it. */
export function seedPriceList(region: PriceRegion, service: AzureService): PriceListItem[] {
  return METERS[service].map((meter) => ({
    productName: meter.productName,
    retailPrice: roundPrice(meter.price * region.priceFactor),
    currencyCode: 'USD',
    unitOfMeasure: meter.unitOfMeasure,
    armSkuName: meter.plan ? 'true' : meter.unitOfMeasure === '10K' ? '' : 'false',
    armRegionName: region.armRegionName,
    location: region.location,
    // Azure's style: product id / sku id.
    skuId: `DZH3${code(`${service}|${meter.productName}`, 8)}/${code(`${region.armRegionName}|${meter.productName}`, 4)}`,
    skuName: meter.skuName,
    serviceName: service,
  }));
}
