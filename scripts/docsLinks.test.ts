/**
 * The documentation's links: README.md is the front door and docs/*.md hold the rest, so every
 * relative link in them must reach an existing file (and, with #anchor, a heading of that file, as
 * GitHub names it), and every docs page must be reachable from the README.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** The text outside fenced code blocks, line by line (a fence's lines become empty). */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(heading: string): string {
  const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a markdown text's headings; a repeated one gets -1, -2, … as on GitHub. */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of proseLines(text)) {
    const match = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const slug = slugOf(match[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The targets of a markdown text's inline links and images, outside code. */
function linksOf(text: string): string[] {
  const targets: string[] = [];
  for (const line of proseLines(text)) {
    const prose = line.replace(/`[^`]*`/g, '');
    for (const match of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(match[1]);
  }
  return targets;
}

/** What is wrong with the relative links of these files (paths relative to root): one line each. */
function deadLinks(root: string, files: readonly string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const target of linksOf(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http(s), mailto: not ours to check
      const [rawPath, anchor] = target.split('#', 2) as [string, string | undefined];
      const filePath = decodeURI(rawPath);
      const resolved = filePath === '' ? path.join(root, file) : filePath.startsWith('/') ? path.join(root, filePath) : path.resolve(path.dirname(path.join(root, file)), filePath);
      if (!fs.existsSync(resolved)) {
        problems.push(`${file}: ${target}: no such file`);
        continue;
      }
      if (anchor === undefined || !/\.md$/i.test(resolved)) continue;
      if (!anchorsOf(fs.readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor))) problems.push(`${file}: ${target}: no such heading`);
    }
  }
  return problems;
}

/** The docs pages (relative to root) that no link of the README reaches. */
function pagesNotLinked(root: string, readme: string, pages: readonly string[]): string[] {
  const linked = new Set(
    linksOf(fs.readFileSync(path.join(root, readme), 'utf8'))
      .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
      .map((target) => path.relative(root, path.resolve(root, path.dirname(readme), decodeURI(target.split('#')[0])))),
  );
  return pages.filter((page) => !linked.has(path.normalize(page)));
}

const docsPages = () =>
  fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);

describe('the documentation (README.md and docs/*.md)', () => {
  it('has docs pages', () => {
    expect(docsPages().length).toBeGreaterThan(0);
  });

  it('links only to files that exist, and with #anchor to a heading of that file', () => {
    expect(deadLinks(ROOT, ['README.md', ...docsPages()])).toEqual([]);
  });

  it('links every docs page from the README', () => {
    expect(pagesNotLinked(ROOT, 'README.md', docsPages())).toEqual([]);
  });
});

describe('the link check itself', () => {
  let dir: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dfc-docs-links-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names GitHub\'s anchors: punctuation and code marks dropped, spaces to hyphens, repeats numbered', () => {
    expect(slugOf('Hosting on nginx: the shipped config (`deploy/nginx/`)')).toBe('hosting-on-nginx-the-shipped-config-deploynginx');
    expect(slugOf("Whether your backend keeps each tenant's data to itself")).toBe('whether-your-backend-keeps-each-tenants-data-to-itself');
    expect(slugOf('Where your backend differs: `npm run contract:check`')).toBe('where-your-backend-differs-npm-run-contractcheck');
    expect([...anchorsOf('# A\n## Dashboards\n```\n# not a heading\n```\n### Dashboards\n')]).toEqual(['a', 'dashboards', 'dashboards-1']);
  });

  it('reports a link to a file that does not exist, and one to a heading its file lacks', () => {
    write('README.md', '[ok](docs/a.md) [gone](docs/gone.md) [anchor](docs/a.md#a-heading) [no anchor](docs/a.md#nowhere)\n');
    write('docs/a.md', '# A heading\n[back](../README.md) [self](#a-heading) [web](https://example.com/x.md)\n');
    expect(deadLinks(dir, ['README.md', 'docs/a.md'])).toEqual(['README.md: docs/gone.md: no such file', 'README.md: docs/a.md#nowhere: no such heading']);
  });

  it('reads no link inside code, fenced or inline', () => {
    write('README.md', '`[x](gone.md)`\n```\n[y](gone.md)\n```\n');
    expect(deadLinks(dir, ['README.md'])).toEqual([]);
  });

  it('reports a docs page the README does not link', () => {
    write('README.md', '[a](docs/a.md#a)\n');
    write('docs/a.md', '# A\n');
    write('docs/b.md', '# B\n');
    expect(pagesNotLinked(dir, 'README.md', ['docs/a.md', 'docs/b.md'])).toEqual(['docs/b.md']);
  });
});
