import {
  DEFAULT_REGION_SERVICE_ID,
  HOURS_PER_MONTH,
  NO_FLAGS,
  PLAN_PAGE_SIZE,
  RECOMMENDATION_FLAG_NAMES,
  RECOMMENDATION_QUESTIONS,
  REGIONS,
  SERVICE_NAMES,
  bestFirst,
  formatMonthlyEstimate,
  formatPrice,
  isSelectablePlan,
  lastPage,
  monthlyEstimate,
  nextDisabled,
  parseUnit,
  previousDisabled,
  resourceLanguage,
  resourceName,
  skipOf,
  toFixedHalfUp,
  type PriceListItem,
} from './cloud';

const item = (over: Partial<PriceListItem>): PriceListItem => ({
  productName: 'Azure App Service Basic Plan',
  retailPrice: 0.075,
  currencyCode: 'USD',
  unitOfMeasure: '1 Hour',
  armSkuName: 'true',
  armRegionName: 'westeurope',
  location: 'EU West',
  skuId: 'DZH318Z0BQ4K/0013',
  skuName: 'B1',
  serviceName: 'Azure App Service',
  ...over,
});

describe('recommendation flags and questions', () => {
  it('has the ten flags of the payload, each with one question', () => {
    expect(RECOMMENDATION_FLAG_NAMES).toEqual([
      'autoScale', 'loadBalance', 'staticSite', 'lowCost', 'osConfig',
      'criticality', 'multiplePages', 'authentication', 'portability', 'multiRegionFailover',
    ]);
    expect(RECOMMENDATION_QUESTIONS.map((q) => q.flag).sort()).toEqual([...RECOMMENDATION_FLAG_NAMES].sort());
    expect(RECOMMENDATION_QUESTIONS.every((q) => q.question.endsWith('?'))).toBe(true);
  });

  it('marks loadBalance and osConfig as ours and the eight of the seed as the seed\'s', () => {
    expect(RECOMMENDATION_QUESTIONS.filter((q) => q.source === 'ours').map((q) => q.flag)).toEqual(['loadBalance', 'osConfig']);
    expect(RECOMMENDATION_QUESTIONS.filter((q) => q.source === 'seed').map((q) => q.flag)).toEqual([
      'autoScale', 'staticSite', 'lowCost', 'criticality', 'multiplePages', 'authentication', 'portability', 'multiRegionFailover',
    ]);
  });

  it('starts with every flag false', () => {
    expect(Object.keys(NO_FLAGS)).toHaveLength(10);
    expect(Object.values(NO_FLAGS).every((v) => v === false)).toBe(true);
  });
});

describe('bestFirst', () => {
  it.each([
    { given: [], expected: [] },
    {
      given: [{ serviceName: 'Storage', percentage: 40 }, { serviceName: 'Functions', percentage: 90 }, { serviceName: 'Azure App Service', percentage: 60 }],
      expected: ['Functions', 'Azure App Service', 'Storage'],
    },
    {
      given: [{ serviceName: 'Storage', percentage: 50 }, { serviceName: 'Static web apps', percentage: 50 }, { serviceName: 'Functions', percentage: 50 }],
      expected: ['Functions', 'Static web apps', 'Storage'],
    },
    {
      given: [{ serviceName: 'B', percentage: 0 }, { serviceName: 'A', percentage: 100 }, { serviceName: 'C', percentage: 99.5 }],
      expected: ['A', 'C', 'B'],
    },
  ])('orders $given', ({ given, expected }) => {
    const copy = [...given];
    expect(bestFirst(given).map((r) => r.serviceName)).toEqual(expected);
    expect(given).toEqual(copy); // not sorted in place
  });
});

describe('constants of seed 000 section 9', () => {
  it('lists the seven services, the four regions, the page size and the default region service id', () => {
    expect(SERVICE_NAMES).toEqual([
      'Storage', 'Azure App Service', 'Cloud Services', 'Container Instances', 'Functions', 'Azure Service Fabric', 'Static web apps',
    ]);
    expect(REGIONS).toEqual([
      { label: 'Europe', value: 'europe' },
      { label: 'India', value: 'india' },
      { label: 'USA', value: 'us' },
      { label: 'Asia', value: 'asia' },
    ]);
    expect(PLAN_PAGE_SIZE).toBe(5);
    expect(DEFAULT_REGION_SERVICE_ID).toBe(2);
  });
});

