/** The ANSI colours of the tools in a build's console log (./appLogs.ts): Maven, Yarn, Jest, TypeScript. */

/* ---------- ANSI ---------- */

export const E = '\u001b[';
export const M = {
  info: `[${E}1;34mINFO${E}m]`,
  warning: `[${E}1;33mWARNING${E}m]`,
  error: `[${E}1;31mERROR${E}m]`,
  bold: (s: string) => `${E}1m${s}${E}m`,
  green: (s: string) => `${E}1;32m${s}${E}m`,
  red: (s: string) => `${E}1;31m${s}${E}m`,
  plugin: (goal: string, execution: string, artifact: string) =>
    `${E}1m--- ${E}0;32m${goal}${E}m ${E}1m(${execution})${E}m @ ${E}36m${artifact}${E}0;1m ---${E}m`,
};
export const Y = {
  error: `${E}31merror${E}39m`,
  warning: `${E}33mwarning${E}39m`,
  info: `${E}34minfo${E}39m`,
  success: `${E}32msuccess${E}39m`,
  dim: (s: string) => `${E}2m${s}${E}22m`,
  bold: (s: string) => `${E}1m${s}${E}22m`,
};
export const J = {
  pass: `${E}0m${E}7m${E}1m${E}32m PASS ${E}39m${E}22m${E}27m${E}0m`,
  fail: `${E}0m${E}7m${E}1m${E}31m FAIL ${E}39m${E}22m${E}27m${E}0m`,
  red: (s: string) => `${E}31m${s}${E}39m`,
  green: (s: string) => `${E}32m${s}${E}39m`,
  boldRed: (s: string) => `${E}1m${E}31m${s}${E}39m${E}22m`,
  dim: (s: string) => `${E}2m${s}${E}22m`,
};
export const TS = {
  file: (s: string) => `${E}96m${s}${E}0m`,
  num: (s: string | number) => `${E}93m${s}${E}0m`,
  error: `${E}91merror${E}0m`,
  code: (s: string) => `${E}90m ${s}: ${E}0m`,
  gutter: (s: string | number) => `${E}7m${s}${E}0m`,
  squiggle: (s: string) => `${E}91m${s}${E}0m`,
};

/** A Spring Boot log line's head, before its text: time, level (green, yellow or red), pid, app, logger (40 wide). */
function springHead(time: string, level: string, pid: string, app: string, logger: string): string {
  const colour = level === 'INFO' ? '32' : level === 'WARN' ? '33' : '31';
  return `${time} ${E}${colour}m ${level}${E}0;39m ${E}35m${pid}${E}0;39m ${E}2m---${E}0;39m ${E}2m[${app}] [           main]${E}0;39m ${E}36m${logger.padEnd(40).slice(0, 40)}${E}0;39m ${E}2m:${E}0;39m`;
}

/* ---------- the styles of the log templates ---------- */

type Style = string | ((...text: string[]) => string);

/**
 * What the templates (./*.txt) name: `{name}` a colour code, `{name:text}` a style applied to the
 * filled text. Maven's unprefixed; Yarn's y…, Jest's j…, TypeScript's ts…; `{E}` is a raw CSI
 * ('ESC [') for the tools' own irregular sequences.
 */
export const STYLES: Readonly<Record<string, Style>> = {
  E,
  ...M,
  yError: Y.error,
  yWarning: Y.warning,
  yInfo: Y.info,
  yDim: Y.dim,
  yBold: Y.bold,
  pass: J.pass,
  fail: J.fail,
  jRed: J.red,
  jGreen: J.green,
  jBoldRed: J.boldRed,
  jDim: J.dim,
  tsFile: TS.file,
  tsNum: TS.num,
  tsError: TS.error,
  tsCode: TS.code,
  tsGutter: TS.gutter,
  tsSquiggle: TS.squiggle,
  spring: springHead,
};
