import {
  findPlan,
  isSelectablePlan,
  PLAN_PAGE_SIZE,
  priceList,
  RECOMMENDATION_FLAGS,
  recommend,
  type PriceListAnswer,
  type PriceListItem,
  type Recommendation,
  type RecommendationFlags,
} from './cloud';
import type { Outcome } from '../core/outcome';
import { AZURE_SERVICES } from '../lookups/seed';
import { PRICE_REGIONS } from './priceLists';

const REGION_VALUES = PRICE_REGIONS.map((r) => r.value);

function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`refused: ${outcome.status} ${outcome.message}`);
  return outcome.value;
}

const page = (region: string, service: string, skip: number | string): PriceListAnswer =>
  value(priceList({ region, service, skip }));

function wholeList(region: string, service: string): PriceListItem[] {
  const { totalItems } = page(region, service, 0);
  const items: PriceListItem[] = [];
  for (let skip = 0; skip < totalItems; skip += PLAN_PAGE_SIZE) items.push(...page(region, service, skip).items);
  return items;
}

const allFalse = (): RecommendationFlags =>
  Object.fromEntries(RECOMMENDATION_FLAGS.map((flag) => [flag, false])) as RecommendationFlags;
const only = (...flags: (keyof RecommendationFlags)[]): RecommendationFlags => ({
  ...allFalse(),
  ...Object.fromEntries(flags.map((flag) => [flag, true])),
});
const ranking = (flags: unknown): Recommendation[] => value(recommend(flags));
const names = (flags: unknown) => ranking(flags).map((r) => r.serviceName);

