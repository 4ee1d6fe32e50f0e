/**
 * What tells one sitting of `npm run perf` or `npm run bench` from another (issue 38, item 7), and
 * whether the machine was quiet while they measured. Plain CommonJS so that the .mjs tools and jest
 * (which runs no .mjs) both load it; types in sitting.d.cts.
 *
 * A sitting is the span of the measured runs (builds and the mock's seeding come before it). At
 * its start the tool prints the machine (cores, CPU model and MHz, memory total and available,
 * swap used), the load average, node's and chromium's versions and chromium's flags, and a
 * calibration loop's time (a fixed sort in node, median of 5); before that it watches the machine
 * for PROBE_MS with nothing of ours running. While the runs go on, a timer reads /proc every
 * WINDOW_MS: the machine's CPU time (/proc/stat) and our own processes' (/proc/<pid>/stat of this
 * process and every process under it, with the children they have reaped); what is left is the
 * other processes' (steal, CPU time a hypervisor gave to other machines, counts as theirs). At the
 * end it prints what the others took (over the sitting and in the worst window), the CPU pressure
 * (/proc/pressure/cpu: the share of time something waited for a CPU), the cgroup's CPU throttling,
 * the calibration loop again, the flags each chromium browser of ours really ran with (the tool's
 * and those Playwright or chrome-launcher add, read from /proc/<pid>/cmdline), and, for perf,
 * Lighthouse's benchmarkIndex of each run.
 *
 * The quiet rule (LIMITS): a sitting is NOT QUIET when other processes took more than 10 % of the
 * machine's CPU time before it (the probe) or during it, or more than 30 % in any window; when the
 * calibration loop is more than 25 % slower at the end than at the start; when the cgroup's quota
 * held our processes back for more than 1 % of the time; or when the lowest benchmarkIndex of the
 * runs is under 80 % of the highest. The default only flags it (a loud line under the table);
 * <PREFIX>_REQUIRE_QUIET=1 (PERF_REQUIRE_QUIET, BENCH_REQUIRE_QUIET) refuses to start when the
 * probe already fails and makes the tool exit with QUIET_EXIT_CODE (3) when the sitting was not quiet.
 */
'use strict';

/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: jest runs no .mjs, so the tools' shared module is a .cjs */
const fs = require('node:fs');
const os = require('node:os');
const { spawnSync } = require('node:child_process');
const { performance } = require('node:perf_hooks');

const LIMITS = { othersShare: 0.1, othersWindowShare: 0.3, calibrationSlowdown: 1.25, throttledShare: 0.01, benchmarkSpread: 0.8 };
const PROBE_MS = 3000;
const WINDOW_MS = 5000;
const QUIET_EXIT_CODE = 3;
const GIB = 1024 ** 3;

/* ---------- reading /proc (pure parsers, then the readers) ---------- */

/** The machine's CPU ticks from /proc/stat: busy (steal included), total (busy + idle + iowait), steal, and the number of CPUs. */
function parseCpuTimes(text) {
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + (irq || 0) + (softirq || 0) + (steal || 0);
  const cpus = text.split('\n').filter((l) => /^cpu\d+\s/.test(l)).length;
  return { busy, total: busy + idle + (iowait || 0), steal: steal || 0, cpus };
}

/** Each CPU's clock in MHz from /proc/cpuinfo (where node's os.cpus() says 0, as in some VMs). */
function parseCpuMhz(text) {
  return [...text.matchAll(/^cpu MHz\s*:\s*([\d.]+)/gm)].map((m) => Math.round(Number(m[1])));
}

/** pid, parent, start (ticks after boot) and CPU ticks (user + system, all threads) from /proc/<pid>/stat; the name may hold spaces and parentheses. */
function parsePidStat(text) {
  const close = text.lastIndexOf(')');
  if (close < 0) return null;
  const pid = Number(text.slice(0, text.indexOf('(')).trim());
  // After the name: field 3 (state) is at index 0, so field n is at n - 3.
  const f = text.slice(close + 2).trim().split(/\s+/).map(Number);
  return { pid, ppid: f[1], start: f[19], ticks: f[11] + f[12] };
}

