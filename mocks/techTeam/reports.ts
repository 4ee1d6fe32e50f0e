/**
 * The report files the tech page downloads (seed 001 section 7: "GET /api/display_lighthouse/…
 * and /api/sonar_report/…: report downloads … base64 report saved as a file"). Nothing of a report
 * is stored: each is generated on the fly, deterministically, from the project, the version and
 * what the project's records say about it (mocks/techTeam/techTeam.ts), so the seeded reports
 * (dfcLighthouseReports, sonarReports of the seed) download like the ones a mock job made.
 *
 * - A Lighthouse report is a self-contained HTML page in the style of Lighthouse's own: the project
 *   name, the audited URL, the date, the four category scores (performance, accessibility, best
 *   practices, SEO) as gauges, and a few audits with their score. Inline CSS only: no script, no
 *   external resource (no image, font or style sheet is fetched; the audited URL is plain text).
 *   Scores are 55 to 99, from projectId and version.
 * - A Sonar report is an HTML summary: severity counts (major, minor, critical, seed 001 section 9),
 *   type counts (bug, code smell) and a table of issues (key, severity, status, message, type).
 *   Counts and issues come from projectId and version; a version that passed the quality gate has
 *   no critical issue (which versions did is the caller's rule, see techTeam.ts sonarVersionPassed).
 *
 * Pure: no table, no clock. Downloads answer the HTML as base64 of its UTF-8 bytes (toBase64),
 * which works in the browser and in node alike.
 */
import { escapeHtml } from '../../src/domain/escapeHtml';
import { between, mulberry32, type Random } from '../core/random';

/* ---------- base64 of UTF-8 text (browser and node) ---------- */

/** Base64 of the text's UTF-8 bytes (btoa over a binary string, in chunks). */
export function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/** The text of base64 UTF-8 bytes (the reverse of toBase64; tests and tools). */
export function fromBase64(base64: string): string {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new TextDecoder().decode(bytes);
}

/* ---------- determinism ---------- */

/** A small seeded generator (mulberry32, seeded with this module's own mix of the parts): the same parts give the same numbers. */
function generator(...parts: number[]): Random {
  let state = 0x9e3779b9;
  for (const part of parts) state = Math.imul(state ^ (part | 0), 0x85ebca6b) ^ (state >>> 13);
  return mulberry32(state);
}

const dateText = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toUTCString();
};

const PAGE_STYLE = `
  body { margin: 0; font-family: Roboto, Helvetica, Arial, sans-serif; color: #212121; background: #f5f5f5; }
  header { background: #fff; border-bottom: 1px solid #e0e0e0; padding: 24px 32px; }
  h1 { margin: 0 0 8px; font-size: 24px; font-weight: 500; }
  h2 { font-size: 18px; font-weight: 500; margin: 32px 0 12px; }
  main { max-width: 960px; margin: 0 auto; padding: 8px 32px 48px; }
  .meta { margin: 2px 0; color: #5f6368; font-size: 14px; }
  .meta b { color: #212121; font-weight: 500; }
  table { width: 100%; border-collapse: collapse; background: #fff; font-size: 14px; }
  th, td { text-align: left; padding: 10px 12px; border-bottom: 1px solid #e0e0e0; vertical-align: top; }
  th { background: #fafafa; font-weight: 500; }
  footer { color: #5f6368; font-size: 12px; margin-top: 32px; }
`;

