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
 * (mocks/db/cloud.ts also accepts the label, the armRegionName and the location, any case.)
 *
 * Prices are USD (the API's default currency), written for East US and scaled by a regional factor.
 * armSkuName is the seed's selectable flag: the string 'true' marks a plan the portal may create (a
 * green card); 'false' or '' (a meter with no ARM SKU) marks an inert one (a pink card).
 */
import type { PriceListItem } from '../cloud';
import { AZURE_SERVICES } from './lookups';

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

export const PRICE_REGIONS: readonly PriceRegion[] = [
  { value: 'europe', label: 'Europe', armRegionName: 'westeurope', location: 'EU West', priceFactor: 1.1 },
  { value: 'india', label: 'India', armRegionName: 'centralindia', location: 'IN Central', priceFactor: 0.92 },
  { value: 'us', label: 'USA', armRegionName: 'eastus', location: 'US East', priceFactor: 1 },
  { value: 'asia', label: 'Asia', armRegionName: 'southeastasia', location: 'AP Southeast', priceFactor: 1.15 },
];

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

const m = (productName: string, skuName: string, price: number, unitOfMeasure: string, plan: boolean): Meter => ({
  productName,
  skuName,
  price,
  unitOfMeasure,
  plan,
});

const HOUR = '1 Hour';
const GB_MONTH = '1 GB/Month';
const MONTH = '1/Month';