/** `root` and every process under it, from the processes' {pid, ppid}. */
function treeOf(root, procs) {
  const children = new Map();
  for (const p of procs) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const tree = procs.filter((p) => p.pid === root);
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i].pid) ?? []));
  return tree;
}

/**
 * Our processes' CPU ticks, reading after reading: each process of the tree is kept with the last
 * ticks seen, so one that ends (a chromium killed between targets, its renderers) still counts
 * what it used instead of its time turning into the other processes'. Keyed by pid and start, so a
 * reused pid is another process. Counts each process's own time only (not its reaped children's,
 * which would count them twice); a process that lives less than a reading apart is missed.
 */
function createOwnTracker(root) {
  const seen = new Map();
  return (procs) => {
    for (const p of treeOf(root, procs)) seen.set(`${p.pid}:${p.start}`, p.ticks);
    let ticks = 0;
    for (const t of seen.values()) ticks += t;
    return ticks;
  };
}

/**
 * The flags a chromium browser process runs with, from its argv (/proc/<pid>/cmdline split at
 * NUL), without what changes from launch to launch (its profile folder, its debugging port); null
 * for anything that is not a chromium browser process (its renderers and helpers carry --type=).
 */
function browserFlags(argv) {
  // chromium's child processes rewrite their command line as one string with spaces.
  const args = argv.length === 1 ? argv[0].split(' ') : argv;
  if (!args.length || !/chrom/i.test(args[0].split('/').pop() ?? '') || args.some((a) => a.startsWith('--type='))) return null;
  return args.slice(1).filter((a) => a.startsWith('-') && !/^--(user-data-dir|remote-debugging-port)=/.test(a));
}

/** /proc/pressure/cpu: the 'some' line's avg10 (%) and total (microseconds something waited for a CPU). */
function parsePressure(text) {
  const match = /^some\s+avg10=([\d.]+).*total=(\d+)/m.exec(text);
  return match ? { avg10: Number(match[1]), totalUs: Number(match[2]) } : null;
}

/** /proc/meminfo: total, available and swap used, in bytes. */
function parseMeminfo(text) {
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? NaN) * 1024;
  return { total: kb('MemTotal'), free: kb('MemFree'), available: kb('MemAvailable'), swapUsed: kb('SwapTotal') - kb('SwapFree') };
}

/** A cgroup's cpu.stat: the time its CPU quota held it back, in microseconds (v2 throttled_usec, v1 throttled_time in ns). */
function parseThrottled(text) {
  const v2 = /^throttled_usec (\d+)/m.exec(text);
  if (v2) return Number(v2[1]);
  const v1 = /^throttled_time (\d+)/m.exec(text);
  return v1 ? Number(v1[1]) / 1000 : null;
}

const readText = (file) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

function readProcs() {
  const procs = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const text = readText(`/proc/${name}/stat`);
    const p = text && parsePidStat(text);
    if (p) procs.push(p);
  }
  return procs;
}

/** The flags of each chromium browser of ours not seen before, into `browsers` (flags joined -> true); `inspected`: pids read already. */
function noteBrowsers(procs, browsers, inspected) {
  for (const p of treeOf(process.pid, procs)) {
    const key = `${p.pid}:${p.start}`;
    if (inspected.has(key)) continue;
    inspected.add(key);
    const flags = browserFlags((readText(`/proc/${p.pid}/cmdline`) ?? '').split('\0').filter(Boolean));
    if (flags) browsers.add(flags.join(' '));
  }
}

/** CPU ticks of the machine and of our processes (`own`: a createOwnTracker), now; null off Linux. `note(procs)`: looks at our processes too. */
function cpuNow(own, note = () => undefined) {
  const stat = readText('/proc/stat');
  const cpu = stat && parseCpuTimes(stat);
  if (!cpu) return null;
  const procs = readProcs();
  note(procs);
  return { at: performance.now(), cpu, own: own(procs) };
}

