/** The Build and Test steps of a Maven build's console log (./appLogs.ts). */
import { between, seededRandom } from '../core/random';
import { E, M } from './logStyles';
import { type Ctx, secs, stepEnd, taskHeader } from './logContext';
import { mavenDownloads } from './checkoutLog';

/* ---------- Maven ---------- */

const MAVEN_RULE = `${M.info} ------------------------------------------------------------------------`;

function mavenProject(ctx: Ctx): string[] {
  const header = `com.dfc:${ctx.artifact}`;
  const dashes = Math.max(3, Math.floor((68 - header.length) / 2));
  return [
    `${M.info} `,
    `${M.info} ${M.bold(`${'-'.repeat(dashes)}< `)}${E}0;36m${header}${E}0;1m >${'-'.repeat(dashes)}${E}m`,
    `${M.info} ${M.bold(`Building ${ctx.artifact} ${ctx.version}`)}`,
    `${M.info}   from pom.xml`,
    `${M.info} ${M.bold('--------------------------------[ jar ]---------------------------------')}`,
  ];
}

function mavenEnd(ctx: Ctx, ok: boolean, seconds: string, stepIndex: number): string[] {
  return [
    MAVEN_RULE,
    `${M.info} ${ok ? M.green('BUILD SUCCESS') : M.red('BUILD FAILURE')}`,
    MAVEN_RULE,
    `${M.info} Total time:  ${seconds} s`,
    `${M.info} Finished at: ${new Date(stepEnd(ctx, stepIndex)).toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    MAVEN_RULE,
  ];
}

const mavenTask = () =>
  taskHeader('Maven', 'Build, test, and deploy with Apache Maven', '4.238.1', 'https://docs.microsoft.com/azure/devops/pipelines/tasks/build/maven');

export function mavenBuild(ctx: Ctx, failing: boolean): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 1);
  const { artifact, pkg, Name } = ctx;
  const sources = between(random, 18, 64);
  const lines = [
    '##[section]Starting: Build',
    ...mavenTask(),
    `/usr/bin/mvn -f /home/vsts/work/1/s/pom.xml -B -Dstyle.color=always -DskipTests clean package`,
    `${M.info} Scanning for projects...`,
    ...(ctx.fill > 0 ? mavenDownloads(ctx) : []),
    ...mavenProject(ctx),
    `${M.info} `,
    `${M.info} ${M.plugin('clean:3.3.2:clean', 'default-clean', artifact)}`,
    `${M.info} `,
    `${M.info} ${M.plugin('resources:3.3.1:resources', 'default-resources', artifact)}`,
    `${M.info} Copying 1 resource from src/main/resources to target/classes`,
    `${M.info} Copying ${between(random, 2, 6)} resources from src/main/resources to target/classes`,
    `${M.info} `,
    `${M.info} ${M.plugin('compiler:3.11.0:compile', 'default-compile', artifact)}`,
    `${M.info} Changes detected - recompiling the module! :dependency`,
    `${M.info} Compiling ${sources} source files with javac [debug release 17] to target/classes`,
  ];
  if (failing) {
    const file = `/home/vsts/work/1/s/src/main/java/com/dfc/${pkg}/service/${Name}Service.java`;
    const at = `[${between(random, 30, 140)},${between(random, 9, 40)}]`;
    const symbol = `  symbol:   method findByCustomerId(java.lang.Long)`;
    const location = `  location: variable ${pkg}Repository of type com.dfc.${pkg}.repository.${Name}Repository`;
    lines.push(
      `${M.info} -------------------------------------------------------------`,
      `${M.error} COMPILATION ERROR : `,
      `${M.info} -------------------------------------------------------------`,
      `${M.error} ${file}:${at} cannot find symbol`,
      symbol,
      location,
      `${M.info} 1 error`,
      `${M.info} -------------------------------------------------------------`,
      ...mavenEnd(ctx, false, secs(random, 6, 14), 1),
      `${M.error} Failed to execute goal ${E}32morg.apache.maven.plugins:maven-compiler-plugin:3.11.0:compile${E}m ${M.bold('(default-compile)')} on project ${E}36m${artifact}${E}m: ${M.red('Compilation failure')}`,
      `${M.error} ${M.red(`${file}:${at} cannot find symbol`)}`,
      `${M.error} ${M.red(symbol)}`,
      `${M.error} ${M.red(location)}`,
      `${M.error} -> ${M.bold('[Help 1]')}`,
      `${M.error} `,
      `${M.error} To see the full stack trace of the errors, re-run Maven with the ${M.bold('-e')} switch.`,
      `${M.error} Re-run Maven using the ${M.bold('-X')} switch to enable full debug logging.`,
      `${M.error} `,
      `${M.error} For more information about the errors and possible solutions, please read the following articles:`,
      `${M.error} ${M.bold('[Help 1]')} http://cwiki.apache.org/confluence/display/MAVEN/MojoFailureException`,
      '##[error]Build failed.',
      '##[section]Finishing: Build',
    );
    return lines;
  }
  lines.push(
    `${M.warning} /home/vsts/work/1/s/src/main/java/com/dfc/${pkg}/web/${Name}Controller.java: Some input files use unchecked or unsafe operations.`,
    `${M.warning} /home/vsts/work/1/s/src/main/java/com/dfc/${pkg}/web/${Name}Controller.java: Recompile with -Xlint:unchecked for details.`,
    `${M.info} `,
    `${M.info} ${M.plugin('resources:3.3.1:testResources', 'default-testResources', artifact)}`,
    `${M.info} skip non existing resourceDirectory /home/vsts/work/1/s/src/test/resources`,
    `${M.info} `,
    `${M.info} ${M.plugin('compiler:3.11.0:testCompile', 'default-testCompile', artifact)}`,
    `${M.info} Changes detected - recompiling the module! :dependency`,
    `${M.info} Compiling ${between(random, 6, 24)} source files with javac [debug release 17] to target/test-classes`,
    `${M.info} `,
    `${M.info} ${M.plugin('surefire:3.1.2:test', 'default-test', artifact)}`,
    `${M.info} Tests are skipped.`,
    `${M.info} `,
    `${M.info} ${M.plugin('jar:3.3.0:jar', 'default-jar', artifact)}`,
    `${M.info} Building jar: /home/vsts/work/1/s/target/${artifact}-${ctx.version}.jar`,
    `${M.info} `,
    `${M.info} ${M.plugin('spring-boot:3.2.5:repackage', 'repackage', artifact)}`,
    `${M.info} Replacing main artifact /home/vsts/work/1/s/target/${artifact}-${ctx.version}.jar with repackaged archive, adding nested dependencies in BOOT-INF/.`,
    `${M.info} The original artifact has been renamed to /home/vsts/work/1/s/target/${artifact}-${ctx.version}.jar.original`,
    ...mavenEnd(ctx, true, secs(random, 12, 19), 1),
    '##[section]Finishing: Build',
  );
  return lines;
}

