/**
 * scripts/sitting.cjs: what `npm run perf` and `npm run bench` read of the machine (/proc texts
 * given here), how our processes' CPU time is told from the others', the quiet rule, the loud
 * NOT QUIET lines and the REQUIRE_QUIET switch.
 */
import {
  LIMITS,
  browserFlags,
  QUIET_EXIT_CODE,
  createOwnTracker,
  endLines,
  judge,
  parseCpuMhz,
  parseCpuTimes,
  parseMeminfo,
  parsePidStat,
  parsePressure,
  parseThrottled,
  startSitting,
  treeOf,
  usageBetween,
  type Moment,
  type ProcStat,
  type Usage,
} from './sitting.cjs';

/** A /proc/<pid>/stat line: utime and stime are fields 14 and 15, the start time field 22. */
const pidStat = (pid: number, name: string, ppid: number, utime: number, stime: number, start = 100) =>
  `${pid} (${name}) S ${ppid} ${pid} ${pid} 0 -1 4194560 100 0 0 0 ${utime} ${stime} 7 8 20 0 1 0 ${start} 1000 100 18446744073709551615`;

const proc = (pid: number, ppid: number, ticks: number, start = 1): ProcStat => ({ pid, ppid, start, ticks });
const usage = (othersShare: number): Usage => ({ seconds: 60, othersShare, ownShare: 0.5, stealShare: 0, cpus: 2 });
const QUIET_INPUT = { probe: usage(0.01), sitting: usage(0.05), worstWindow: 0.2, calibrationMs: [40, 44], throttledShare: 0, benchmarkIndexes: [2400, 2300, 2500] };

describe('reading /proc', () => {
  it('counts irq, softirq and steal as busy and iowait as idle, and counts the CPUs', () => {
    const text = 'cpu  100 10 50 1000 40 5 5 20 0 0\ncpu0 50 5 25 500 20 2 3 10 0 0\ncpu1 50 5 25 500 20 3 2 10 0 0\nintr 1\n';
    expect(parseCpuTimes(text)).toEqual({ busy: 190, total: 1230, steal: 20, cpus: 2 });
  });

  it('reads a process whose name holds spaces and parentheses', () => {
    expect(parsePidStat(pidStat(42, 'Web Content (x) y', 7, 300, 50, 999))).toEqual({ pid: 42, ppid: 7, start: 999, ticks: 350 });
  });

  it('reads CPU pressure, memory, the clock of each CPU and cgroup throttling (v2 in µs, v1 in ns)', () => {
    expect(parsePressure('some avg10=12.50 avg60=3.00 avg300=1.00 total=123456\nfull avg10=0.00 avg60=0.00 avg300=0.00 total=0\n')).toEqual({ avg10: 12.5, totalUs: 123456 });
    expect(parseMeminfo('MemTotal:  1000 kB\nMemFree:  300 kB\nMemAvailable:  600 kB\nSwapTotal:  200 kB\nSwapFree:  150 kB\n')).toEqual({
      total: 1000 * 1024,
      free: 300 * 1024,
      available: 600 * 1024,
      swapUsed: 50 * 1024,
    });
    expect(parseCpuMhz('processor\t: 0\ncpu MHz\t\t: 2245.780\nprocessor\t: 1\ncpu MHz\t\t: 2100.2\n')).toEqual([2246, 2100]);
    expect(parseThrottled('nr_periods 10\nnr_throttled 2\nthrottled_usec 5000\n')).toBe(5000);
    expect(parseThrottled('nr_periods 10\nnr_throttled 2\nthrottled_time 7000000\n')).toBe(7000);
    expect(parseThrottled('')).toBeNull();
  });
});

