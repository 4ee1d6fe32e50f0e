import {
  BUCKETS,
  boardOf,
  bucketOf,
  bucketShares,
  impactColour,
  performanceCard,
  PROJECT_BOARDS,
  SEO_CHART_METRICS,
  PERFORMANCE_CHART_LISTS,
  type BucketMetric,
} from './dashboards';

describe('performance cards (seed 001 section 9)', () => {
  it.each([
    ['performanceScore', 61, 'green', 'Good'],
    ['performanceScore', 60, 'red', 'Average'],
    ['performanceScore', 60.5, 'green', 'Good'],
    ['speedIndex', 1.01, 'green', 'Much longer than expected'],
    ['speedIndex', 1, 'green', 'Good: Nothing to be done here'],
    ['speedIndex', 0.4, 'green', 'Good: Nothing to be done here'],
    ['timeToInteract', 5.01, 'red', null],
    ['timeToInteract', 5, 'green', null],
    ['fcp', 1.01, 'red', null],
    ['fcp', 1, 'green', null],
    ['lcp', 2.5, 'red', null],
    ['lcp', 0.9, 'green', null],
    ['tbt', 1.2, 'red', null],
    ['tbt', 1, 'green', null],
    ['cls', 0.11, 'red', null],
    ['cls', 0.1, 'green', null],
  ] as const)('%s %p: %s %p', (metric, value, colour, text) => {
    expect(performanceCard(metric, value)).toEqual({ colour, text });
  });

  it.each([
    ['low', 'green'],
    ['high', 'red'],
    ['LOW', 'red'],
    [null, 'red'],
  ])('impact %p is %s', (impact, colour) => {
    expect(impactColour(impact)).toBe(colour);
  });
});

describe('buckets (seed 001 section 9), every boundary', () => {
  it.each<[BucketMetric, number, string]>([
    ['newUsersPercent', 50.01, 'Very Good'],
    ['newUsersPercent', 50, 'Good'],
    ['newUsersPercent', 35, 'Good'],
    ['newUsersPercent', 34.99, 'Avg'],
    ['newUsersPercent', 20, 'Avg'],
    ['newUsersPercent', 19.99, 'Poor'],
    ['returningVisitors', 51, 'Very Good'],
    ['returningVisitors', 10, 'Poor'],
    ['backLinkCount', 5001, 'Very Good'],
    ['backLinkCount', 5000, 'Good'],
    ['backLinkCount', 2000, 'Good'],
    ['backLinkCount', 1999, 'Avg'],
    ['backLinkCount', 500, 'Avg'],
    ['backLinkCount', 499, 'Poor'],
    ['bounceRate', 100, 'Poor'],
    ['bounceRate', 80, 'Poor'],
    ['bounceRate', 79.99, 'Avg'],
    ['bounceRate', 56, 'Avg'],
    ['bounceRate', 55.5, 'Good'],
    ['bounceRate', 36, 'Good'],
    ['bounceRate', 35.99, 'Very Good'],
    ['clickThroughRate', 4.01, 'Very Good'],
    ['clickThroughRate', 4, 'Good'],
    ['clickThroughRate', 3, 'Good'],
    ['clickThroughRate', 2.99, 'Avg'],
    ['clickThroughRate', 1, 'Avg'],
    ['clickThroughRate', 0.99, 'Poor'],
    ['avgSessionDuartion', 121, 'Very Good'],
    ['avgSessionDuartion', 120, 'Good'],
    ['avgSessionDuartion', 60, 'Good'],
    ['avgSessionDuartion', 59, 'Avg'],
    ['avgSessionDuartion', 30, 'Avg'],
    ['avgSessionDuartion', 29, 'Poor'],
    ['pagesPerSession', 5.1, 'Very Good'],
    ['pagesPerSession', 5, 'Good'],
    ['pagesPerSession', 3, 'Good'],
    ['pagesPerSession', 2.9, 'Avg'],
    ['pagesPerSession', 2, 'Avg'],
    ['pagesPerSession', 1.9, 'Poor'],
    ['pagesPerSession', 1, 'Poor'],
    ['performanceScore', 51, 'Very Good'],
    ['performanceScore', 50, 'Good'],
    ['performanceScore', 35, 'Good'],
    ['performanceScore', 34, 'Avg'],
    ['performanceScore', 20, 'Avg'],
    ['performanceScore', 19, 'Poor'],
  ])('%s %p is %s', (metric, value, bucket) => {
    expect(bucketOf(metric, value)).toBe(bucket);
  });

  it('shows each bucket as a percentage with 2 decimals', () => {
    expect(bucketShares('performanceScore', [90, 40, 25, 10, 5, 60])).toEqual({ 'Very Good': '33.33', Good: '16.67', Avg: '16.67', Poor: '33.33' });
    expect(bucketShares('performanceScore', [])).toEqual({ 'Very Good': '0.00', Good: '0.00', Avg: '0.00', Poor: '0.00' });
    expect(Object.keys(bucketShares('bounceRate', [1]))).toEqual([...BUCKETS]);
  });
});

describe('dashboard layout', () => {
  it('has seven SEO pairs, six performance pairs and four boards, Project Performance first', () => {
    expect(SEO_CHART_METRICS).toHaveLength(7);
    expect(PERFORMANCE_CHART_LISTS).toHaveLength(6);
    expect(PROJECT_BOARDS.map((b) => b.label)).toEqual(['Project Performance', 'SEO Monitoring', 'Lifecycles Stats', 'Smart Resource Management']);
    expect(boardOf('seo')).toBe('seo');
    expect(boardOf('nonsense')).toBe('performance');
    expect(boardOf(null)).toBe('performance');
  });
});