/** What happened between two cpuNow() readings: the others' and our share of the machine, steal. */
function usageBetween(a, b) {
  if (!a || !b) return null;
  const machine = b.cpu.total - a.cpu.total;
  const busy = b.cpu.busy - a.cpu.busy;
  const own = Math.min(busy, b.own - a.own);
  const share = (ticks) => (machine > 0 ? Math.max(0, ticks) / machine : 0);
  return { seconds: (b.at - a.at) / 1000, othersShare: share(busy - own), ownShare: share(own), stealShare: share(b.cpu.steal - a.cpu.steal), cpus: b.cpu.cpus };
}

/** The CPU-pressure share and cgroup throttling now (either null where the kernel has none). */
function pressureNow() {
  const pressure = parsePressure(readText('/proc/pressure/cpu') ?? '');
  const cgroup = readText('/sys/fs/cgroup/cpu.stat') ?? readText('/sys/fs/cgroup/cpu/cpu.stat') ?? readText('/sys/fs/cgroup/cpu,cpuacct/cpu.stat') ?? '';
  return { at: performance.now(), pressure, throttledUs: parseThrottled(cgroup) };
}

/* ---------- calibration ---------- */

/** A fixed piece of work (fill and sort 200,000 numbers): its time, median of `reps`, in ms. */
function calibrate(reps = 5) {
  const times = [];
  for (let r = 0; r < reps; r += 1) {
    const started = performance.now();
    const values = new Float64Array(200_000);
    let seed = 12345;
    for (let i = 0; i < values.length; i += 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      values[i] = seed;
    }
    values.sort();
    times.push(performance.now() - started);
  }
  return times.sort((x, y) => x - y)[Math.floor(reps / 2)];
}

/* ---------- the machine ---------- */

