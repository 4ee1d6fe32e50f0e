import { REPORT_TYPES, ZAP_INFORMATIONAL_FIELD, scoreColour, type AppPayload, type ReportAppPayload } from '../../src/domain/apps';
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from '../../src/domain/uploads';
import { stripAnsi } from '../../src/domain/ansi';
import { LONG_LOG_LINES } from './logContext';
import { riskOf } from './appReports';
import {
  APP_BUILD_KIND,
  APP_BUILD_STEP_MS,
  APP_REPORT_KIND,
  REPORT_JOB_STEP_MS,
  REPO_SETUP_KIND,
  REPO_SETUP_STEP_MS,
  type StoredApp,
} from './model';
import { appReportsOf, generateReport, lighthouseOf, sonarOf, zapOf } from './reports';
import { appsOfProject, createApp, deleteApp, findApp, projectBasic, updateApp } from './apps';
import { buildHistory, buildNow, buildReports, consoleLog, startRepoSetup } from './builds';
import { createReportApp, updateReportApp, uploadAppFile } from './reportApps';
import { seedApps } from './table';
import { advanceClock, setClockSpeed } from '../core/clock';
import { clearFaults, setFaults } from '../core/faults';
import { advanceJobs } from '../core/jobs';
import type { Outcome } from '../core/outcome';
import { db } from '../core/state';
import type { MockUser } from '../core/types';

const tech = () => db.users.find((u) => u.username === 'tech') as MockUser;
const app = (name: string, projectId = 12) => db.apps.find((a) => a.projectId === projectId && a.appName === name) as StoredApp;
const value = <T>(outcome: Outcome<T>): T => {
  if (!outcome.ok) throw new Error(`${outcome.status} ${outcome.message}`);
  return outcome.value;
};
const tick = (ms: number) => {
  advanceClock(ms);
  advanceJobs();
};

function payload(overrides: Partial<AppPayload> = {}): AppPayload {
  return {
    cloud: 'Azure',
    appName: 'loyalty_api',
    appType: 'app_service',
    environment: 'spring_boot',
    dependentApp: [],
    buildType: 'maven',
    path: '/api/loyalty',
    healthPath: '/actuator/health',
    appEnvironment: [{ key: 'SPRING_PROFILES_ACTIVE', value: 'prod' }],
    websitePort: '8090',
    projectId: 12,
    indexDocument: '',
    accountReplicationType: '',
    enableLogging: 0,
    accountKind: '',
    sourceContent: '',
    accountTier: '',
    ...overrides,
  };
}

const reportPayload = (overrides: Partial<ReportAppPayload> = {}): ReportAppPayload => ({
  name: 'uptime_lighthouse',
  appType: 'point_analyse',
  websiteUrl: 'https://aurora-relaunch.azurewebsites.net',
  reportType: 'Lighthouse Report',
  projectId: 12,
  file: '',
  ...overrides,
});

/** A stand-in for an uploaded File: size and name, and its first bytes. */
const blob = (size: number, name: string, head = 'PK\u0003\u0004') => ({
  size,
  name,
  slice: (start = 0, end = size) => ({ arrayBuffer: async () => new TextEncoder().encode(head).slice(start, end).buffer }),
});

beforeEach(() => {
  setClockSpeed(0);
  clearFaults();
});