describe('the price lists', () => {
  it('has the four regions of the dropdown, mapped to Azure region names and locations', () => {
    expect(PRICE_REGIONS.map((r) => [r.label, r.value, r.armRegionName, r.location])).toEqual([
      ['Europe', 'europe', 'westeurope', 'EU West'],
      ['India', 'india', 'centralindia', 'IN Central'],
      ['USA', 'us', 'eastus', 'US East'],
      ['Asia', 'asia', 'southeastasia', 'AP Southeast'],
    ]);
  });

  describe.each(REGION_VALUES)('in %s', (region) => {
    const armRegionName = PRICE_REGIONS.find((r) => r.value === region)!.armRegionName;

    it.each(AZURE_SERVICES)('lists at least 12 well-formed items of %s, about half of them selectable', (service) => {
      const items = wholeList(region, service);
      expect(items.length).toBeGreaterThanOrEqual(12);
      expect(items).toHaveLength(page(region, service, 0).totalItems);
      for (const item of items) {
        expect(item).toEqual({
          productName: expect.stringMatching(/\S/),
          retailPrice: expect.any(Number),
          currencyCode: 'USD',
          unitOfMeasure: expect.stringMatching(/\S/),
          armSkuName: expect.any(String),
          armRegionName,
          location: PRICE_REGIONS.find((r) => r.value === region)!.location,
          skuId: expect.stringMatching(/^[0-9A-Z]{12}\/[0-9A-Z]{4}$/),
          skuName: expect.stringMatching(/\S/),
          serviceName: service,
        });
        expect(item.retailPrice).toBeGreaterThanOrEqual(0);
      }
      const selectable = items.filter(isSelectablePlan).length;
      expect(selectable / items.length).toBeGreaterThanOrEqual(0.35);
      expect(selectable / items.length).toBeLessThanOrEqual(0.65);
      const firstPage = items.slice(0, PLAN_PAGE_SIZE);
      expect(firstPage.some(isSelectablePlan)).toBe(true);
      expect(firstPage.every(isSelectablePlan)).toBe(false);
      expect(items.slice(PLAN_PAGE_SIZE).some(isSelectablePlan)).toBe(true);
    });
  });

  it('gives every item a unique skuId across all regions and services', () => {
    const ids = REGION_VALUES.flatMap((region) => AZURE_SERVICES.flatMap((service) => wholeList(region, service))).map(
      (item) => item.skuId,
    );
    expect(ids.length).toBeGreaterThanOrEqual(4 * 7 * 12);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('prices the same plan differently by region', () => {
    const prices = REGION_VALUES.map(
      (region) => wholeList(region, 'Azure App Service').find((item) => item.skuName === 'B1')!.retailPrice,
    );
    expect(new Set(prices).size).toBe(4);
  });

  it('has the realistic names and units the plan cards show, including a 10K unit', () => {
    const europe = (service: string) => wholeList('europe', service);
    expect(europe('Azure App Service').map((i) => i.productName)).toEqual(
      expect.arrayContaining(['App Service Basic B1', 'App Service Standard S1', 'App Service Premium v3 P1v3']),
    );
    expect(europe('Storage').map((i) => i.productName)).toContain('Blob Storage Hot LRS Data Stored');
    expect(europe('Functions').map((i) => i.productName)).toContain('Functions Premium EP1');
    expect(europe('Static web apps').map((i) => i.skuName)).toContain('Standard');
    const units = new Set(REGION_VALUES.flatMap((r) => AZURE_SERVICES.flatMap((s) => wholeList(r, s))).map((i) => i.unitOfMeasure));
    expect([...units]).toEqual(expect.arrayContaining(['1 Hour', '1 GB/Month', '10K', '1M']));
  });

  it('is deterministic', () => {
    expect(wholeList('asia', 'Functions')).toEqual(wholeList('asia', 'Functions'));
    expect(JSON.stringify(wholeList('india', 'Storage'))).toMatch(/"armSkuName":"true"/);
  });

  it('pages by 5 from skip, with the total of the pair', () => {
    const all = wholeList('us', 'Azure App Service');
    const total = all.length;
    expect(page('us', 'Azure App Service', 0)).toEqual({ items: all.slice(0, 5), totalItems: total });
    expect(page('us', 'Azure App Service', 5)).toEqual({ items: all.slice(5, 10), totalItems: total });
    expect(page('us', 'Azure App Service', '10')).toEqual({ items: all.slice(10, 15), totalItems: total });
    expect(page('us', 'Azure App Service', 10).items.length).toBe(total - 10);
    expect(page('us', 'Azure App Service', total)).toEqual({ items: [], totalItems: total });
    expect(page('us', 'Azure App Service', 500)).toEqual({ items: [], totalItems: total });
  });

  it('treats an absent skip as the first page', () => {
    expect(value(priceList({ region: 'europe', service: 'Storage' }))).toEqual(page('europe', 'Storage', 0));
  });

  it('accepts the dropdown label, the Azure region name or the location, in any case', () => {
    const us = page('us', 'Functions', 0);
    for (const region of ['USA', 'usa', 'eastus', 'US East', ' US ']) expect(page(region, 'Functions', 0)).toEqual(us);
    expect(page('us', 'functions', 0)).toEqual(us);
  });

  it('answers an empty list for an unknown or missing region or service', () => {
    const empty = { items: [], totalItems: 0 };
    expect(page('antarctica', 'Storage', 0)).toEqual(empty);
    expect(page('europe', 'Lambda', 0)).toEqual(empty);
    expect(value(priceList({ service: 'Storage', skip: 0 }))).toEqual(empty);
    expect(value(priceList({ region: 'europe', skip: '0' }))).toEqual(empty);
  });

  it.each([-5, '-5', 'abc', '', '2.5', 2.5, Number.NaN, '5abc'])('refuses skip %p', (skip) => {
    const answer = priceList({ region: 'europe', service: 'Storage', skip });
    expect(answer).toEqual({ ok: false, status: 400, message: expect.stringContaining('skip') });
  });

  it('answers copies: changing an answer does not change the list', () => {
    page('europe', 'Storage', 0).items[0].retailPrice = 999;
    expect(page('europe', 'Storage', 0).items[0].retailPrice).not.toBe(999);
  });

  it('finds a plan by service, region and skuId, in any region when none is given', () => {
    const plan = wholeList('india', 'Functions').filter(isSelectablePlan)[2];
    expect(findPlan('Functions', 'india', plan.skuId)).toEqual(plan);
    expect(findPlan('Functions', 'centralindia', plan.skuId)).toEqual(plan);
    expect(findPlan('Functions', undefined, plan.skuId)).toEqual(plan);
    expect(findPlan('Functions', 'europe', plan.skuId)).toBeUndefined();
    expect(findPlan('Storage', 'india', plan.skuId)).toBeUndefined();
    expect(findPlan('Functions', 'india', 'NOPE/0000')).toBeUndefined();
  });
});

describe('the recommender', () => {
  it('scores all seven services, once each, with integer percentages from 0 to 100', () => {
    for (const flags of [allFalse(), only('autoScale'), only('lowCost', 'criticality'), only(...RECOMMENDATION_FLAGS)]) {
      const result = ranking(flags);
      expect(result.map((r) => r.serviceName).sort()).toEqual([...AZURE_SERVICES].sort());
      for (const { percentage } of result) {
        expect(Number.isInteger(percentage)).toBe(true);
        expect(percentage).toBeGreaterThanOrEqual(0);
        expect(percentage).toBeLessThanOrEqual(100);
      }
    }
  });

  it('is deterministic', () => {
    const flags = only('autoScale', 'authentication', 'portability');
    expect(ranking(flags)).toEqual(ranking({ ...flags }));
  });

  it('sorts best first, ties by service name', () => {
    for (const flags of [allFalse(), only('lowCost'), only('autoScale', 'multiRegionFailover'), only(...RECOMMENDATION_FLAGS)]) {
      const result = ranking(flags);
      for (let i = 1; i < result.length; i++) {
        const [a, b] = [result[i - 1], result[i]];
        expect(a.percentage > b.percentage || (a.percentage === b.percentage && a.serviceName < b.serviceName)).toBe(true);
      }
    }
  });

  it('puts Static web apps first, at 100%, for a static site only, with Storage next', () => {
    const result = ranking(only('staticSite'));
    expect(result[0]).toEqual({ serviceName: 'Static web apps', percentage: 100 });
    expect(result[1].serviceName).toBe('Storage');
  });

  it('puts Container Instances at the top for portability and OS configuration', () => {
    expect(names(only('portability', 'osConfig'))[0]).toBe('Container Instances');
    expect(names(only('portability')).slice(0, 2)).toContain('Container Instances');
  });

  it('favours the documented services for each need', () => {
    expect(names(only('lowCost')).slice(0, 3).sort()).toEqual(['Functions', 'Static web apps', 'Storage']);
    expect(names(only('criticality')).slice(0, 2).sort()).toEqual(['Azure App Service', 'Azure Service Fabric']);
    expect(names(only('authentication', 'multiplePages'))[0]).toBe('Azure App Service');
    expect(names(only('autoScale', 'multiRegionFailover')).slice(0, 3).sort()).toEqual([
      'Azure App Service',
      'Azure Service Fabric',
      'Functions',
    ]);
    expect(names(only('loadBalance')).slice(0, 3).sort()).toEqual(['Azure App Service', 'Azure Service Fabric', 'Cloud Services']);
  });

  it('answers a general web application order when no flag is set, App Service first and nobody at 100%', () => {
    const result = ranking(allFalse());
    expect(result[0]).toEqual({ serviceName: 'Azure App Service', percentage: 67 });
    expect(result.every((r) => r.percentage < 100)).toBe(true);
    expect(ranking({})).toEqual(result);
  });

  it('counts a missing flag as false', () => {
    expect(ranking({ staticSite: true })).toEqual(ranking(only('staticSite')));
  });

  it.each([
    ['an unknown flag', { ...allFalse(), serverless: true }, /Unknown recommendation flag\(s\): serverless/],
    ['a string flag', { ...allFalse(), autoScale: 'true' }, /must be true or false: autoScale/],
    ['a null flag', { ...allFalse(), lowCost: null }, /must be true or false: lowCost/],
    ['a number flag', { ...allFalse(), criticality: 1 }, /must be true or false: criticality/],
    ['an array', [true, false], /must be an object/],
    ['no body', null, /must be an object/],
    ['a string body', 'autoScale', /must be an object/],
  ])('refuses %s with a clear message', (_case, body, message) => {
    expect(recommend(body)).toEqual({ ok: false, status: 400, message: expect.stringMatching(message) });
  });
});
