/** The Build and Test steps of a Yarn build's console log (./appLogs.ts), and of an app without a build tool. */
import { between, seededRandom } from '../core/random';
import { type Ctx, secs, taskHeader } from './logContext';
import { E, J, TS, Y } from './logStyles';
import { yarnDownloads } from './checkoutLog';

/* ---------- Yarn ---------- */

const cmdTask = () =>
  [
    ...taskHeader('Command line', 'Run a command line script using Bash on Linux and macOS and cmd.exe on Windows', '2.237.1', 'https://docs.microsoft.com/azure/devops/pipelines/tasks/utility/command-line'),
    'Generating script.',
    '========================== Starting Command Output ===========================',
  ];

const yarnFailed = () => [
  `${Y.error} Command failed with exit code 1.`,
  `${Y.info} Visit ${Y.bold('https://yarnpkg.com/en/docs/cli/run')} for documentation about this command.`,
  "##[error]Bash exited with code '1'.",
];

export function yarnBuild(ctx: Ctx, failing: boolean): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 1);
  const react = ctx.input.environment !== 'node';
  const lines = [
    '##[section]Starting: Build',
    ...cmdTask(),
    `/usr/bin/bash --noprofile --norc /home/vsts/work/_temp/${ctx.sha.slice(8, 16)}-${ctx.sha.slice(16, 20)}.sh`,
    Y.bold(`yarn install v1.22.22${ctx.fill > 0 ? ' (--verbose, clean cache)' : ''}`),
    `${Y.dim('[1/4]')} Resolving packages...`,
    `${Y.dim('[2/4]')} Fetching packages...`,
  ];
  if (ctx.fill > 0) lines.push(...yarnDownloads(ctx));
  lines.push(
    `${Y.dim('[3/4]')} Linking dependencies...`,
    `${Y.warning} " > @testing-library/user-event@14.5.2" has unmet peer dependency "@testing-library/dom@>=7.21.4".`,
    `${Y.dim('[4/4]')} Building fresh packages...`,
    `Done in ${between(random, 18, 60)}.${between(random, 10, 99)}s.`,
    Y.bold('yarn run v1.22.22'),
    react ? '$ tsc -b && vite build' : '$ tsc -p tsconfig.build.json',
  );
  if (failing) {
    const [file, line, col] = react ? ['src/pages/Checkout.tsx', between(random, 60, 140), 38] : [`src/routes/${ctx.pkg}.ts`, between(random, 20, 90), 31];
    if (react) {
      lines.push(
        `${TS.file(file)}:${TS.num(line)}:${TS.num(col)} - ${TS.error}${TS.code('TS2322')}Type 'string | undefined' is not assignable to type 'string'.`,
        "  Type 'undefined' is not assignable to type 'string'.",
        '',
        `${TS.gutter(line)}       <Price value={order.total} currency={order.currency} />`,
        `${TS.gutter(' '.repeat(String(line).length))} ${' '.repeat(36)}${TS.squiggle('~~~~~~~~')}`,
        '',
        `  ${TS.file('src/components/Price.tsx')}:${TS.num(4)}:${TS.num(3)}`,
        `    ${TS.gutter(4)}   currency: string;`,
        `    ${TS.gutter(' ')}   ${TS.squiggle('~~~~~~~~')}`,
        "    The expected type comes from property 'currency' which is declared here on type 'IntrinsicAttributes & PriceProps'",
      );
    } else {
      lines.push(
        `${TS.file(file)}:${TS.num(line)}:${TS.num(col)} - ${TS.error}${TS.code('TS2339')}Property 'customerId' does not exist on type 'ParsedQs'.`,
        '',
        `${TS.gutter(line)}   const customerId = Number(req.query.customerId);`,
        `${TS.gutter(' '.repeat(String(line).length))} ${' '.repeat(36)}${TS.squiggle('~~~~~~~~~~')}`,
      );
    }
    lines.push('', `Found 1 error in ${file}${E}90m:${line}${E}0m`, '', ...yarnFailed(), '##[section]Finishing: Build');
    return lines;
  }
  if (react) {
    lines.push(
      `${E}36mvite v5.2.11 ${E}32mbuilding for production...${E}36m${E}39m`,
      'transforming...',
      `${E}32m✓${E}39m ${between(random, 300, 1800)} modules transformed.`,
      'rendering chunks...',
      'computing gzip size...',
      `${E}2mdist/${E}22m${E}32mindex.html                 ${E}39m${E}1m${E}2m  0.62 kB${E}22m${E}1m${E}22m${E}2m │ gzip:  0.38 kB${E}22m`,
      `${E}2mdist/${E}22m${E}35massets/index-${ctx.sha.slice(0, 8)}.css  ${E}39m${E}1m${E}2m ${between(random, 8, 40)}.${between(random, 10, 99)} kB${E}22m${E}1m${E}22m${E}2m │ gzip:  ${between(random, 2, 9)}.${between(random, 10, 99)} kB${E}22m`,
      `${E}2mdist/${E}22m${E}36massets/index-${ctx.sha.slice(8, 16)}.js   ${E}39m${E}1m${E}2m${between(random, 140, 480)}.${between(random, 10, 99)} kB${E}22m${E}1m${E}22m${E}2m │ gzip: ${between(random, 45, 150)}.${between(random, 10, 99)} kB${E}22m`,
      `${E}32m✓ built in ${between(random, 5, 19)}.${between(random, 10, 99)}s${E}39m`,
    );
  }
  lines.push(`Done in ${between(random, 8, 30)}.${between(random, 10, 99)}s.`, '##[section]Finishing: Build');
  return lines;
}