describe('the seed', () => {
  it('puts apps in 10 projects from DEVOPS_SETUP_COMPLETED on: 13 in project 12, 3 of different types in 1, none in 29', () => {
    const projects = [...new Set(db.apps.map((a) => a.projectId))];
    expect(projects).toEqual([1, 8, 10, 12, 14, 17, 21, 23, 28, 31]);
    for (const id of projects) expect(db.projects.find((p) => p.projectId === id)?.devopsUrl).toMatch(/^https:/);
    expect(value(appsOfProject(12))).toHaveLength(13);
    expect(db.apps).toHaveLength(35);
    expect(value(appsOfProject(29))).toEqual([]);
    expect(new Set(value(appsOfProject(1)).map((a) => a.appType)).size).toBe(3);
    expect(new Set(db.apps.map((a) => a.appType))).toEqual(new Set(['app_service', 'app_service_container', 'static_site', 'point_analyse']));
    expect(new Set(db.apps.map((a) => a.reportType).filter(Boolean))).toEqual(new Set(REPORT_TYPES.map((t) => t.value)));
    expect(db.apps.every((a) => a.appEnvironment.length <= 5)).toBe(true);
  });

  it('gives codes consistent with the history, and numbers builds globally', () => {
    for (const a of db.apps) {
      const builds = db.appBuilds.filter((b) => b.appId === a.appId).sort((x, y) => x.buildNo - y.buildNo);
      expect(a.status.some((c) => c.endsWith('IN-PROGRESS'))).toBe(false);
      if (builds.length > 0) {
        expect(a.status).toContain('DFC-REPO-SETUP-PIPELINE-SUCCESS');
        expect(a.status).toContain(`DFC-CI-CD-PIPELINE-${builds.at(-1)!.buildStatus}`);
        expect(builds.length).toBeLessThanOrEqual(8);
      }
      if (a.status.includes('DFC-REPO-SETUP-PIPELINE-PENDING')) expect([a.appUrl, a.appServiceUrl]).toEqual([null, null]);
    }
    expect(db.appBuilds.map((b) => b.buildNo)).toEqual(db.appBuilds.map((_, i) => i + 1));
    expect(db.appCounters.buildNo).toBe(db.appBuilds.length + 1);
    expect(db.appCounters.appId).toBe(db.apps.length + 1);
    expect(db.appBuilds.filter((b) => b.cleanCache)).toHaveLength(3);
    expect(app('orders_api')).toMatchObject({
      appServiceUrl: 'https://orders-api-12.scm.azurewebsites.net',
      appUrl: 'https://orders-api-12.azurewebsites.net',
      dependentApp: [],
    });
    expect(app('storefront_web').dependentApp.map((d) => d.name)).toEqual(['orders_api', 'product_catalog_api', 'search_gateway']);
  });

  it('is the same for the same projects and time', () => {
    const now = Date.UTC(2024, 4, 1);
    expect(seedApps(db.projects, now)).toEqual(seedApps(db.projects, now));
  });

  it('answers the project basics, with 404 for an unknown project', () => {
    expect(value(projectBasic(12))).toEqual({ projectName: 'Aurora Relaunch', projectId: 12, environments: expect.any(Array) });
    expect(projectBasic(999)).toMatchObject({ ok: false, status: 404 });
    expect(appsOfProject(999)).toMatchObject({ ok: false, status: 404 });
  });
});

describe('create and update', () => {
  it('answers data 1 for a name the project has (any case), data 2 for a path, else the new appId', () => {
    expect(value(createApp(tech(), payload({ appName: ' ORDERS_API ' })))).toEqual({ data: 1, message: 'AppName already exists please try with another Name' });
    expect(value(createApp(tech(), payload({ path: '/API/Orders/' })))).toEqual({ data: 2, message: 'PathName already exists please try with another Path' });
    // Another project may use both.
    expect(value(createApp(tech(), payload({ appName: 'orders_api', path: '/api/orders', projectId: 14 })))).toEqual({ data: 0, result: db.apps.length });
    const created = value(createApp(tech(), payload({ dependentApp: [String(app('orders_api').appId), '9999', String(app('pets_api', 1).appId)] })));
    expect(created).toEqual({ data: 0, result: expect.any(Number) });
    expect(findApp(created.result as number)).toMatchObject({
      appName: 'loyalty_api',
      status: ['DFC-REPO-SETUP-PIPELINE-PENDING'],
      dependentApp: [{ name: 'orders_api', appId: app('orders_api').appId }],
      appUrl: null,
    });
  });

  it('refuses a payload without name, type or project, or with a bad type', () => {
    for (const body of [payload({ appName: ' ' }), payload({ appType: '' as never }), payload({ appType: 'web_app' as never }), payload({ appType: 'point_analyse' }), { ...payload(), projectId: undefined }, 'text']) {
      expect(createApp(tech(), body)).toMatchObject({ ok: false, status: 400 });
    }
    expect(createApp(tech(), payload({ environment: 'php' as never }))).toMatchObject({ ok: false, status: 400 });
    expect(createApp(tech(), payload({ appEnvironment: Array.from({ length: 6 }, (_, i) => ({ key: `K${i}`, value: 'v' })) }))).toMatchObject({ ok: false, status: 400 });
    expect(createApp(tech(), payload({ projectId: 999 }))).toMatchObject({ ok: false, status: 404 });
  });

  it('updates excluding the app itself, keeps path, health path and port, and re-checks the name', () => {
    const orders = app('orders_api');
    const body = payload({ appId: orders.appId, appName: 'Orders_API', path: '/elsewhere', healthPath: '/x', websitePort: '9999', environment: 'spring_boot' });
    expect(value(updateApp(tech(), body))).toEqual({ data: 0, result: orders.appId });
    expect(app('Orders_API')).toMatchObject({ path: '/api/orders', healthPath: '/actuator/health', websitePort: '8080' });
    expect(app('storefront_web').dependentApp[0]).toEqual({ name: 'Orders_API', appId: orders.appId });
    expect(value(updateApp(tech(), payload({ appId: orders.appId, appName: 'cms_preview' })))).toMatchObject({ data: 1 });
    expect(updateApp(tech(), payload({ appName: 'x' }))).toMatchObject({ ok: false, status: 400 });
    expect(updateApp(tech(), payload({ appId: 9999 }))).toMatchObject({ ok: false, status: 404 });
    expect(updateApp(tech(), payload({ appId: app('zap_scan').appId }))).toMatchObject({ ok: false, status: 400 });
  });
});

