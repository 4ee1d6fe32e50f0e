/** Types of sitting.cjs (plain CommonJS so that the .mjs tools and jest both load it). */
export interface CpuTimes {
  busy: number;
  total: number;
  steal: number;
  cpus: number;
}
export interface ProcStat {
  pid: number;
  ppid: number;
  start: number;
  ticks: number;
}
export interface CpuReading {
  at: number;
  cpu: CpuTimes;
  own: number;
}
export interface Usage {
  seconds: number;
  othersShare: number;
  ownShare: number;
  stealShare: number;
  cpus: number;
}
export interface Memory {
  total: number;
  free: number;
  available: number;
  swapUsed: number;
}
export interface Moment {
  at: string;
  loadavg: number[];
  memory: Memory;
  calibrationMs: number;
}
export interface MachineFacts {
  host: string;
  cores: number;
  model: string | null;
  mhz: number[];
  kernel: string;
  node: string;
  chromium: string | null;
  chromePath: string;
  chromeArgs: string[];
}
export interface Limits {
  othersShare: number;
  othersWindowShare: number;
  calibrationSlowdown: number;
  throttledShare: number;
  benchmarkSpread: number;
}
export interface JudgeInput {
  probe?: Usage | null;
  sitting?: Usage | null;
  worstWindow?: number | null;
  calibrationMs?: number[];
  throttledShare?: number | null;
  benchmarkIndexes?: (number | null)[];
}
export interface Verdict {
  quiet: boolean;
  reasons: string[];
}
export interface EndInput {
  start: Moment;
  end: Moment;
  sitting: Usage | null;
  worstWindow: number | null;
  pressureShare: number | null;
  throttledShare: number | null;
  benchmarkIndexes: (number | null)[];
  verdict: Verdict;
  requireVariable: string;
}
export interface Sitting {
  end(options?: { benchmarkIndexes?: (number | null)[] }): Record<string, unknown> & Verdict;
  exitCode(): number;
}

export declare const LIMITS: Limits;
export declare const QUIET_EXIT_CODE: number;
export declare function parseCpuTimes(text: string): CpuTimes | null;
export declare function parsePidStat(text: string): ProcStat | null;
export declare function treeOf(root: number, procs: ProcStat[]): ProcStat[];
export declare function createOwnTracker(root: number): (procs: ProcStat[]) => number;
export declare function parsePressure(text: string): { avg10: number; totalUs: number } | null;
export declare function parseMeminfo(text: string): Memory;
export declare function parseCpuMhz(text: string): number[];
export declare function parseThrottled(text: string): number | null;
export declare function usageBetween(a: CpuReading | null, b: CpuReading | null): Usage | null;
export declare function calibrate(reps?: number): number;
export declare function judge(input: JudgeInput, limits?: Limits): Verdict;
export declare function startLines(facts: MachineFacts, at: Moment, probe: Usage | null): string[];
export declare function endLines(input: EndInput): string[];
export declare function startSitting(options: {
  prefix: string;
  chromePath: string;
  chromeArgs: string[];
  log: (line: string) => void;
  env?: Record<string, string | undefined>;
  limits?: Limits;
  probeMs?: number;
  windowMs?: number;
}): Promise<Sitting>;
export declare function browserFlags(argv: string[]): string[] | null;