export function yarnTest(ctx: Ctx, failing: boolean): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 2);
  const react = ctx.input.environment !== 'node';
  const suites = react
    ? ['src/components/Header.test.tsx', 'src/pages/Home.test.tsx', 'src/features/cart/CartSummary.test.tsx', 'src/hooks/useCart.test.ts', 'src/api/client.test.ts', 'src/utils/format.test.ts']
    : [`src/routes/${ctx.pkg}.test.ts`, 'src/services/cache.test.ts', 'src/config.test.ts', 'src/middleware/auth.test.ts', 'src/utils/format.test.ts'];
  const failIndex = failing ? (react ? 2 : 0) : -1;
  const lines = [
    '##[section]Starting: Test',
    ...cmdTask(),
    `/usr/bin/bash --noprofile --norc /home/vsts/work/_temp/${ctx.sha.slice(20, 28)}-${ctx.sha.slice(28, 32)}.sh`,
    Y.bold('yarn run v1.22.22'),
    '$ jest --ci --coverage --reporters=default --reporters=jest-junit',
  ];
  let tests = 0;
  suites.forEach((suite, index) => {
    const slash = suite.lastIndexOf('/') + 1;
    const shown = `${J.dim(suite.slice(0, slash))}${E}1m${suite.slice(slash)}${E}22m`;
    tests += between(random, 3, 12);
    if (index !== failIndex) {
      lines.push(`${J.pass} ${shown}${index < 2 ? ` (${secs(random, 2, 7)} s)` : ''}`);
      return;
    }
    lines.push(`${J.fail} ${shown}`);
    if (react) {
      const line = between(random, 30, 70);
      lines.push(
        `${J.boldRed('  ● CartSummary › shows the total with VAT')}`,
        '',
        `    ${J.dim('expect(')}${J.red('element')}${J.dim(').')}toHaveTextContent${J.dim('()')}`,
        '',
        '    Expected element to have text content:',
        `    ${J.green('  €24.90')}`,
        '    Received:',
        `    ${J.red('  €22.90')}`,
        '',
        `    ${J.dim(`  ${line - 2} |`)}     render(<CartSummary items={items} />);`,
        `    ${J.dim(`  ${line - 1} |`)}     const total = screen.getByTestId('cart-total');`,
        `    ${J.boldRed('>')} ${J.dim(`${line} |`)}     expect(total).toHaveTextContent('€24.90');`,
        `    ${J.dim(`     |${' '.repeat(19)}`)}${J.boldRed('^')}`,
        `    ${J.dim(`  ${line + 1} |`)}   });`,
        '',
        `      ${J.dim('at Object.toHaveTextContent (')}src/features/cart/CartSummary.test.tsx${J.dim(`:${line}:19)`)}`,
        '',
      );
    } else {
      const line = between(random, 30, 70);
      lines.push(
        `${J.boldRed(`  ● GET /api/${ctx.pkg}/:id › answers 404 for an unknown id`)}`,
        '',
        `    TypeError: Cannot read properties of undefined (reading 'id')`,
        '',
        `    ${J.dim(`  ${line - 2} |`)}   const found = await repository.findById(req.params.id);`,
        `    ${J.dim(`  ${line - 1} |`)}   res.json({`,
        `    ${J.boldRed('>')} ${J.dim(`${line} |`)}     id: found.id,`,
        `    ${J.dim(`     |${' '.repeat(16)}`)}${J.boldRed('^')}`,
        `    ${J.dim(`  ${line + 1} |`)}     lines: found.lines,`,
        '',
        `      ${J.dim('at id (')}src/routes/${ctx.pkg}.ts${J.dim(`:${line}:16)`)}`,
        `      ${J.dim('at Layer.handle [as handle_request] (')}node_modules/express/lib/router/layer.js${J.dim(':95:5)')}`,
        `      ${J.dim('at next (')}node_modules/express/lib/router/route.js${J.dim(':149:13)')}`,
        `      ${J.dim('at Route.dispatch (')}node_modules/express/lib/router/route.js${J.dim(':119:3)')}`,
        `      ${J.dim('at processTicksAndRejections (')}node:internal/process/task_queues${J.dim(':95:5)')}`,
        '',
      );
    }
  });
  const passedSuites = suites.length - (failing ? 1 : 0);
  const time = `${secs(random, 9, 25)} s`;
  if (failing) {
    lines.push(
      `${Y.bold('Test Suites: ')}${J.boldRed('1 failed')}, ${E}1m${E}32m${passedSuites} passed${E}39m${E}22m, ${suites.length} total`,
      `${Y.bold('Tests:       ')}${J.boldRed('1 failed')}, ${E}1m${E}32m${tests - 1} passed${E}39m${E}22m, ${tests} total`,
      `${Y.bold('Snapshots:   ')}0 total`,
      `${Y.bold('Time:        ')}${time}`,
      `${J.dim('Ran all test suites')}.`,
      ...yarnFailed(),
      '##[section]Finishing: Test',
    );
    return lines;
  }
  const pct = () => `${between(random, 70, 98)}.${between(random, 10, 99)}`;
  lines.push(
    '----------------------|---------|----------|---------|---------|-------------------',
    'File                  | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s ',
    '----------------------|---------|----------|---------|---------|-------------------',
    `${E}32;1mAll files             ${E}0m|${E}32;1m   ${pct()} ${E}0m|${E}33;1m    ${pct()} ${E}0m|${E}32;1m   ${pct()} ${E}0m|${E}32;1m   ${pct()} ${E}0m|${E}32;1m                   ${E}0m`,
    '----------------------|---------|----------|---------|---------|-------------------',
    `${Y.bold('Test Suites: ')}${E}1m${E}32m${suites.length} passed${E}39m${E}22m, ${suites.length} total`,
    `${Y.bold('Tests:       ')}${E}1m${E}32m${tests} passed${E}39m${E}22m, ${tests} total`,
    `${Y.bold('Snapshots:   ')}0 total`,
    `${Y.bold('Time:        ')}${time}`,
    `${J.dim('Ran all test suites')}.`,
    `Done in ${secs(random, 10, 28).slice(0, -1)}s.`,
    '##[section]Finishing: Test',
  );
  return lines;
}