/** chromium's version as it prints it (the first line of `--version`), or null. */
function chromiumVersion(chromePath) {
  const result = spawnSync(chromePath, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  return result.stdout?.split('\n').find((l) => l.trim())?.trim() || null;
}

function machineFacts({ chromePath, chromeArgs }) {
  const cpus = os.cpus();
  return {
    host: os.hostname(),
    cores: cpus.length,
    model: cpus[0]?.model ?? null,
    mhz: cpus.some((c) => c.speed > 0) ? cpus.map((c) => c.speed) : parseCpuMhz(readText('/proc/cpuinfo') ?? ''),
    kernel: os.release(),
    node: process.version,
    chromium: chromiumVersion(chromePath),
    chromePath,
    chromeArgs,
  };
}

/** A sitting's moment: load average, memory, calibration. */
function moment() {
  const memory = parseMeminfo(readText('/proc/meminfo') ?? '');
  if (!Number.isFinite(memory.total)) Object.assign(memory, { total: os.totalmem(), free: os.freemem(), available: os.freemem(), swapUsed: NaN });
  return { at: new Date().toISOString(), loadavg: os.loadavg(), memory, calibrationMs: calibrate() };
}

/* ---------- the rule ---------- */

const pct = (share) => `${(share * 100).toFixed(1)} %`;

/**
 * The quiet rule: `probe` and `sitting` are usageBetween() results (null where unknown),
 * `worstWindow` the highest others' share of a window, `calibrationMs` [start, end], `throttledShare`
 * the share of the sitting the cgroup's quota held us back, `benchmarkIndexes` Lighthouse's per run.
 * Answers { quiet, reasons }: each reason says what and the limit it passed.
 */
function judge({ probe = null, sitting = null, worstWindow = null, calibrationMs = [], throttledShare = null, benchmarkIndexes = [] }, limits = LIMITS) {
  const reasons = [];
  if (probe && probe.othersShare > limits.othersShare) reasons.push(`before the runs, other processes took ${pct(probe.othersShare)} of the CPU (limit ${pct(limits.othersShare)})`);
  if (sitting && sitting.othersShare > limits.othersShare) reasons.push(`during the runs, other processes took ${pct(sitting.othersShare)} of the CPU (limit ${pct(limits.othersShare)})`);
  if (worstWindow != null && worstWindow > limits.othersWindowShare)
    reasons.push(`in one ${WINDOW_MS / 1000} s window other processes took ${pct(worstWindow)} of the CPU (limit ${pct(limits.othersWindowShare)})`);
  const [start, end] = calibrationMs;
  if (start > 0 && end > start * limits.calibrationSlowdown)
    reasons.push(`the calibration loop took ${Math.round(end)} ms at the end against ${Math.round(start)} ms at the start (limit +${Math.round((limits.calibrationSlowdown - 1) * 100)} %)`);
  if (throttledShare != null && throttledShare > limits.throttledShare) reasons.push(`the cgroup's CPU quota held our processes back ${pct(throttledShare)} of the time (limit ${pct(limits.throttledShare)})`);
  const indexes = benchmarkIndexes.filter((b) => typeof b === 'number' && b > 0);
  if (indexes.length > 1 && Math.min(...indexes) < Math.max(...indexes) * limits.benchmarkSpread)
    reasons.push(`Lighthouse's benchmarkIndex went from ${Math.round(Math.max(...indexes))} down to ${Math.round(Math.min(...indexes))} (limit: the lowest at least ${pct(limits.benchmarkSpread)} of the highest)`);
  return { quiet: reasons.length === 0, reasons };
}

/* ---------- the lines ---------- */

const gib = (bytes) => `${(bytes / GIB).toFixed(1)} GiB`;
const load = (l) => l.map((v) => v.toFixed(2)).join(' ');

/** The start line: machine, versions, chromium's flags, load, memory, calibration, the probe. */
function startLines(facts, at, probe) {
  const mhz = [...new Set(facts.mhz)].join('/');
  return [
    `sitting start ${at.at}: ${facts.host}, ${facts.cores} cores (${facts.model ?? '?'}${mhz ? `, ${mhz} MHz` : ''}), kernel ${facts.kernel}, memory ${gib(at.memory.total)} (${gib(at.memory.free)} free, ${gib(at.memory.available)} available, swap used ${Number.isFinite(at.memory.swapUsed) ? gib(at.memory.swapUsed) : '?'})`,
    `  node ${facts.node}; ${facts.chromium ?? 'chromium: version unknown'} (${facts.chromePath} ${facts.chromeArgs.join(' ')})`,
    `  load average ${load(at.loadavg)} (1, 5, 15 min); calibration loop ${at.calibrationMs.toFixed(1)} ms` +
      (probe ? `; in the ${(probe.seconds).toFixed(0)} s before the runs other processes took ${pct(probe.othersShare)} of the CPU` : ''),
  ];
}

/** The end lines and the verdict (QUIET or NOT QUIET, loud). */
function endLines({ start, end, sitting, worstWindow, pressureShare, throttledShare, benchmarkIndexes, verdict, requireVariable }) {
  const lines = [
    `sitting end ${end.at}: load average ${load(end.loadavg)}; memory ${gib(end.memory.free)} free, ${gib(end.memory.available)} available; calibration loop ${end.calibrationMs.toFixed(1)} ms (start ${start.calibrationMs.toFixed(1)} ms)`,
  ];
  if (sitting) {
    lines.push(
      `  during the runs (${Math.round(sitting.seconds)} s): other processes ${pct(sitting.othersShare)} of the CPU` +
        `${worstWindow != null ? ` (worst ${WINDOW_MS / 1000} s window ${pct(worstWindow)})` : ''}, ours ${pct(sitting.ownShare)}, steal ${pct(sitting.stealShare)}` +
        `${pressureShare != null ? `; something waited for a CPU ${pct(pressureShare)} of the time` : ''}` +
        `${throttledShare != null ? `; cgroup throttling ${pct(throttledShare)}` : ''}`,
    );
  }
  if (benchmarkIndexes.length) lines.push(`  Lighthouse benchmarkIndex per run: ${benchmarkIndexes.map((b) => (b == null ? '-' : Math.round(b))).join(', ')}`);
  if (verdict.quiet) lines.push('  QUIET: no other load passed the limits (docs/performance.md, "Sittings").');
  else {
    lines.push(`  *** NOT QUIET *** these figures are not comparable with a quiet sitting's:`);
    for (const reason of verdict.reasons) lines.push(`    - ${reason}`);
    lines.push(`    (${requireVariable}=1 makes a sitting that is not quiet an error, exit ${QUIET_EXIT_CODE})`);
  }
  return lines;
}

/* ---------- a sitting ---------- */

/**
 * Starts a sitting: watches the machine for PROBE_MS, prints the start lines through `log`, and
 * samples every WINDOW_MS until end(). `prefix`: PERF or BENCH (<prefix>_REQUIRE_QUIET). With the
 * switch on and the probe already over the limit, it prints why and exits with QUIET_EXIT_CODE.
 * `limits`, `probeMs` and `windowMs` are there for the tests.
 */
async function startSitting({ prefix, chromePath, chromeArgs, log, env = process.env, limits = LIMITS, probeMs = PROBE_MS, windowMs = WINDOW_MS }) {
  const requireVariable = `${prefix}_REQUIRE_QUIET`;
  const required = env[requireVariable] === '1';
  const facts = machineFacts({ chromePath, chromeArgs });
  const own = createOwnTracker(process.pid);
  const before = cpuNow(own);
  await new Promise((resolve) => setTimeout(resolve, probeMs));
  const started = cpuNow(own);
  const probe = usageBetween(before, started);
  const start = moment();
  for (const line of startLines(facts, start, probe)) log(line);
  const atStart = judge({ probe }, limits);
  if (!atStart.quiet) {
    log(`  *** NOT QUIET *** at the start: ${atStart.reasons.join('; ')}`);
    if (required) {
      log(`  ${requireVariable}=1: not measuring on a machine that is not quiet.`);
      process.exit(QUIET_EXIT_CODE);
    }
  }
  const startPressure = pressureNow();
  const windows = [];
  // The chromium browsers that ran during the sitting, with the flags they really had (the tools' own and those their launcher adds).
  const browsers = new Set();
  const inspected = new Set();
  const note = (procs) => noteBrowsers(procs, browsers, inspected);
  let last = cpuNow(own, note);
  const timer = setInterval(() => {
    const now = cpuNow(own, note);
    const window = usageBetween(last, now);
    if (window) windows.push(window.othersShare);
    last = now;
  }, windowMs);
  timer.unref?.(); // the timer never keeps the tool running (a page's timer, in jest's jsdom, has no unref)

  let verdict = null;
  return {
    /** Ends the sitting: prints the end lines and the verdict; `benchmarkIndexes`: Lighthouse's per run (perf). Answers the report's `sitting`. */
    end({ benchmarkIndexes = [] } = {}) {
      clearInterval(timer);
      const ended = cpuNow(own, note);
      const endPressure = pressureNow();
      const end = moment();
      const sitting = usageBetween(started, ended);
      const spanUs = (endPressure.at - startPressure.at) * 1000;
      const shareOf = (a, b) => (a != null && b != null && spanUs > 0 ? Math.max(0, b - a) / spanUs : null);
      const pressureShare = shareOf(startPressure.pressure?.totalUs, endPressure.pressure?.totalUs);
      const throttledShare = shareOf(startPressure.throttledUs, endPressure.throttledUs);
      const worstWindow = windows.length ? Math.max(...windows) : null;
      verdict = judge({ probe, sitting, worstWindow, calibrationMs: [start.calibrationMs, end.calibrationMs], throttledShare, benchmarkIndexes }, limits);
      for (const flags of browsers) log(`  chromium ran with: ${flags}`);
      for (const line of endLines({ start, end, sitting, worstWindow, pressureShare, throttledShare, benchmarkIndexes, verdict, requireVariable })) log(line);
      return { machine: facts, start, end, probe, during: sitting, windows, pressureShare, throttledShare, benchmarkIndexes, browsers: [...browsers], limits, ...verdict };
    },
    /** The exit code the sitting asks for: QUIET_EXIT_CODE when it was not quiet and the switch is on, else 0. */
    exitCode: () => (required && verdict && !verdict.quiet ? QUIET_EXIT_CODE : 0),
  };
}

module.exports = {
  LIMITS,
  QUIET_EXIT_CODE,
  parseCpuTimes,
  parsePidStat,
  treeOf,
  createOwnTracker,
  browserFlags,
  parsePressure,
  parseMeminfo,
  parseCpuMhz,
  parseThrottled,
  usageBetween,
  calibrate,
  judge,
  startLines,
  endLines,
  startSitting,
};