describe('plan cards', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['True', false],
    ['', false],
    ['Standard_B1', false],
  ])('armSkuName %p selectable %p', (armSkuName, selectable) => {
    expect(isSelectablePlan({ armSkuName })).toBe(selectable);
  });

  it.each([
    [0.04, 'USD', '10K', '0.0400 USD / 10K Hits'],
    [0.04, 'USD', ' 10K ', '0.0400 USD / 10K Hits'],
    [0.013, 'USD', '1 Hour', '0.0130 USD / 1 Hour'],
    [0.2, 'EUR', '1M', '0.2000 EUR / 1M'],
    [0.0184, 'INR', '1 GB/Month', '0.0184 INR / 1 GB/Month'],
    [0, 'USD', '10K', '0.0000 USD / 10K Hits'],
    [12, 'USD', '1/Month', '12.0000 USD / 1/Month'],
    [0.00005, 'USD', '10K', '0.0001 USD / 10K Hits'],
    [0.00004999, 'USD', '10K', '0.0000 USD / 10K Hits'],
    [2.00005, 'USD', '1 Hour', '2.0001 USD / 1 Hour'],
    [1.23456789, 'USD', '1 Hour', '1.2346 USD / 1 Hour'],
    [1e-7, 'USD', '1 Hour', '0.0000 USD / 1 Hour'],
    [NaN, 'USD', '1 Hour', '- USD / 1 Hour'],
  ])('price %p %p per %p reads %p', (retailPrice, currencyCode, unitOfMeasure, expected) => {
    expect(formatPrice({ retailPrice, currencyCode, unitOfMeasure })).toBe(expected);
  });

  it.each([
    [-1.00005, 4, '-1.0001'],
    [-0.00004, 4, '0.0000'],
    [9.995, 2, '10.00'],
    [1.005, 2, '1.01'],
  ])('toFixedHalfUp(%p, %p) = %p', (value, decimals, expected) => {
    expect(toFixedHalfUp(value, decimals)).toBe(expected);
  });
});

describe('paging (seed 000 section 5)', () => {
  it.each([
    [0, true],
    [1, false],
    [7, false],
  ])('Previous on page %p disabled %p', (page, disabled) => {
    expect(previousDisabled(page)).toBe(disabled);
  });

  it.each([
    [0, 0],
    [1, 5],
    [2, 10],
    [7, 35],
  ])('skip of page %p is %p', (page, skip) => {
    expect(skipOf(page)).toBe(skip);
  });

  it.each([
    // totalItems, page, Next disabled
    [0, 0, true],
    [1, 0, true],
    [4, 0, true],
    [5, 0, true], // exact multiple: one full page, no empty page after it
    [6, 0, false],
    [6, 1, true],
    [10, 0, false],
    [10, 1, true], // exact multiple: page 1 is the last
    [12, 0, false],
    [12, 1, false],
    [12, 2, true], // 12 / 5 floored = 2, minus page 2 = 0
    [15, 2, true],
    [16, 2, false],
    [16, 3, true],
    [12, 5, true], // past the end (the list shrank): still disabled
  ])('%p items, page %p: Next disabled %p', (totalItems, page, disabled) => {
    expect(nextDisabled(totalItems, page)).toBe(disabled);
  });

  it.each([0, 1, 4, 5, 6, 9, 10, 11, 24, 25, 26, 100])('every item of %p is reachable with Next, and no page is empty but for 0 items', (total) => {
    let page = 0;
    const seen: number[] = [];
    for (;;) {
      const onPage = Math.max(0, Math.min(PLAN_PAGE_SIZE, total - skipOf(page)));
      if (total > 0) expect(onPage).toBeGreaterThan(0);
      for (let i = 0; i < onPage; i += 1) seen.push(skipOf(page) + i);
      if (nextDisabled(total, page)) break;
      page += 1;
    }
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
    expect(page).toBe(lastPage(total));
  });
});

