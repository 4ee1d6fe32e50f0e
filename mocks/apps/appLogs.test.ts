import { createHash } from 'node:crypto';
import { stripAnsi as plainText } from '../../src/domain/ansi';
import { buildLogBytes, buildLogLines, buildLogText } from './appLogs';
import { APP_BUILD_STEPS, LONG_LOG_LINES, templates, type AppBuildStep, type BuildLogInput } from './logContext';
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}Z /;

const START = Date.UTC(2024, 4, 1, 10, 0, 0);

function input(overrides: Partial<BuildLogInput> = {}): BuildLogInput {
  return {
    buildNo: 42,
    appId: 2,
    appName: 'orders_api',
    appType: 'app_service',
    environment: 'spring_boot',
    buildType: 'maven',
    healthPath: '/actuator/health',
    websitePort: '8080',
    appUrl: 'https://orders-api-12.azurewebsites.net',
    appServiceUrl: 'https://orders-api-12.scm.azurewebsites.net',
    repoUrl: 'https://devops.example.com/dfc-portal/Aurora_Relaunch/_git/orders_api',
    startedAt: START,
    failedStep: null,
    cleanCache: false,
    progress: null,
    ...overrides,
  };
}

const yarnApp = (overrides: Partial<BuildLogInput> = {}) =>
  input({ appName: 'storefront_web', appId: 1, environment: 'react', buildType: 'yarn', healthPath: '/health', websitePort: '3000', appUrl: 'https://storefront-web-12.azurewebsites.net', ...overrides });

