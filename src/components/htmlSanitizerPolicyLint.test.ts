/**
 * The `boundaries/sanitizer-policy` lint rule (eslint.boundaries.mjs, eslint.config.mjs): only
 * SafeHtml may import the sanitiser's Trusted Types policy. ESLint runs as `npm run lint` does, on
 * source given on stdin under the file name it would have.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const ESLINT = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** The rule ids ESLint reports for `source` saved as `file` (relative to the project). */
function lint(file: string, source: string): LintMessage[] {
  let output: string;
  try {
    output = execFileSync(process.execPath, [ESLINT, '--stdin', '--stdin-filename', file, '--format', 'json'], {
      cwd: ROOT,
      input: source,
      encoding: 'utf8',
    });
  } catch (error) {
    // ESLint exits 1 when it reports an error; the report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(output) as Array<{ messages: LintMessage[] }>)[0].messages;
}

const ruleHits = (messages: LintMessage[]) => messages.filter((m) => m.ruleId === 'boundaries/sanitizer-policy');

describe('only SafeHtml imports the sanitiser’s Trusted Types policy (lint)', () => {
  it('reports an import, a re-export and a lazy import of the policy anywhere else, tests included', () => {
    const source = [
      "import { htmlSanitizerPolicy } from '../../../components/htmlSanitizerPolicy';",
      "export * from '../../../components/htmlSanitizerPolicy.ts';",
      "export const later = () => import('../../../components/htmlSanitizerPolicy');",
      'export const policy = htmlSanitizerPolicy;',
    ].join('\n');
    const hits = ruleHits(lint('src/features/content/components/Sneaky.ts', source));
    expect(hits).toHaveLength(3);
    expect(hits[0].message).toContain('Only src/components/SafeHtml.tsx may import');
    expect(ruleHits(lint('src/components/Other.test.tsx', "import './htmlSanitizerPolicy';\n"))).toHaveLength(1);
  }, 60_000);

  it('lets SafeHtml import it', () => {
    const source = "import { htmlSanitizerPolicy } from './htmlSanitizerPolicy';\nexport const policy = htmlSanitizerPolicy;\n";
    expect(ruleHits(lint('src/components/SafeHtml.tsx', source))).toEqual([]);
  }, 60_000);
});