export function springLog(ctx: Ctx, at: number, level: 'INFO' | 'WARN' | 'ERROR', logger: string, text: string, pid: number): string {
  const colour = level === 'INFO' ? '32' : level === 'WARN' ? '33' : '31';
  return `${new Date(at).toISOString()} ${E}${colour}m ${level}${E}0;39m ${E}35m${pid}${E}0;39m ${E}2m---${E}0;39m ${E}2m[${ctx.artifact}] [           main]${E}0;39m ${E}36m${logger.padEnd(40).slice(0, 40)}${E}0;39m ${E}2m:${E}0;39m ${text}`;
}

export function mavenTest(ctx: Ctx, failing: boolean): string[] {
  const random = seededRandom(ctx.input.appId, ctx.input.buildNo, 2);
  const { artifact, pkg, Name } = ctx;
  const start = ctx.stepStart[2];
  const pid = between(random, 1800, 4800);
  const classes = [`web.${Name}ControllerTest`, `service.${Name}ServiceTest`, `repository.${Name}RepositoryTest`, 'config.SecurityConfigTest', `domain.${Name}Test`].map(
    (c) => `com.dfc.${pkg}.${c}`,
  );
  // Drawn either way, so that a failing run shows the same lines as a passing one up to its failure.
  const failPick = between(random, 0, 1);
  const failAt = failing ? failPick : -1;
  const lines = [
    '##[section]Starting: Test',
    ...mavenTask(),
    `/usr/bin/mvn -f /home/vsts/work/1/s/pom.xml -B -Dstyle.color=always test jacoco:report`,
    `${M.info} Scanning for projects...`,
    ...mavenProject(ctx),
    `${M.info} `,
    `${M.info} ${M.plugin('surefire:3.1.2:test', 'default-test', artifact)}`,
    `${M.info} Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider`,
    `${M.info} `,
    `${M.info} -------------------------------------------------------`,
    `${M.info}  T E S T S`,
    `${M.info} -------------------------------------------------------`,
  ];
  let total = 0;
  let failure: string[] = [];
  classes.forEach((cls, index) => {
    const short = cls.split('.').at(-1)!;
    const run = between(random, 3, 14);
    total += run;
    lines.push(`${M.info} Running ${M.bold(cls)}`);
    if (index === 0) {
      lines.push(
        springLog(ctx, start + 1200, 'INFO', `c.d.${pkg}.web.${short}`, `Starting ${short} using Java 17.0.11 with PID ${pid}`, pid),
        springLog(ctx, start + 1300, 'INFO', `c.d.${pkg}.web.${short}`, 'No active profile set, falling back to 1 default profile: "default"', pid),
        springLog(ctx, start + 2900, 'INFO', 'o.s.b.t.m.w.SpringBootMockServletContext', 'Initializing Spring TestDispatcherServlet \'\'', pid),
        springLog(ctx, start + 3400, 'INFO', `c.d.${pkg}.web.${short}`, `Started ${short} in ${secs(random, 2, 5)} seconds (process running for ${secs(random, 5, 8)})`, pid),
      );
    }
    if (index !== failAt) {
      lines.push(`${M.info} ${M.green('Tests run: ')}${E}0;1;32m${run}${E}m, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: ${secs(random, 0, 5)} s -- in ${M.bold(cls)}`);
      return;
    }
    if (index === 0) {
      const test = `create${Name}Returns201`;
      const line = between(random, 40, 90);
      lines.push(
        `${M.error} ${M.red('Tests ')}run: ${run}, ${M.red('Failures: ')}${E}0;1;31m1${E}m, Errors: 0, Skipped: 0, Time elapsed: ${secs(random, 2, 6)} s ${M.red('<<< FAILURE!')} -- in ${M.red(cls)}`,
        `${M.error} ${cls}.${test} -- Time elapsed: 0.${between(random, 100, 999)} s <<< FAILURE!`,
        'java.lang.AssertionError: Status expected:<201> but was:<500>',
        '\tat org.springframework.test.util.AssertionErrors.fail(AssertionErrors.java:59)',
        '\tat org.springframework.test.util.AssertionErrors.assertEquals(AssertionErrors.java:122)',
        '\tat org.springframework.test.web.servlet.result.StatusResultMatchers.lambda$matcher$9(StatusResultMatchers.java:637)',
        '\tat org.springframework.test.web.servlet.MockMvc$1.andExpect(MockMvc.java:214)',
        `\tat ${cls}.${test}(${short}.java:${line})`,
        '\tat java.base/java.lang.reflect.Method.invoke(Method.java:580)',
        '\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1596)',
        '\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1596)',
        '',
      );
      failure = [`${M.error} ${M.red('Failures: ')}`, `${M.error}   ${short}.${test}:${line} Status expected:<201> but was:<500>`];
    } else {
      const test = 'totalIncludesVat';
      const line = between(random, 30, 80);
      lines.push(
        `${M.error} ${M.red('Tests ')}run: ${run}, Failures: 0, ${M.red('Errors: ')}${E}0;1;31m1${E}m, Skipped: 0, Time elapsed: ${secs(random, 0, 2)} s ${M.red('<<< FAILURE!')} -- in ${M.red(cls)}`,
        `${M.error} ${cls}.${test} -- Time elapsed: 0.0${between(random, 10, 99)} s <<< ERROR!`,
        `java.lang.NullPointerException: Cannot invoke "java.math.BigDecimal.multiply(java.math.BigDecimal)" because the return value of "com.dfc.${pkg}.domain.${Name}Line.getUnitPrice()" is null`,
        `\tat com.dfc.${pkg}.service.${Name}Service.lineTotal(${Name}Service.java:${between(random, 80, 120)})`,
        '\tat java.base/java.util.stream.ReferencePipeline$3$1.accept(ReferencePipeline.java:197)',
        '\tat java.base/java.util.ArrayList$ArrayListSpliterator.forEachRemaining(ArrayList.java:1708)',
        '\tat java.base/java.util.stream.AbstractPipeline.copyInto(AbstractPipeline.java:509)',
        '\tat java.base/java.util.stream.ReduceOps$ReduceOp.evaluateSequential(ReduceOps.java:921)',
        '\tat java.base/java.util.stream.ReferencePipeline.reduce(ReferencePipeline.java:662)',
        `\tat com.dfc.${pkg}.service.${Name}Service.total(${Name}Service.java:${between(random, 60, 79)})`,
        `\tat ${cls}.${test}(${short}.java:${line})`,
        '\tat java.base/java.lang.reflect.Method.invoke(Method.java:580)',
        '',
      );
      failure = [`${M.error} ${M.red('Errors: ')}`, `${M.error}   ${short}.${test}:${line} » NullPointer Cannot invoke "java.math.BigDecimal.multiply(java.math.BigDecimal)"`];
    }
  });
  lines.push(`${M.info} `, `${M.info} Results:`, `${M.info} `);
  if (failing) {
    const errors = failAt === 1 ? 1 : 0;
    lines.push(
      ...failure,
      `${M.info} `,
      `${M.error} ${M.red(`Tests run: ${total}, Failures: ${1 - errors}, Errors: ${errors}, Skipped: 0`)}`,
      `${M.info} `,
      ...mavenEnd(ctx, false, secs(random, 8, 14), 2),
      `${M.error} Failed to execute goal ${E}32morg.apache.maven.plugins:maven-surefire-plugin:3.1.2:test${E}m ${M.bold('(default-test)')} on project ${E}36m${artifact}${E}m: ${M.red('There are test failures.')}`,
      `${M.error} `,
      `${M.error} Please refer to /home/vsts/work/1/s/target/surefire-reports for the individual test results.`,
      `${M.error} Please refer to dump files (if any exist) [date].dump, [date]-jvmRun[N].dump and [date].dumpstream.`,
      `${M.error} -> ${M.bold('[Help 1]')}`,
      '##[error]Build failed.',
      '##[section]Finishing: Test',
    );
    return lines;
  }
  lines.push(
    `${M.info} ${M.green(`Tests run: ${total}, Failures: 0, Errors: 0, Skipped: 0`)}`,
    `${M.info} `,
    `${M.info} ${M.plugin('jacoco:0.8.11:report', 'default-cli', artifact)}`,
    `${M.info} Loading execution data file /home/vsts/work/1/s/target/jacoco.exec`,
    `${M.info} Analyzed bundle '${artifact}' with ${between(random, 18, 64)} classes`,
    ...mavenEnd(ctx, true, secs(random, 8, 14), 2),
    `Result Publish: Publishing test results to test run '${10_000 + ctx.input.buildNo}'.`,
    `Published Test Run : ${ctx.input.repoUrl.replace(/\/_git\/.*$/, '')}/_TestManagement/Runs?runId=${10_000 + ctx.input.buildNo}`,
    '##[section]Finishing: Test',
  );
  return lines;
}