function page(title: string, style: string, body: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${PAGE_STYLE}${style}</style>`,
    '</head>',
    `<body>${body}</body>`,
    '</html>',
  ].join('\n');
}

/* ---------- Lighthouse ---------- */

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

export const LIGHTHOUSE_CATEGORIES: ReadonlyArray<{ key: keyof LighthouseScores; title: string }> = [
  { key: 'performance', title: 'Performance' },
  { key: 'accessibility', title: 'Accessibility' },
  { key: 'bestPractices', title: 'Best Practices' },
  { key: 'seo', title: 'SEO' },
];

/** The four category scores of a project's report version: 55 to 99, always the same for the same pair. */
export function lighthouseScores(projectId: number, version: number): LighthouseScores {
  const random = generator(projectId, version, 1);
  return {
    performance: between(random, 55, 99),
    accessibility: between(random, 55, 99),
    bestPractices: between(random, 55, 99),
    seo: between(random, 55, 99),
  };
}

export interface LighthouseAudit {
  title: string;
  /** 0 to 1, as Lighthouse scores an audit. */
  score: number;
  /** What it would save ('Potential savings of 118 KiB'). */
  displayValue: string;
}

const AUDITS: ReadonlyArray<{ title: string; unit: 'KiB' | 'ms' }> = [
  { title: 'Reduce unused JavaScript', unit: 'KiB' },
  { title: 'Reduce unused CSS', unit: 'KiB' },
  { title: 'Defer offscreen images', unit: 'KiB' },
  { title: 'Properly size images', unit: 'KiB' },
  { title: 'Eliminate render-blocking resources', unit: 'ms' },
  { title: 'Serve images in next-gen formats', unit: 'KiB' },
];

/** The audits of a report version (same determinism as the scores). */
export function lighthouseAudits(projectId: number, version: number): LighthouseAudit[] {
  const random = generator(projectId, version, 2);
  return AUDITS.map(({ title, unit }) => {
    const score = between(random, 0, 100) / 100;
    const saving = unit === 'KiB' ? between(random, 4, 420) : between(random, 30, 1800);
    return { title, score, displayValue: score >= 0.9 ? 'Passed' : `Potential savings of ${saving} ${unit === 'KiB' ? 'KiB' : 'ms'}` };
  });
}

/** Lighthouse's colour bands: 90-100 pass (green), 50-89 average (orange), 0-49 fail (red). */
export function scoreBand(score: number): 'pass' | 'average' | 'fail' {
  if (score >= 90) return 'pass';
  return score >= 50 ? 'average' : 'fail';
}

const BAND_COLOUR = { pass: '#0c7d3e', average: '#b35c00', fail: '#c5221f' } as const;

const LIGHTHOUSE_STYLE = `
  .gauges { display: flex; flex-wrap: wrap; gap: 32px; justify-content: center; background: #fff; padding: 24px; margin-top: 24px; }
  .gauge { width: 120px; text-align: center; }
  .ring { width: 96px; height: 96px; margin: 0 auto 8px; border-radius: 50%; display: flex; align-items: center; justify-content: center; }
  .ring span { width: 78px; height: 78px; border-radius: 50%; background: #fff; display: flex; align-items: center; justify-content: center; font-size: 28px; font-weight: 500; }
  .label { font-size: 15px; }
  .audit-score { font-weight: 500; }
  .legend { font-size: 13px; color: #5f6368; text-align: center; margin-top: 8px; }
`;

export interface LighthouseReportInput {
  projectId: number;
  projectName: string;
  version: number;
  /** The audited address. */
  url: string;
  /** ISO date of the report. */
  createdAt: string;
  /** The report's file name. */
  fileName?: string;
}

function gauge(title: string, score: number): string {
  const colour = BAND_COLOUR[scoreBand(score)];
  const ring = `background: conic-gradient(${colour} ${score * 3.6}deg, #e8eaed 0deg)`;
  return [
    `<div class="gauge" role="img" aria-label="${escapeHtml(title)}: ${score}">`,
    `<div class="ring" style="${ring}"><span style="color: ${colour}">${score}</span></div>`,
    `<div class="label">${escapeHtml(title)}</div>`,
    '</div>',
  ].join('');
}

/** A Lighthouse-style report page for one version of a project's report. */
export function lighthouseReportHtml(input: LighthouseReportInput): string {
  const scores = lighthouseScores(input.projectId, input.version);
  const audits = lighthouseAudits(input.projectId, input.version);
  const rows = audits
    .map((a) => {
      const score = Math.round(a.score * 100);
      const colour = BAND_COLOUR[scoreBand(score)];
      return `<tr><td>${escapeHtml(a.title)}</td><td class="audit-score" style="color: ${colour}">${a.score.toFixed(2)}</td><td>${escapeHtml(a.displayValue)}</td></tr>`;
    })
    .join('\n');
  const body = [
    '<header>',
    `<h1>Lighthouse Report: ${escapeHtml(input.projectName)}</h1>`,
    `<p class="meta"><b>URL:</b> ${escapeHtml(input.url || '(no address recorded)')}</p>`,
    `<p class="meta"><b>Date:</b> ${escapeHtml(dateText(input.createdAt))}</p>`,
    `<p class="meta"><b>Report version:</b> ${input.version}${input.fileName ? ` (${escapeHtml(input.fileName)})` : ''}</p>`,
    '</header>',
    '<main>',
    `<section class="gauges" aria-label="Category scores">${LIGHTHOUSE_CATEGORIES.map((c) => gauge(c.title, scores[c.key])).join('')}</section>`,
    '<p class="legend">0-49 fail, 50-89 average, 90-100 pass</p>',
    '<h2>Opportunities and diagnostics</h2>',
    '<table><thead><tr><th>Audit</th><th>Score</th><th>Details</th></tr></thead>',
    `<tbody>\n${rows}\n</tbody></table>`,
    '<footer>Generated by the DFC portal mock backend (emulated mobile, simulated throttling).</footer>',
    '</main>',
  ].join('\n');
  return page(`Lighthouse Report: ${input.projectName}`, LIGHTHOUSE_STYLE, body);
}

/* ---------- Sonar ---------- */

export type SonarSeverity = 'CRITICAL' | 'MAJOR' | 'MINOR';
export type SonarIssueType = 'BUG' | 'CODE_SMELL';

export interface SonarIssue {
  key: string;
  severity: SonarSeverity;
  status: 'OPEN' | 'CONFIRMED';
  message: string;
  type: SonarIssueType;
  component: string;
}

export interface SonarSummary {
  /** Severity counts (seed 001 section 9: major, minor, critical). */
  major: number;
  minor: number;
  critical: number;
  /** Type counts (bug, code smell). */
  bug: number;
  codeSmell: number;
  qualityGate: 'PASSED' | 'FAILED';
  issues: SonarIssue[];
}

const ISSUE_TEXTS: Record<SonarIssueType, Record<SonarSeverity, readonly string[]>> = {
  BUG: {
    CRITICAL: [
      'Handle the rejected promise of this call; a failure here is silently lost.',
      'This condition always evaluates to true; the else branch is dead code.',
      'Remove this use of an uninitialised variable.',
    ],
    MAJOR: ['Add a "key" prop to the elements of this list.', 'This comparison of different types is always false.'],
    MINOR: ['Add the missing "alt" text to this image.', 'Remove this redundant "await" of a non-promise value.'],
  },
  CODE_SMELL: {
    CRITICAL: ['Refactor this function to reduce its Cognitive Complexity from 31 to the 15 allowed.'],
    MAJOR: [
      'Remove this commented out code.',
      'Extract this nested ternary operation into an independent statement.',
      'This function has 9 parameters, which is greater than the 7 authorized.',
    ],
    MINOR: [
      'Remove this unused import.',
      'Rename this local variable to match the regular expression ^[a-z][a-zA-Z0-9]*$.',
      'Prefer "const" over "let" for this variable, which is never reassigned.',
    ],
  },
};

const COMPONENTS = ['src/App.tsx', 'src/pages/Home.tsx', 'src/api/client.ts', 'src/components/Header.tsx', 'src/utils/format.ts', 'src/hooks/useCart.ts'];

export interface SonarSummaryInput {
  projectId: number;
  projectName: string;
  version: number;
  /** Whether this version passed the quality gate: then it has no critical issue. */
  qualityGatePassed: boolean;
}

/** The summary of one analysis: deterministic from projectId and version (and the gate's outcome). */
export function sonarSummary(input: SonarSummaryInput): SonarSummary {
  const random = generator(input.projectId, input.version, 3);
  const counts: Record<SonarSeverity, number> = {
    CRITICAL: input.qualityGatePassed ? 0 : between(random, 1, 3),
    MAJOR: between(random, 1, 5),
    MINOR: between(random, 2, 7),
  };
  const prefix = (input.projectName.toUpperCase().replace(/[^A-Z0-9]+/g, '').slice(0, 8) || 'DFC') + `-${input.projectId}`;
  const issues: SonarIssue[] = [];
  for (const severity of ['CRITICAL', 'MAJOR', 'MINOR'] as const) {
    for (let i = 0; i < counts[severity]; i += 1) {
      const type: SonarIssueType = random() < (severity === 'MINOR' ? 0.25 : 0.45) ? 'BUG' : 'CODE_SMELL';
      const texts = ISSUE_TEXTS[type][severity];
      issues.push({
        key: `${prefix}:${input.version}-${issues.length + 1}`,
        severity,
        status: random() < 0.8 ? 'OPEN' : 'CONFIRMED',
        message: texts[between(random, 0, texts.length - 1)],
        type,
        component: `${COMPONENTS[between(random, 0, COMPONENTS.length - 1)]}:${between(random, 3, 240)}`,
      });
    }
  }
  const bug = issues.filter((i) => i.type === 'BUG').length;
  return {
    major: counts.MAJOR,
    minor: counts.MINOR,
    critical: counts.CRITICAL,
    bug,
    codeSmell: issues.length - bug,
    qualityGate: counts.CRITICAL > 0 ? 'FAILED' : 'PASSED',
    issues,
  };
}

const SONAR_STYLE = `
  .cards { display: flex; flex-wrap: wrap; gap: 16px; margin-top: 24px; }
  .card { background: #fff; border: 1px solid #e0e0e0; border-radius: 4px; padding: 12px 20px; min-width: 110px; }
  .card .count { font-size: 28px; font-weight: 500; }
  .card .name { font-size: 13px; color: #5f6368; }
  .gate { display: inline-block; padding: 4px 12px; border-radius: 4px; color: #fff; font-weight: 500; }
  .gate.PASSED { background: #0c7d3e; }
  .gate.FAILED { background: #c5221f; }
  .CRITICAL { color: #c5221f; font-weight: 500; }
  .MAJOR { color: #b35c00; }
  td:first-child { white-space: nowrap; }
`;

export interface SonarReportInput extends SonarSummaryInput {
  /** ISO date of the analysis. */
  createdAt: string;
  fileName?: string;
}

const card = (name: string, count: number) => `<div class="card"><div class="count">${count}</div><div class="name">${escapeHtml(name)}</div></div>`;

/** An HTML summary of one Sonar analysis of a project. */
export function sonarReportHtml(input: SonarReportInput): string {
  const summary = sonarSummary(input);
  const rows = summary.issues
    .map(
      (i) =>
        `<tr><td>${escapeHtml(i.key)}</td><td class="${i.severity}">${i.severity}</td><td>${i.status}</td><td>${escapeHtml(i.message)}<br><small>${escapeHtml(i.component)}</small></td><td>${i.type === 'BUG' ? 'Bug' : 'Code Smell'}</td></tr>`,
    )
    .join('\n');
  const body = [
    '<header>',
    `<h1>Sonar Report: ${escapeHtml(input.projectName)}</h1>`,
    `<p class="meta"><b>Analysis:</b> version ${input.version}${input.fileName ? ` (${escapeHtml(input.fileName)})` : ''}</p>`,
    `<p class="meta"><b>Date:</b> ${escapeHtml(dateText(input.createdAt))}</p>`,
    `<p class="meta"><b>Quality gate:</b> <span class="gate ${summary.qualityGate}">${summary.qualityGate === 'PASSED' ? 'Passed' : 'Failed'}</span></p>`,
    '</header>',
    '<main>',
    '<h2>Severity</h2>',
    `<div class="cards">${card('Critical', summary.critical)}${card('Major', summary.major)}${card('Minor', summary.minor)}</div>`,
    '<h2>Type</h2>',
    `<div class="cards">${card('Bug', summary.bug)}${card('Code Smell', summary.codeSmell)}</div>`,
    `<h2>Issues (${summary.issues.length})</h2>`,
    '<table><thead><tr><th>Key</th><th>Severity</th><th>Status</th><th>Message</th><th>Type</th></tr></thead>',
    `<tbody>\n${rows}\n</tbody></table>`,
    '<footer>Generated by the DFC portal mock backend.</footer>',
    '</main>',
  ].join('\n');
  return page(`Sonar Report: ${input.projectName}`, SONAR_STYLE, body);
}
