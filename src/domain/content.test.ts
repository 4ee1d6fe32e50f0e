import {
  CONTENT_LIMITS,
  CONTENT_PAGES,
  CONTENT_ROUTE_TOPICS,
  CONTENT_TOPICS,
  contentItemProblem,
  contentItemsOf,
  INFO_PAGES,
  infoPageOfPath,
  infoRouteOf,
  topicOfPath,
} from './content';

/** Seed 001 section 2, route by route: the route and the topic it loads, as the seeds spell both. */
const ROUTES: Array<[string, string]> = [
  ['/brandstandards', 'brand_standards'],
  ['/accessibility_standards', 'accessibility_standards'],
  ['/Coding_standards', 'Coding_standards'],
  ['/identity_access_management_standards', 'identity_access_management_standards'],
  ['/martech_standards', 'martech_standards'],
  ['/mobile_application_standards', 'mobile_application_standards'],
  ['/Web_standards', 'Web_standards'],
  ['/Guidelines/Domain_Name_Guidelines', 'domain_name_guidelines'],
  ['/Guidelines/mobile_application_guidelines', 'Mobile_Application_Guidelines'],
  ['/Guidelines/user_data_guidelines', 'User_Data_Guidelines'],
  ['/Guidelines/vendor_or_Partner_compliance_guidelines', 'vendor_or_Partner_compliance_guidelines'],
  ['/Guidelines/website_guidelines', 'Website_Guidelines'],
  ['/Guidelines/marketing_consent_n_channel_guidelines', 'marketing_consent_&_channel_guidelines'],
  ['/brandsites/whats_a_starter_kit', 'whats_a_starter_kit'],
  ['/brandsites/tiers_content_guidelines_n_templates', 'tiers_content_guidelines_&_templates'],
  ['/brandsites/standards_n_best_practices', 'standards_&_best_practices'],
];

/** The six info routes and the page name each loads (the last path segment). */
const INFO: Array<[string, string]> = [
  ['/overview/about_dfc', 'about_dfc'],
  ['/overview/supported_features', 'supported_features'],
  ['/overview/data_privacy', 'data_privacy'],
  ['/overview/escalation_matrix', 'escalation_matrix'],
  ['/overview/marketing_code', 'marketing_code'],
  ['/overview/ethics_compliance', 'ethics_compliance'],
];

describe('content routes → topics (seed 001 section 2)', () => {
  it.each(ROUTES)('%s loads the topic %s', (route, topic) => {
    expect(topicOfPath(route)).toBe(topic);
    expect(CONTENT_ROUTE_TOPICS[route as keyof typeof CONTENT_ROUTE_TOPICS]).toBe(topic);
    expect(CONTENT_TOPICS).toContain(topic);
    expect(infoPageOfPath(route)).toBeNull();
  });

  it('has the sixteen routes and nothing else', () => {
    expect(Object.entries(CONTENT_ROUTE_TOPICS)).toEqual(ROUTES);
  });

  it('keeps the topic list as the seeds spell it: 18 topics, the two info topics among them', () => {
    expect(CONTENT_TOPICS).toHaveLength(18);
    expect(new Set(CONTENT_TOPICS).size).toBe(18);
    const routed = new Set(Object.values(CONTENT_ROUTE_TOPICS));
    expect(CONTENT_TOPICS.filter((t) => !routed.has(t as never))).toEqual(['marketing_code', 'ethics_compliance']);
  });

  it('reads a route with a trailing slash or in another case (react-router matches regardless of case)', () => {
    expect(topicOfPath('/brandstandards/')).toBe('brand_standards');
    expect(topicOfPath('/BrandStandards')).toBe('brand_standards');
    expect(topicOfPath('/guidelines/domain_name_guidelines')).toBe('domain_name_guidelines');
  });

  it.each(['/', '/brand_standards', '/Guidelines', '/Guidelines/marketing_consent_&_channel_guidelines', '/overview/about_dfc', '/brandstandards/x'])(
    'knows no topic for %s',
    (path) => expect(topicOfPath(path)).toBeNull(),
  );
});

describe('info pages', () => {
  it.each(INFO)('%s loads the page %s', (route, page) => {
    expect(infoPageOfPath(route)).toBe(page);
    expect(infoRouteOf(page as (typeof INFO_PAGES)[number])).toBe(route);
    expect(topicOfPath(route)).toBeNull();
  });

  it('has the six pages, in the menu order', () => {
    expect(INFO_PAGES).toEqual(INFO.map(([, page]) => page));
  });

  it.each(['/overview/Dashboard', '/overview/', '/about_dfc', '/overview/about_dfc/x'])('knows no info page for %s', (path) => {
    expect(infoPageOfPath(path)).toBeNull();
  });

  it('lists every page the server holds content for, once: 16 topics and 4 more info pages', () => {
    expect(CONTENT_PAGES).toHaveLength(22);
    expect(CONTENT_PAGES).toEqual(expect.arrayContaining([...ROUTES.map(([, t]) => t), ...INFO.map(([, p]) => p)]));
  });
});

describe('an item to save', () => {
  const good = { id: 3, title: 'About DFC', content: '<p>Hello</p>', page: 'about_dfc' };

  it.each([
    ['a whole item', good, null],
    ['empty content', { ...good, content: '' }, null],
    ['no object', null, 'id'],
    ['id 0', { ...good, id: 0 }, 'id'],
    ['a textual id', { ...good, id: '3' }, 'id'],
    ['a fractional id', { ...good, id: 1.5 }, 'id'],
    ['a blank title', { ...good, title: '   ' }, 'title'],
    ['no title', { ...good, title: undefined }, 'title'],
    ['a title too long', { ...good, title: 'x'.repeat(CONTENT_LIMITS.titleMax + 1) }, 'titleTooLong'],
    ['null content', { ...good, content: null }, 'content'],
    ['content too long', { ...good, content: 'x'.repeat(CONTENT_LIMITS.contentMax + 1) }, 'contentTooLong'],
    ['an empty page', { ...good, page: '' }, 'page'],
    ['no page', { ...good, page: undefined }, 'page'],
  ])('%s', (_label, item, problem) => expect(contentItemProblem(item)).toBe(problem));
});

describe('the items of an answer', () => {
  it('keeps well-formed items, reads a textual id, fills a missing title, content or page', () => {
    expect(
      contentItemsOf(
        [
          { id: 1, title: 'A', content: '<p>a</p>', page: 'about_dfc' },
          { id: '2', title: 'B', content: null },
          { id: 'x', title: 'C' },
          null,
          'text',
          { title: 'no id' },
        ],
        'about_dfc',
      ),
    ).toEqual([
      { id: 1, title: 'A', content: '<p>a</p>', page: 'about_dfc' },
      { id: 2, title: 'B', content: '', page: 'about_dfc' },
    ]);
  });
});