describe('chromium as it ran', () => {
  it("keeps a browser process's flags without its profile folder and port, and skips its renderers and other programs", () => {
    const browser = ['/usr/lib/chromium/chromium', '--headless', '--no-sandbox', '--user-data-dir=/x/profile-1', '--remote-debugging-port=4242', '--disable-gpu', 'about:blank'];
    expect(browserFlags(browser)).toEqual(['--headless', '--no-sandbox', '--disable-gpu']);
    expect(browserFlags(['/usr/lib/chromium/chromium', '--type=renderer', '--no-sandbox'])).toBeNull();
    // A child process's command line, rewritten by chromium as one string.
    expect(browserFlags(['/usr/lib/chromium/chromium --type=zygote --no-sandbox --headless'])).toBeNull();
    expect(browserFlags(['/usr/bin/node', 'scripts/perf.mjs'])).toBeNull();
    expect(browserFlags([])).toBeNull();
  });
});

describe('our processes and the others', () => {
  it('finds every process under ours, grandchildren included, and none beside it', () => {
    const procs = [proc(1, 0, 5), proc(10, 1, 100), proc(11, 10, 20), proc(12, 11, 30), proc(20, 1, 999)];
    expect(treeOf(10, procs).map((p) => p.pid).sort()).toEqual([10, 11, 12]);
  });

  it("keeps the time of one of our processes that ended, instead of turning it into the others' time", () => {
    const own = createOwnTracker(10);
    expect(own([proc(10, 1, 100), proc(11, 10, 500), proc(99, 1, 50)])).toBe(600);
    // The chromium (11) was killed between two readings: what it used still counts as ours.
    expect(own([proc(10, 1, 130)])).toBe(630);
  });

  it('counts a reused pid as another process', () => {
    const own = createOwnTracker(10);
    own([proc(10, 1, 100), proc(11, 10, 500, 1)]);
    expect(own([proc(10, 1, 100), proc(11, 10, 40, 2)])).toBe(640);
  });

  it("gives the others what the machine was busy with beyond our processes, steal included", () => {
    const a = { at: 0, cpu: { busy: 1000, total: 5000, steal: 0, cpus: 2 }, own: 300 };
    const b = { at: 10_000, cpu: { busy: 2500, total: 7000, steal: 100, cpus: 2 }, own: 1300 };
    expect(usageBetween(a, b)).toEqual({ seconds: 10, othersShare: 0.25, ownShare: 0.5, stealShare: 0.05, cpus: 2 });
  });
});

describe('the quiet rule', () => {
  it('calls a sitting quiet when nothing passes a limit', () => {
    expect(judge(QUIET_INPUT)).toEqual({ quiet: true, reasons: [] });
  });

  it.each([
    ['other load before the runs', { probe: usage(0.4) }, /before the runs, other processes took 40.0 %/],
    ['other load during the runs', { sitting: usage(0.15) }, /during the runs, other processes took 15.0 %/],
    ['one busy window', { worstWindow: 0.5 }, /in one 5 s window other processes took 50.0 %/],
    ['a slower calibration loop at the end', { calibrationMs: [40, 60] }, /calibration loop took 60 ms at the end against 40 ms/],
    ['cgroup throttling', { throttledShare: 0.05 }, /CPU quota held our processes back 5.0 %/],
    ["Lighthouse's benchmarkIndex falling", { benchmarkIndexes: [2612, 1690, null] }, /benchmarkIndex went from 2612 down to 1690/],
  ])('calls a sitting not quiet for %s, and says why', (_what, change, reason) => {
    const verdict = judge({ ...QUIET_INPUT, ...change });
    expect(verdict.quiet).toBe(false);
    expect(verdict.reasons).toHaveLength(1);
    expect(verdict.reasons[0]).toMatch(reason);
  });

  it('holds its limits at 10 % of the CPU, 30 % in a window, +25 % calibration, 1 % throttling and 80 % of the best benchmarkIndex', () => {
    expect(LIMITS).toEqual({ othersShare: 0.1, othersWindowShare: 0.3, calibrationSlowdown: 1.25, throttledShare: 0.01, benchmarkSpread: 0.8 });
  });
});