describe('report apps', () => {
  it('need a blank URL and a .zip for Sonar, an http(s) URL otherwise, and a unique name', () => {
    const sonar = reportPayload({ name: 'code_scan', reportType: 'Sonar Report', websiteUrl: '', file: 'src.ZIP' });
    expect(createReportApp(tech(), { ...sonar, websiteUrl: 'https://x.example' })).toMatchObject({ ok: false, status: 400 });
    expect(createReportApp(tech(), { ...sonar, file: 'src.tar.gz' })).toMatchObject({ ok: false, status: 400 });
    expect(createReportApp(tech(), reportPayload({ websiteUrl: 'ftp://x.example' }))).toMatchObject({ ok: false, status: 400 });
    expect(createReportApp(tech(), reportPayload({ reportType: '' }))).toMatchObject({ ok: false, status: 400 });
    expect(createReportApp(tech(), reportPayload({ name: '' }))).toMatchObject({ ok: false, status: 400 });
    expect(value(createReportApp(tech(), reportPayload({ name: 'Zap_Scan' })))).toMatchObject({ data: 1 });
    const { result } = value(createReportApp(tech(), sonar));
    expect(findApp(result as number)).toMatchObject({ appName: 'code_scan', name: 'code_scan', reportType: 'Sonar Report', websiteUrl: '', reportPath: null, appType: 'point_analyse' });
    const zap = app('zap_scan');
    expect(value(updateReportApp(tech(), reportPayload({ appId: zap.appId, name: 'zap_scan', reportType: 'ZAP Report' })))).toEqual({ data: 0, result: zap.appId });
    expect(value(updateReportApp(tech(), reportPayload({ appId: zap.appId, name: 'LIGHTHOUSE_AUDIT' })))).toMatchObject({ data: 1 });
    // A seeded Sonar app with its file uploaded may leave file blank.
    const seeded = app('sonar_code_scan');
    expect(value(updateReportApp(tech(), reportPayload({ appId: seeded.appId, name: 'sonar_code_scan', reportType: 'Sonar Report', websiteUrl: '' })))).toMatchObject({ data: 0 });
  });
});

describe('upload', () => {
  it('takes 1024 bytes to 128 MB, and a real zip for a Sonar app', async () => {
    const web = app('storefront_web').appId;
    expect(await uploadAppFile(tech(), web, { file: blob(UPLOAD_MIN_BYTES - 1, 'a.txt'), name: 'a.txt' })).toMatchObject({ ok: false, status: 400 });
    expect(await uploadAppFile(tech(), web, { file: blob(UPLOAD_MAX_BYTES + 1, 'a.txt'), name: 'a.txt' })).toMatchObject({ ok: false, status: 400 });
    expect(await uploadAppFile(tech(), web, { file: blob(UPLOAD_MAX_BYTES, 'a.txt'), name: 'a.txt' })).toEqual({ ok: true, value: 'File Uploaded SuccessFully' });
    expect(await uploadAppFile(tech(), web, { file: blob(UPLOAD_MIN_BYTES, 'b.txt'), name: 'b.txt' })).toEqual({ ok: true, value: 'File Uploaded SuccessFully' });
    expect(findApp(web)?.reportPath).toBe('b.txt');
    expect(await uploadAppFile(tech(), web, { file: null, name: 'x' })).toMatchObject({ ok: false, status: 400 });
    expect(await uploadAppFile(tech(), 9999, { file: blob(2048, 'a.zip'), name: 'a.zip' })).toMatchObject({ ok: false, status: 404 });

    const sonar = app('sonar_code_scan').appId;
    expect(await uploadAppFile(tech(), sonar, { file: blob(4096, 'code.rar'), name: 'code.rar' })).toMatchObject({ ok: false, status: 400 });
    expect(await uploadAppFile(tech(), sonar, { file: blob(4096, 'code.zip', 'Rar!'), name: 'code.zip' })).toMatchObject({ ok: false, status: 400 });
    expect(await uploadAppFile(tech(), sonar, { file: blob(4096, 'code.zip'), name: 'code.zip' })).toMatchObject({ ok: true });
    expect(findApp(sonar)).toMatchObject({ reportPath: 'code.zip', upload: { name: 'code.zip', size: 4096, by: tech().userId } });
  });
});