/** Listed in this order; roughly half of each list is selectable, spread over the pages of 5. */
const METERS: Record<AzureService, Meter[]> = {
  Storage: [
    m('Blob Storage Hot LRS Data Stored', 'Hot LRS', 0.0184, GB_MONTH, true),
    m('Blob Storage Hot LRS Write Operations', 'Hot LRS', 0.055, '10K', false),
    m('Blob Storage Hot Read Operations', 'Hot LRS', 0.0044, '10K', false),
    m('Blob Storage Cool LRS Data Stored', 'Cool LRS', 0.01, GB_MONTH, true),
    m('Blob Storage Cool Read Operations', 'Cool LRS', 0.01, '10K', false),
    m('Blob Storage Cold LRS Data Stored', 'Cold LRS', 0.0036, GB_MONTH, true),
    m('Blob Storage Archive LRS Data Stored', 'Archive LRS', 0.00099, GB_MONTH, true),
    m('Blob Storage Hot ZRS Data Stored', 'Hot ZRS', 0.023, GB_MONTH, true),
    m('Blob Storage Hot GRS Data Stored', 'Hot GRS', 0.0368, GB_MONTH, false),
    m('Blob Storage Hot RA-GRS Data Stored', 'Hot RA-GRS', 0.046, GB_MONTH, false),
    m('Files Hot LRS Data Stored', 'Hot LRS', 0.0255, GB_MONTH, true),
    m('Files Premium LRS Provisioned', 'Premium LRS', 0.16, GB_MONTH, false),
    m('Tables Standard LRS Data Stored', 'Standard LRS', 0.045, GB_MONTH, false),
    m('Tables Batch Write Operations', 'Standard LRS', 0.00036, '10K', false),
  ],
  'Azure App Service': [
    m('App Service Free F1', 'F1', 0, HOUR, true),
    m('App Service Shared D1', 'D1', 0.013, HOUR, false),
    m('App Service Basic B1', 'B1', 0.075, HOUR, true),
    m('App Service Basic B2', 'B2', 0.15, HOUR, false),
    m('App Service Basic B3', 'B3', 0.3, HOUR, false),
    m('App Service Basic B1 - Linux', 'B1', 0.018, HOUR, true),
    m('App Service Standard S1', 'S1', 0.1, HOUR, true),
    m('App Service Standard S2', 'S2', 0.2, HOUR, false),
    m('App Service Standard S3', 'S3', 0.4, HOUR, false),
    m('App Service Premium v3 P0v3', 'P0v3', 0.16, HOUR, true),
    m('App Service Premium v3 P1v3', 'P1v3', 0.32, HOUR, true),
    m('App Service Premium v3 P2v3', 'P2v3', 0.64, HOUR, false),
    m('App Service Premium v3 P3v3', 'P3v3', 1.28, HOUR, true),
    m('App Service Isolated v2 I1v2', 'I1v2', 0.572, HOUR, false),
  ],
  'Cloud Services': [
    m('Cloud Services A0 (Extra Small)', 'A0', 0.02, HOUR, false),
    m('Cloud Services A1 (Small)', 'A1', 0.08, HOUR, true),
    m('Cloud Services A2 (Medium)', 'A2', 0.16, HOUR, true),
    m('Cloud Services A3 (Large)', 'A3', 0.32, HOUR, false),
    m('Cloud Services A4 (Extra Large)', 'A4', 0.64, HOUR, false),
    m('Cloud Services Av2 A1 v2', 'A1 v2', 0.043, HOUR, true),
    m('Cloud Services Av2 A2 v2', 'A2 v2', 0.091, HOUR, true),
    m('Cloud Services Av2 A4 v2', 'A4 v2', 0.191, HOUR, false),
    m('Cloud Services Dv2 D1 v2', 'D1 v2', 0.105, HOUR, true),
    m('Cloud Services Dv2 D2 v2', 'D2 v2', 0.21, HOUR, false),
    m('Cloud Services Dv2 D3 v2', 'D3 v2', 0.42, HOUR, true),
    m('Cloud Services Dv2 D4 v2', 'D4 v2', 0.84, HOUR, false),
  ],
  'Container Instances': [
    m('Container Instances Standard Linux vCPU Duration', 'Standard', 0.04048, HOUR, true),
    m('Container Instances Standard Linux Memory Duration', 'Standard', 0.00445, '1 GB/Hour', false),
    m('Container Instances Standard Windows vCPU Duration', 'Standard', 0.08368, HOUR, false),
    m('Container Instances Standard Windows Memory Duration', 'Standard', 0.00445, '1 GB/Hour', false),
    m('Container Instances Confidential Linux vCPU Duration', 'Confidential', 0.0486, HOUR, true),
    m('Container Instances Confidential Linux Memory Duration', 'Confidential', 0.00534, '1 GB/Hour', false),
    m('Container Instances Spot Linux vCPU Duration', 'Spot', 0.00405, HOUR, true),
    m('Container Instances Spot Linux Memory Duration', 'Spot', 0.000445, '1 GB/Hour', false),
    m('Container Instances K80 vGPU Duration', 'K80 GPU', 0.9, HOUR, true),
    m('Container Instances P100 vGPU Duration', 'P100 GPU', 1.53, HOUR, false),
    m('Container Instances V100 vGPU Duration', 'V100 GPU', 2.43, HOUR, true),
    m('Container Instances Dedicated Linux vCPU Duration', 'Dedicated', 0.0486, HOUR, true),
  ],
  Functions: [
    m('Functions Consumption Total Executions', 'Consumption', 0.2, '1M', true),
    m('Functions Consumption Execution Time', 'Consumption', 0.000016, '1 GB Second', false),
    m('Functions Flex Consumption On Demand Execution Time', 'Flex Consumption', 0.000026, '1 GB Second', false),
    m('Functions Flex Consumption On Demand Total Executions', 'Flex Consumption', 0.4, '1M', true),
    m('Functions Flex Consumption Always Ready Baseline', 'Flex Consumption', 0.000004, '1 GB Second', false),
    m('Functions Premium EP1', 'EP1', 0.2161, HOUR, true),
    m('Functions Premium EP2', 'EP2', 0.4322, HOUR, false),
    m('Functions Premium EP3', 'EP3', 0.8644, HOUR, true),
    m('Functions Premium vCPU Duration', 'Premium', 0.173, HOUR, false),
    m('Functions Premium Memory Duration', 'Premium', 0.0123, '1 GB/Hour', false),
    m('Functions Premium EP1 - Linux', 'EP1', 0.173, HOUR, true),
    m('Functions Flex Consumption Always Ready Total Executions', 'Flex Consumption', 0.2, '1M', true),
  ],
  'Azure Service Fabric': [
    m('Service Fabric Managed Cluster Basic', 'Basic', 0, HOUR, true),
    m('Service Fabric Managed Cluster Standard', 'Standard', 0.17, HOUR, false),
    m('Service Fabric Node Dv3 D2 v3', 'D2 v3', 0.192, HOUR, true),
    m('Service Fabric Node Dv3 D4 v3', 'D4 v3', 0.384, HOUR, false),
    m('Service Fabric Node Dv3 D8 v3', 'D8 v3', 0.768, HOUR, false),
    m('Service Fabric Node Dsv3 D2s v3', 'D2s v3', 0.192, HOUR, true),
    m('Service Fabric Node Dsv3 D4s v3', 'D4s v3', 0.384, HOUR, true),
    m('Service Fabric Node Dv5 D2 v5', 'D2 v5', 0.188, HOUR, false),
    m('Service Fabric Node Dv5 D4 v5', 'D4 v5', 0.376, HOUR, true),
    m('Service Fabric Node Ev5 E2 v5', 'E2 v5', 0.218, HOUR, false),
    m('Service Fabric Node Ev5 E4 v5', 'E4 v5', 0.436, HOUR, true),
    m('Service Fabric Node Bs B2ms', 'B2ms', 0.0912, HOUR, false),
  ],
  'Static web apps': [
    m('Static Web Apps Free', 'Free', 0, MONTH, true),
    m('Static Web Apps Standard', 'Standard', 9, MONTH, true),
    m('Static Web Apps Standard Bandwidth Overage', 'Standard', 0.2, '1 GB', false),
    m('Static Web Apps Standard Enterprise-grade Edge', 'Standard', 17.5, MONTH, false),
    m('Front Door Standard Requests', 'Standard', 0.009, '10K', false),
    m('Front Door Standard Base Fee', 'Standard', 35, MONTH, true),
    m('Front Door Standard Data Transfer Out', 'Standard', 0.083, '1 GB', false),
    m('Front Door Premium Base Fee', 'Premium', 330, MONTH, true),
    m('Front Door Premium Requests', 'Premium', 0.012, '10K', false),
    m('DNS Public Zone', 'Public', 0.5, MONTH, true),
    m('DNS Public Queries', 'Public', 0.4, '1M', false),
    m('Application Insights Data Ingestion', 'Pay-as-you-go', 2.3, '1 GB', true),
  ],
};

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