describe('monthly estimate', () => {
  it.each([
    ['10K', { kind: 'count', quantity: 10000 }],
    ['10K Hits', { kind: 'count', quantity: 10000 }],
    ['1M', { kind: 'count', quantity: 1e6 }],
    ['1m requests', { kind: 'count', quantity: 1e6 }],
    ['100', { kind: 'count', quantity: 100 }],
    ['1 Hour', { kind: 'hour', quantity: 1 }],
    ['100 Hours', { kind: 'hour', quantity: 100 }],
    ['1/Hour', { kind: 'hour', quantity: 1 }],
    ['1/Day', { kind: 'day', quantity: 1 }],
    ['1/Month', { kind: 'month', quantity: 1 }],
    ['1 Month', { kind: 'month', quantity: 1 }],
    ['1 GB/Month', null],
    ['1 GB', null],
    ['', null],
    ['Hits', null],
    ['0 Hour', null],
  ])('parses %p as %p', (unit, parsed) => {
    expect(parseUnit(unit)).toEqual(parsed);
  });

  it.each([
    [0.04, '10K', 500000, 2],
    [0.04, '10K', 0, 0],
    [0.2, '1M', 2500000, 0.5],
    [0.013, '1 Hour', 500, 0.013 * HOURS_PER_MONTH],
    [0.013, '1 Hour', null, 0.013 * HOURS_PER_MONTH],
    [1.3, '100 Hours', 500, 1.3 / 100 * 730],
    [0.24, '1/Day', 500, 0.24 * 730 / 24],
    [9.49, '1/Month', 500, 9.49],
    [0.04, '10K', null, null],
    [0.04, '10K', -1, null],
    [0.04, '10K', NaN, null],
    [0.0184, '1 GB/Month', 500, null],
    [NaN, '1 Hour', 500, null],
  ])('price %p per %p with %p hits -> %p', (retailPrice, unitOfMeasure, hits, expected) => {
    const estimate = monthlyEstimate(item({ retailPrice, unitOfMeasure }), hits);
    if (expected === null) expect(estimate).toBeNull();
    else expect(estimate).toBeCloseTo(expected, 10);
  });

  it('formats the estimate with 2 decimals and the currency', () => {
    expect(formatMonthlyEstimate(9.49, 'USD')).toBe('9.49 USD');
    expect(formatMonthlyEstimate(0.013 * 730, 'EUR')).toBe('9.49 EUR');
    expect(formatMonthlyEstimate(2, 'INR')).toBe('2.00 INR');
  });
});

describe('resourceName', () => {
  it('keeps the lower-case letters and digits of the project name, then the id', () => {
    expect(resourceName('My Shop! 2', 42)).toBe('myshop242');
    expect(resourceName('Équipe Café', 7)).toBe('equipecafe7');
  });
  it('is at most 24 characters and always keeps the whole id', () => {
    const name = resourceName('A very long project name for the summer campaign', 123456);
    expect(name).toHaveLength(24);
    expect(name).toBe('averylongprojectna123456');
    expect(name.endsWith('123456')).toBe(true);
  });
  it("uses 'dfc' when the name has no letter or digit", () => {
    expect(resourceName('***', 5)).toBe('dfc5');
    expect(resourceName(null, 12)).toBe('dfc12');
  });
  it('holds only a-z and 0-9', () => {
    expect(resourceName('Ünïcødé — ✨ 東京 site', 99)).toMatch(/^[a-z0-9]{3,24}$/);
  });
});

describe('resourceLanguage', () => {
  const n = (name: string) => ({ name });
  it("is the backend's name for a project without CMS", () => {
    expect(resourceLanguage({ cmsFlag: false, cms: null, backend: n('Java') })).toBe('Java');
  });
  it("is the CMS's name for a project with CMS", () => {
    expect(resourceLanguage({ cmsFlag: true, cms: n('Drupal'), backend: null })).toBe('Drupal');
  });
  it('falls back to whichever is named, else empty', () => {
    expect(resourceLanguage({ cmsFlag: false, cms: n('Drupal'), backend: null })).toBe('Drupal');
    expect(resourceLanguage({ cmsFlag: false, cms: null, backend: null })).toBe('');
  });
});
