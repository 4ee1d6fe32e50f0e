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