describe('delete', () => {
  it('removes the app, its builds and its place in the other apps dependentApp', () => {
    const orders = app('orders_api').appId;
    expect(db.appBuilds.some((b) => b.appId === orders)).toBe(true);
    expect(value(deleteApp(orders))).toEqual({ message: 'App deleted successfully' });
    expect(findApp(orders)).toBeUndefined();
    expect(db.appBuilds.some((b) => b.appId === orders)).toBe(false);
    expect(app('storefront_web').dependentApp.map((d) => d.name)).toEqual(['product_catalog_api', 'search_gateway']);
    expect(app('checkout_service').dependentApp.map((d) => d.name)).toEqual(['product_catalog_api']);
    expect(deleteApp(orders)).toMatchObject({ ok: false, status: 404 });
  });
});

describe('repo setup', () => {
  it('moves the code IN-PROGRESS then SUCCESS in place, and refuses set-up or report apps', () => {
    const bff = app('auth_bff');
    expect(bff.status).toEqual(['DFC-REPO-SETUP-PIPELINE-PENDING']);
    expect(value(startRepoSetup(tech(), bff.appId))).toMatchObject({ message: 'Repo setup in progress' });
    expect(bff.status).toEqual(['DFC-REPO-SETUP-PIPELINE-IN-PROGRESS']);
    expect(startRepoSetup(tech(), bff.appId)).toMatchObject({ ok: false, status: 409 });
    expect(db.jobs.at(-1)).toMatchObject({ kind: REPO_SETUP_KIND, steps: Object.entries(REPO_SETUP_STEP_MS).map(([name, durationMs]) => ({ name, durationMs })) });
    tick(12_999);
    expect(bff.status).toEqual(['DFC-REPO-SETUP-PIPELINE-IN-PROGRESS']);
    tick(1);
    expect(bff.status).toEqual(['DFC-REPO-SETUP-PIPELINE-SUCCESS', 'DFC-INFRA-DETAIL-PIPELINE-SUCCESS']);
    expect(bff.appUrl).toBe('https://auth-bff-12.azurewebsites.net');
    expect(startRepoSetup(tech(), bff.appId)).toMatchObject({ ok: false, status: 409 });
    expect(startRepoSetup(tech(), app('zap_scan').appId)).toMatchObject({ ok: false, status: 409 });
  });

  it('ends in FAILURE on a job fault, keeping the other codes, and resumes on the next call', () => {
    value(setFaults({ jobFaults: [{ jobKind: REPO_SETUP_KIND, step: 1, times: 1 }] }));
    const media = app('blog_media', 8);
    media.status = ['DFC-REPO-SETUP-PIPELINE-PENDING', 'X-OTHER'];
    value(startRepoSetup(tech(), media.appId));
    tick(13_000);
    expect(media.status).toEqual(['DFC-REPO-SETUP-PIPELINE-FAILURE', 'X-OTHER']);
    value(startRepoSetup(tech(), media.appId));
    expect(db.jobs.filter((j) => j.kind === REPO_SETUP_KIND)).toHaveLength(1);
    tick(9_000);
    expect(media.status).toEqual(['DFC-REPO-SETUP-PIPELINE-SUCCESS', 'X-OTHER', 'DFC-INFRA-DETAIL-PIPELINE-SUCCESS']);
  });
});