describe('a build log', () => {
  it('is the same for the same build and differs between builds', () => {
    expect(buildLogText(input())).toBe(buildLogText(input()));
    expect(buildLogText(input({ buildNo: 43 }))).not.toBe(buildLogText(input()));
    expect(buildLogText(input({ appId: 3 }))).not.toBe(buildLogText(input()));
  });

  it('stamps every line and runs the four steps in order', () => {
    const lines = buildLogLines(input());
    expect(lines.every((l) => STAMP.test(l))).toBe(true);
    const starts = lines.map((l) => /##\[section\]Starting: (\w+)/.exec(l)?.[1]).filter(Boolean);
    expect(starts).toEqual(['Initialize', 'Checkout', 'Build', 'Test', 'Deploy']);
    expect(lines[0]).toMatch(/^2024-05-01T10:00:00\.0000000Z ##\[section\]Starting: Initialize job$/);
    expect(lines.at(-1)).toMatch(/##\[section\]Finishing: Deploy$/);
  });

  it('colours Maven as Maven does', () => {
    const text = buildLogText(input());
    expect(text).toContain('[\u001b[1;34mINFO\u001b[m] Scanning for projects...');
    expect(text).toContain('\u001b[1;32mBUILD SUCCESS\u001b[m');
    expect(plainText(text)).toContain('[INFO] Tests run:');
    expect(plainText(text)).toContain('Health check https://orders-api-12.azurewebsites.net/actuator/health answered 200');
  });

  it('ends a failed Maven step with a Java stack trace or a compilation error and BUILD FAILURE', () => {
    const test = plainText(buildLogText(input({ failedStep: 'Test' })));
    expect(test).toMatch(/(java\.lang\.AssertionError|java\.lang\.NullPointerException)/);
    expect(test).toMatch(/\tat com\.dfc\.orders\./);
    expect(test).toContain('[INFO] BUILD FAILURE');
    expect(test).toContain('There are test failures.');
    expect(test).not.toContain('Starting: Deploy');
    expect(buildLogText(input({ failedStep: 'Test' }))).toContain('\u001b[1;31mBUILD FAILURE\u001b[m');
    const build = plainText(buildLogText(input({ failedStep: 'Build' })));
    expect(build).toContain('[ERROR] COMPILATION ERROR : ');
    expect(build).toContain('[INFO] BUILD FAILURE');
    expect(build).not.toContain('Starting: Test');
    const deploy = plainText(buildLogText(input({ failedStep: 'Deploy' })));
    expect(deploy).toContain("BeanCreationException: Error creating bean with name 'entityManagerFactory'");
    expect(deploy).toContain('Caused by: org.postgresql.util.PSQLException');
  });

  it('ends a failed Yarn step with a TypeScript or Jest error and the failed command', () => {
    const build = plainText(buildLogText(yarnApp({ failedStep: 'Build' })));
    expect(build).toMatch(/src\/pages\/Checkout\.tsx:\d+:38 - error TS2322: /);
    expect(build).toContain('error Command failed with exit code 1.');
    const test = plainText(buildLogText(yarnApp({ failedStep: 'Test' })));
    expect(test).toContain('FAIL  src/features/cart/CartSummary.test.tsx');
    expect(test).toContain('Tests:       1 failed');
    expect(test.trimEnd().split('\n').slice(-4).join('\n')).toContain('error Command failed with exit code 1.');
    const node = plainText(buildLogText(yarnApp({ environment: 'node', appName: 'search_gateway', failedStep: 'Test' })));
    expect(node).toContain("TypeError: Cannot read properties of undefined (reading 'id')");
    expect(node).toContain('at Layer.handle [as handle_request] (node_modules/express/lib/router/layer.js:95:5)');
    const checkout = plainText(buildLogText(yarnApp({ failedStep: 'Checkout' })));
    expect(checkout).toContain('TF401019');
    expect(checkout).toContain('##[error]Git fetch failed with exit code: 128');
  });

  it('is exactly 20 000 lines with a clean dependency cache, for Maven and Yarn', () => {
    const maven = buildLogLines(input({ cleanCache: true }));
    expect(maven).toHaveLength(LONG_LOG_LINES);
    expect(maven.filter((l) => l.includes('Downloaded from central: https://repo.maven.apache.org/maven2/')).length).toBeGreaterThan(9_000);
    const yarn = buildLogLines(yarnApp({ cleanCache: true, failedStep: 'Deploy' }));
    expect(yarn).toHaveLength(LONG_LOG_LINES);
    expect(yarn.some((l) => l.includes('verbose') && l.includes('Performing "GET" request to "https://registry.yarnpkg.com/react"'))).toBe(true);
  });

  it('grows with the progress: a running build shows a prefix of its whole log', () => {
    for (const failedStep of [null, 'Test'] as Array<AppBuildStep | null>) {
      const whole = buildLogLines(input({ failedStep }));
      let previous = 0;
      for (let step = 0; step < (failedStep ? 3 : APP_BUILD_STEPS.length); step += 1) {
        for (const fraction of [0, 0.5, 1]) {
          const part = buildLogLines(input({ failedStep, progress: { step, fraction } }));
          expect(whole.slice(0, part.length)).toEqual(part);
          expect(part.length).toBeGreaterThanOrEqual(previous);
          previous = part.length;
        }
      }
      expect(previous).toBe(whole.length);
    }
  });

  it('reads a running build from its kept whole log: the same text as generating it, and its bytes from any start', () => {
    const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
    for (const failedStep of [null, 'Test'] as Array<AppBuildStep | null>) {
      // Each read before the first whole one is generated; the later ones slice the kept log.
      buildLogText(input({ failedStep }));
      for (const progress of [{ step: 0, fraction: 0 }, { step: 1, fraction: 0.37 }, { step: 2, fraction: 1 }, null]) {
        const running = input({ failedStep, progress });
        const text = buildLogLines(running).join('\n');
        expect(buildLogText(running)).toBe(text);
        const all = buildLogBytes(running, 0);
        expect(decode(all.bytes)).toBe(text);
        expect(all.size).toBe(new TextEncoder().encode(text).length);
        expect(all.more).toBe(progress !== null);
        const from = Math.floor(all.size / 3);
        expect(decode(buildLogBytes(running, from).bytes)).toBe(decode(new TextEncoder().encode(text).subarray(from)));
        expect(buildLogBytes(running, all.size + 10)).toMatchObject({ size: all.size, bytes: new Uint8Array(0) });
      }
    }
  });

  it('covers containers, static sites and build type NA', () => {
    const container = plainText(buildLogText(input({ appType: 'app_service_container' })));
    expect(container).toContain('/usr/bin/docker push dfcregistry.azurecr.io/orders-api:42');
    const site = plainText(buildLogText(input({ appType: 'static_site', environment: '', buildType: 'na', appName: 'brand_assets', appUrl: 'https://brandassets12.z6.web.core.windows.net', appServiceUrl: null, healthPath: '' })));
    expect(site).toContain('Build type NA: nothing to build');
    expect(site).toContain("az storage blob upload-batch --account-name brandassets12 --destination '$web'");
    expect(buildLogLines(input({ appType: 'static_site', buildType: 'na', environment: '', cleanCache: true })).length).toBeLessThan(LONG_LOG_LINES);
  });
});

/**
 * The generated text, pinned: a hash of every variant's whole log (and of a running build's part),
 * so that moving the line templates, or tidying the generators, cannot change one byte of a log.
 * A deliberate change of the logs updates these hashes.
 */
describe('the generated logs, byte for byte', () => {
  const FAILED: Array<AppBuildStep | null> = [null, ...APP_BUILD_STEPS];
  const hashOf = (inputs: BuildLogInput[]) => {
    const hash = createHash('sha256');
    for (const each of inputs) hash.update(`${buildLogText(each)}\n\u0000\n`);
    return hash.digest('hex').slice(0, 16);
  };
  /** Every failed step (or none), for three builds of the app (both of Maven's test failures among them). */
  const variants = (app: (o: Partial<BuildLogInput>) => BuildLogInput) =>
    [42, 43, 57].flatMap((buildNo) => FAILED.map((failedStep) => app({ buildNo, failedStep })));
  const node = (o: Partial<BuildLogInput>) => yarnApp({ environment: 'node', appName: 'search_gateway', appId: 7, ...o });
  const site = (o: Partial<BuildLogInput>) =>
    input({ appType: 'static_site', environment: '', buildType: 'na', appName: 'brand_assets', appId: 5, appUrl: 'https://brandassets12.z6.web.core.windows.net', appServiceUrl: null, healthPath: '', ...o });

  it.each([
    ['Maven web app', () => variants(input), '128e1045094d25dd'],
    ['Maven container', () => variants((o) => input({ appType: 'app_service_container', ...o })), 'a8cd0d08e30e0d3d'],
    ['Yarn React web app', () => variants(yarnApp), 'a4fceb13b00e30ef'],
    ['Yarn React static site', () => variants((o) => yarnApp({ appType: 'static_site', appServiceUrl: null, ...o })), '4c5af34871bf3095'],
    ['Yarn Node container', () => variants((o) => node({ appType: 'app_service_container', websitePort: '', ...o })), '2c925e45b8b1acf0'],
    ['Node web app, a health path without its slash', () => variants((o) => node({ healthPath: 'ready', ...o })), 'eba7c296e12e4c59'],
    ['static site without a build tool', () => variants(site), '0e34711ebecda4e7'],
    ['clean cache', () => [input({ cleanCache: true }), input({ cleanCache: true, failedStep: 'Test' }), yarnApp({ cleanCache: true }), node({ cleanCache: true, failedStep: 'Build' })], '5f1b6d56a9da73de'],
    ['running builds', () => [0, 1, 2, 3].flatMap((step) => [input({ progress: { step, fraction: 0.4 } }), yarnApp({ failedStep: 'Deploy', progress: { step, fraction: 0.7 } })]), '4d56b125ef8bf89e'],
  ])('%s', (_name, inputs, expected) => {
    expect(hashOf(inputs())).toBe(expected);
  });
});

describe('the log templates (./*.txt)', () => {
  const t = templates(['notes of the file', '@@ one', '{bold:Building {name}} {"json":1} ${{x}', '{...more}', '@@ plugin', '{plugin:goal|run|{name}}', ''].join('\n'));

  it('fill values and styles, keep stray braces, splice lines', () => {
    expect(t.lines('one', { name: 'app', more: ['a', 'b'] })).toEqual(['\u001b[1mBuilding app\u001b[m {"json":1} ${x}', 'a', 'b']);
    expect(t.lines('one', { name: 'app', more: [] })).toHaveLength(1);
    expect(plainText(t.line('plugin', { name: 'app' }))).toBe('--- goal (run) @ app ---');
  });

  it('throw for an unknown value, section or style, and a missing line list', () => {
    expect(() => t.lines('one', { more: [] })).toThrow('no value for {name}');
    expect(() => t.lines('two')).toThrow('no section two');
    expect(() => t.lines('one', { name: 'app' })).toThrow('no lines for {...more}');
    expect(() => templates('@@ x\n{shout:hey}')).toThrow('no style {shout:}');
  });
});
