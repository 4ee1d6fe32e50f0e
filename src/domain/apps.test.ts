import {
  APP_TYPES,
  BUILD_TYPES,
  REPORT_TYPES,
  TECHNOLOGIES,
  appModeOf,
  appNameShown,
  appTypeLabel,
  canAddEnvRow,
  canRemoveEnvRow,
  generateReportDisabled,
  isLocationFieldDisabled,
  isPortNumber,
  savedAppId,
  reportTypeLabel,
  scoreColour,
  setupRepoDisabled,
  zapInformational,
} from './apps';

describe('the app page mode from callType (seed 001 section 2)', () => {
  it.each([
    ['View', 'view', false, 'View App'],
    ['ViewReport', 'view', true, 'View Report App'],
    ['Update', 'update', false, 'Update App'],
    ['UpdateReport', 'update', true, 'Update Report App'],
    ['createNewApp', 'create', false, 'Create New App'],
  ])('%s -> %s', (callType, mode, report, header) => {
    expect(appModeOf(callType)).toEqual({ mode, report, header });
  });

  it.each(['view', 'VIEW', 'Delete', '', undefined, null])('%p goes home (null)', (callType) => {
    expect(appModeOf(callType)).toBeNull();
  });

  it('disables path, port and health path in view and update modes only', () => {
    expect(isLocationFieldDisabled('view')).toBe(true);
    expect(isLocationFieldDisabled('update')).toBe(true);
    expect(isLocationFieldDisabled('create')).toBe(false);
  });
});

describe('port numbers', () => {
  it.each([
    ['1', true],
    ['8080', true],
    ['65535', true],
    ['0', false],
    ['65536', false],
    ['080', true],
    ['', false],
    ['80a', false],
    ['123456', false],
    [' 80', false],
  ])('%p is a port: %p', (value, port) => {
    expect(isPortNumber(value)).toBe(port);
  });
});

describe('the app id a save answered', () => {
  it('reads a positive whole number from result, else the fallback', () => {
    expect(savedAppId({ data: 0, result: 42 }, null)).toBe(42);
    expect(savedAppId({ data: 0, result: '7' }, 3)).toBe(7);
    expect(savedAppId({ data: 0, result: 0 }, 3)).toBe(3);
    expect(savedAppId({ data: 0, result: '1.5' }, null)).toBeNull();
    expect(savedAppId({ data: 1, message: 'taken' }, 3)).toBe(3);
    expect(savedAppId(undefined, null)).toBeNull();
  });
});

describe('environment variable rows (seed 001 section 5)', () => {
  it.each([
    [1, 0, true],
    [2, 0, false],
    [2, 1, true],
    [4, 3, true],
    [5, 4, false],
  ])('%i rows: Add More on row %i is %p', (rows, index, shown) => {
    expect(canAddEnvRow(rows, index)).toBe(shown);
  });

  it.each([
    [1, false],
    [2, true],
    [5, true],
  ])('%i rows: Remove %p', (rows, shown) => {
    expect(canRemoveEnvRow(rows)).toBe(shown);
  });
});

describe('score colours (seed 001 section 9)', () => {
  it.each([
    [100, 'green'],
    [71, 'green'],
    [70.5, 'green'],
    [70, 'brown'],
    [69, 'amber'],
    [41, 'amber'],
    [40.5, 'amber'],
    [40, 'brown'],
    [0, 'brown'],
  ])('%p is %s', (score, colour) => {
    expect(scoreColour(score)).toBe(colour);
  });
});

describe('labels and names (seed 001 sections 2 and 9)', () => {
  it('keeps the seeds\' labels', () => {
    expect(APP_TYPES.map((t) => t.label)).toEqual(['App Service', 'App Service (Container)', 'Static Site', 'Point and Analyse']);
    expect(TECHNOLOGIES.map((t) => t.label)).toEqual(['Spring Boot', 'React', 'NodeJS']);
    expect(BUILD_TYPES.map((t) => t.label)).toEqual(['Maven', 'Yarn', 'NA']);
    expect(REPORT_TYPES.map((t) => t.label)).toEqual(['Lighthouse Report', 'Google Analytics', 'Sonar Qube Report', 'ZAP Report']);
    expect(appTypeLabel('point_analyse')).toBe('Point and Analyse');
    expect(reportTypeLabel('Sonar Report')).toBe('Sonar Qube Report');
    expect(appTypeLabel('unknown')).toBe('unknown');
  });

  it('shows app names upper-cased with underscores as spaces', () => {
    expect(appNameShown('storefront_web_v2')).toBe('STOREFRONT WEB V2');
    expect(appNameShown(null)).toBe('');
  });
});

describe('pipeline rules (seed 001 section 4)', () => {
  it.each([
    [false, [], false],
    [true, [], true],
    [false, ['DFC-REPO-SETUP-PIPELINE-SUCCESS'], true],
    [false, ['DFC-REPO-SETUP-PIPELINE-IN-PROGRESS'], true],
    [false, ['DFC-REPO-SETUP-PIPELINE-FAILURE', 'DFC-CI-CD-PIPELINE-SUCCESS'], false],
  ])('Setup Repo with loading %p and status %p: disabled %p', (loading, status, disabled) => {
    expect(setupRepoDisabled(loading, status)).toBe(disabled);
  });

  it('Generate Report is disabled while running and in create mode', () => {
    expect(generateReportDisabled(false, 'view')).toBe(false);
    expect(generateReportDisabled(true, 'view')).toBe(true);
    expect(generateReportDisabled(false, 'create')).toBe(true);
  });
});

describe('ZAP informational', () => {
  it('reads the misspelt informational count, or the right spelling', () => {
    expect(zapInformational({ high: 0, medium: 0, low: 0, informatonal: 4 })).toBe(4);
    expect(zapInformational({ high: 0, medium: 0, low: 0, informational: 2 })).toBe(2);
    expect(zapInformational({ high: 0, medium: 0, low: 0 })).toBe(0);
  });
});