describe('the end lines', () => {
  const moment = (calibrationMs: number): Moment => ({
    at: '2026-11-29T10:00:00.000Z',
    loadavg: [1, 2, 3],
    memory: { total: 2 ** 34, free: 2 ** 33, available: 2 ** 33, swapUsed: 0 },
    calibrationMs,
  });
  const lines = (verdict: { quiet: boolean; reasons: string[] }) =>
    endLines({ start: moment(40), end: moment(41), sitting: usage(0.2), worstWindow: 0.6, pressureShare: 0.7, throttledShare: 0, benchmarkIndexes: [2400, 1700], verdict, requireVariable: 'PERF_REQUIRE_QUIET' }).join('\n');

  it('flags a sitting that is not quiet loudly, with each reason and the switch that makes it an error', () => {
    const text = lines({ quiet: false, reasons: ['during the runs, other processes took 20.0 % of the CPU (limit 10.0 %)'] });
    expect(text).toContain('*** NOT QUIET ***');
    expect(text).toContain('- during the runs, other processes took 20.0 %');
    expect(text).toContain(`PERF_REQUIRE_QUIET=1 makes a sitting that is not quiet an error, exit ${QUIET_EXIT_CODE}`);
    expect(text).toContain('other processes 20.0 % of the CPU (worst 5 s window 60.0 %)');
    expect(text).toContain('Lighthouse benchmarkIndex per run: 2400, 1700');
  });

  it('says QUIET and no NOT QUIET line for a quiet sitting', () => {
    const text = lines({ quiet: true, reasons: [] });
    expect(text).toContain('QUIET: no other load passed the limits');
    expect(text).not.toContain('NOT QUIET');
  });
});

describe('a sitting on this machine', () => {
  const NEVER = { othersShare: Infinity, othersWindowShare: Infinity, calibrationSlowdown: Infinity, throttledShare: Infinity, benchmarkSpread: 0 };
  const base = { prefix: 'BENCH', chromePath: process.execPath, chromeArgs: ['--headless'], probeMs: 50, windowMs: 50 };

  it('prints the machine, node and the browser with its flags, the load and the calibration at the start', async () => {
    const said: string[] = [];
    const sitting = await startSitting({ ...base, log: (line) => said.push(line), env: {}, limits: NEVER });
    const report = sitting.end();
    const text = said.join('\n');
    expect(text).toMatch(/sitting start .*: .*, \d+ cores \(.*memory [\d.]+ GiB \([\d.]+ GiB free, [\d.]+ GiB available/);
    expect(text).toContain(`node ${process.version}; ${process.version} (${process.execPath} --headless)`);
    expect(text).toMatch(/load average [\d.]+ [\d.]+ [\d.]+ \(1, 5, 15 min\); calibration loop [\d.]+ ms/);
    expect(text).toMatch(/sitting end .*calibration loop [\d.]+ ms \(start [\d.]+ ms\)/);
    expect(report.quiet).toBe(true);
    expect(sitting.exitCode()).toBe(0);
  });

  it('only flags a sitting that is not quiet by default, and asks for exit 3 with BENCH_REQUIRE_QUIET=1', async () => {
    // Start quiet, end not quiet: the calibration loop can never be under 0 times its first time.
    const slower = { ...NEVER, calibrationSlowdown: 0 };
    const flagged = await startSitting({ ...base, log: () => undefined, env: {}, limits: slower });
    expect(flagged.end().quiet).toBe(false);
    expect(flagged.exitCode()).toBe(0);
    const required = await startSitting({ ...base, log: () => undefined, env: { BENCH_REQUIRE_QUIET: '1' }, limits: slower });
    expect(required.end().quiet).toBe(false);
    expect(required.exitCode()).toBe(QUIET_EXIT_CODE);
  });

  it('refuses to start with BENCH_REQUIRE_QUIET=1 when other load passes the limit before the runs', async () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exited');
    }) as never);
    const said: string[] = [];
    try {
      const busy = { ...NEVER, othersShare: -1 };
      await expect(startSitting({ ...base, log: (line) => said.push(line), env: { BENCH_REQUIRE_QUIET: '1' }, limits: busy })).rejects.toThrow('exited');
      expect(exit).toHaveBeenCalledWith(QUIET_EXIT_CODE);
      expect(said.join('\n')).toContain('*** NOT QUIET *** at the start');
      expect(said.join('\n')).toContain('BENCH_REQUIRE_QUIET=1: not measuring');
    } finally {
      exit.mockRestore();
    }
  });
});