describe('Build Now', () => {
  const total = Object.values(APP_BUILD_STEP_MS).reduce((a, b) => a + b, 0);

  it('adds a history entry and grows its log on the clock until it is complete', () => {
    const catalog = app('product_catalog_api');
    const buildNo = value(buildNow(tech(), catalog.appId));
    expect(buildNo).toBe(db.appBuilds.length);
    expect(catalog.status).toContain('DFC-CI-CD-PIPELINE-IN-PROGRESS');
    expect(value(buildHistory(catalog.appId))[0]).toEqual({ buildNo, buildStatus: 'IN_PROGRESS', appId: catalog.appId });
    expect(buildNow(tech(), catalog.appId)).toMatchObject({ ok: false, status: 409 });
    expect(db.jobs.at(-1)?.kind).toBe(APP_BUILD_KIND);

    const lengths: number[] = [];
    let previous = '';
    for (const ms of [0, 2_000, 10_000, 15_000, 10_000]) {
      tick(ms);
      const log = value(consoleLog(buildNo));
      expect(log.startsWith(previous)).toBe(true);
      previous = log;
      lengths.push(log.split('\n').length);
    }
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(new Set(lengths).size).toBeGreaterThan(3);
    expect(value(buildReports(buildNo)).map((r) => r.reportName)).toEqual(['Unit Test Report', 'Code Coverage Report']);
    tick(total);
    const history = value(buildHistory(catalog.appId));
    expect(history[0]).toEqual({ buildNo, buildStatus: 'SUCCESS', appId: catalog.appId, lighthouseScore: expect.any(Number) });
    expect(history.map((h) => h.buildNo)).toEqual([...history.map((h) => h.buildNo)].sort((a, b) => b - a));
    expect(catalog.status).toContain('DFC-CI-CD-PIPELINE-SUCCESS');
    expect(catalog.status).not.toContain('DFC-CI-CD-PIPELINE-IN-PROGRESS');
    const log = value(consoleLog(buildNo));
    expect(log.startsWith(previous)).toBe(true);
    expect(log).toContain('BUILD SUCCESS');
    expect(log.trimEnd().endsWith('##[section]Finishing: Deploy')).toBe(true);
    expect(value(buildReports(buildNo)).map((r) => r.reportName)).toEqual(['Unit Test Report', 'Code Coverage Report', 'Lighthouse Report']);
  });

  it('fails with a job fault: FAILURE in the history and the code, the log ends with the failure', () => {
    value(setFaults({ jobFaults: [{ jobKind: APP_BUILD_KIND, step: 2, times: 1 }] }));
    const web = app('storefront_web');
    const buildNo = value(buildNow(tech(), web.appId));
    tick(total);
    expect(value(buildHistory(web.appId))[0]).toEqual({ buildNo, buildStatus: 'FAILURE', appId: web.appId });
    expect(web.status).toContain('DFC-CI-CD-PIPELINE-FAILURE');
    const log = value(consoleLog(buildNo));
    expect(stripAnsi(log)).toContain('error Command failed with exit code 1.');
    expect(log).not.toContain('Starting: Deploy');
    expect(value(buildReports(buildNo)).map((r) => r.reportName)).toEqual(['Unit Test Report']);
  });

  it('needs the repository set up', () => {
    expect(buildNow(tech(), app('auth_bff').appId)).toMatchObject({ ok: false, status: 409 });
    expect(buildNow(tech(), app('zap_scan').appId)).toMatchObject({ ok: false, status: 409 });
    expect(consoleLog(99_999)).toMatchObject({ ok: false, status: 404 });
    expect(buildReports(99_999)).toMatchObject({ ok: false, status: 404 });
  });

  it('keeps the seeded 20 000-line logs', () => {
    const long = db.appBuilds.filter((b) => b.cleanCache);
    for (const build of long) expect(value(consoleLog(build.buildNo)).split('\n')).toHaveLength(LONG_LOG_LINES);
  });
});

describe('Generate Report', () => {
  it('moves the report code and adds a version with new data', () => {
    const catalog = app('product_catalog_api');
    const before = value(lighthouseOf(catalog.appId));
    expect(value(appReportsOf(catalog.appId))).toHaveLength(3);
    expect(value(generateReport(tech(), catalog.appId))).toMatchObject({ message: 'Report Generation Triggered' });
    expect(catalog.status).toContain('DFC-Report-Pipeline-IN-PROGRESS');
    expect(generateReport(tech(), catalog.appId)).toMatchObject({ ok: false, status: 409 });
    tick(Object.values(REPORT_JOB_STEP_MS).reduce((a, b) => a + b, 0));
    expect(catalog.status).toContain('DFC-Report-Pipeline-SUCCESS');
    expect(catalog.reportVersions.map((v) => v.version)).toEqual([1, 2]);
    expect(value(lighthouseOf(catalog.appId))).not.toEqual(before);
    const reports = value(appReportsOf(catalog.appId));
    expect(reports.map((r) => r.reportName)).toEqual(['Lighthouse Report v2', 'ZAP Report v2', 'Sonar Report v2', 'Lighthouse Report v1', 'ZAP Report v1', 'Sonar Report v1']);
  });

  it('gives FAILURE with a job fault and no new version; a Sonar app needs its file', () => {
    value(setFaults({ jobFaults: [{ jobKind: APP_REPORT_KIND, step: 1, times: 1 }] }));
    const checkout = app('checkout_service');
    value(generateReport(tech(), checkout.appId));
    tick(60_000);
    expect(checkout.status).toContain('DFC-Report-Pipeline-FAILURE');
    expect(checkout.reportVersions).toEqual([]);
    const code = value(createReportApp(tech(), reportPayload({ name: 'code_scan', reportType: 'Sonar Report', websiteUrl: '', file: 'src.zip' })));
    expect(generateReport(tech(), code.result as number)).toMatchObject({ ok: false, status: 409 });
  });
});