/* ---------- no build tool (NA) ---------- */

export function copyBuild(ctx: Ctx, failing: boolean): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 1);
  const files = ['index.html', 'css/site.css', 'js/site.js', 'img/logo.svg', 'img/hero.webp', 'fonts/brand.woff2', 'robots.txt'];
  const lines = [
    '##[section]Starting: Build',
    ...taskHeader('Copy files', 'Copy files from a source folder to a target folder using patterns matching file paths (not folder paths)', '2.238.0', 'https://docs.microsoft.com/azure/devops/pipelines/tasks/utility/copy-files'),
    'Build type NA: nothing to build; the repository content is published as it is.',
    `found ${files.length} files`,
  ];
  if (failing) {
    lines.push(`##[error]Error: ENOSPC: no space left on device, copyfile '/home/vsts/work/1/s/${files[between(random, 0, 6)]}'`, '##[section]Finishing: Build');
    return lines;
  }
  for (const file of files) lines.push(`Copying /home/vsts/work/1/s/${file} to /home/vsts/work/1/a/${file}`);
  lines.push('##[section]Finishing: Build');
  return lines;
}

export function noTests(failing: boolean): string[] {
  if (failing) return ['##[section]Starting: Test', '##[error]The test step has no tests to run for build type NA and was configured to require them.', '##[section]Finishing: Test'];
  return ['##[section]Starting: Test', 'Build type NA: no tests configured.', '##[section]Finishing: Test'];
}