describe('report data', () => {
  it('is 404 before any report, then deterministic and different from app to app', () => {
    const checkout = app('checkout_service').appId;
    for (const read of [lighthouseOf, zapOf, sonarOf]) expect(read(checkout)).toMatchObject({ ok: false, status: 404 });
    const orders = app('orders_api').appId;
    const web = app('storefront_web').appId;
    expect(value(lighthouseOf(orders))).toEqual(value(lighthouseOf(orders)));
    expect(value(zapOf(orders))).toEqual(value(zapOf(orders)));
    expect(value(sonarOf(orders))).toEqual(value(sonarOf(orders)));
    expect(value(lighthouseOf(orders))).not.toEqual(value(lighthouseOf(web)));
    expect(value(sonarOf(orders))).not.toEqual(value(sonarOf(web)));
  });

  it('has the seven Lighthouse items, and green, amber and brown scores (70 and 40 too) across the apps', () => {
    const withReports = db.apps.filter((a) => a.reportVersions.length > 0);
    const scores = withReports.flatMap((a) => Object.values(value(lighthouseOf(a.appId))).map((item) => item.score));
    expect(Object.values(value(lighthouseOf(app('orders_api').appId))).map((i) => i.title)).toEqual([
      'Performance',
      'Accessibility',
      'Best Practices',
      'SEO',
      'Reduce unused JavaScript',
      'Reduce unused CSS',
      'Defer offscreen images',
    ]);
    expect(scores.every((s) => Number.isInteger(s) && s >= 0 && s <= 100)).toBe(true);
    expect(new Set(scores.map(scoreColour))).toEqual(new Set(['green', 'amber', 'brown']));
    expect(scores).toContain(70);
    expect(scores).toContain(40);
  });

  it('counts ZAP alerts by risk and Sonar issues by severity and type', () => {
    for (const a of db.apps.filter((x) => x.reportVersions.length > 0)) {
      const zap = value(zapOf(a.appId)).result;
      const risks = zap.alerts.map((al) => riskOf(al.riskdesc));
      expect(zap.count).toEqual({
        high: risks.filter((r) => r === 'High').length,
        medium: risks.filter((r) => r === 'Medium').length,
        low: risks.filter((r) => r === 'Low').length,
        [ZAP_INFORMATIONAL_FIELD]: risks.filter((r) => r === 'Informational').length,
      });
      expect(zap.alerts.every((al) => /^(High|Medium|Low|Informational) \((High|Medium|Low)\)$/.test(al.riskdesc) && al.desc.startsWith('<p>'))).toBe(true);
      const sonar = value(sonarOf(a.appId)).result;
      const count = (field: 'severity' | 'type', v: string) => sonar.issues.filter((i) => i[field] === v).length;
      expect(sonar.count).toEqual({
        severity: { major: count('severity', 'MAJOR'), minor: count('severity', 'MINOR'), critical: count('severity', 'CRITICAL') },
        type: { bug: count('type', 'BUG'), codeSmell: count('type', 'CODE_SMELL') },
      });
      expect(sonar.issues.every((i) => /^AYx[\w-]{17}:src\//.test(i.key) && ['OPEN', 'CONFIRMED'].includes(i.status))).toBe(true);
    }
    const javaKeys = value(sonarOf(app('orders_api').appId)).result.issues.map((i) => i.key);
    expect(javaKeys.every((k) => k.includes(':src/main/java/com/dfc/orders/'))).toBe(true);
    const allDescs = db.apps.filter((x) => x.reportVersions.length > 0).flatMap((a) => value(zapOf(a.appId)).result.alerts.map((al) => al.desc));
    expect(allDescs.some((d) => d.includes('<script>') || d.includes('onerror'))).toBe(true);
  });
});
