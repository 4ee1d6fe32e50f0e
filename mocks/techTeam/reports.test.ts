import {
  LIGHTHOUSE_CATEGORIES,
  fromBase64,
  lighthouseAudits,
  lighthouseReportHtml,
  lighthouseScores,
  scoreBand,
  sonarReportHtml,
  sonarSummary,
  toBase64,
} from './reports';

const lighthouseInput = {
  projectId: 12,
  projectName: 'Aurora <Relaunch> & Co',
  version: 2,
  url: 'https://aurora-relaunch.azurewebsites.net/?a=1&b=2',
  createdAt: '2025-05-04T10:20:30.000Z',
  fileName: 'lighthouse_aurora-relaunch_v2.html',
};

/** What a self-contained page must not hold: scripts, and anything fetched from elsewhere. */
function expectSelfContained(html: string) {
  expect(html).not.toMatch(/<script|<link|<img|<iframe|\ssrc=|url\(|@import|\son\w+=/i);
}

describe('base64 of UTF-8 text', () => {
  it('encodes the UTF-8 bytes as node does, and decodes back', () => {
    for (const text of ['', 'plain', 'Équipe – “quotes” ✓ 🚀', 'x'.repeat(100_000) + 'é']) {
      const encoded = toBase64(text);
      expect(encoded).toBe(Buffer.from(text, 'utf8').toString('base64'));
      expect(fromBase64(encoded)).toBe(text);
    }
  });
});

describe('Lighthouse reports', () => {
  it('scores the four categories 55 to 99, the same for the same project and version', () => {
    const seen = new Set<string>();
    for (let projectId = 1; projectId <= 40; projectId += 1) {
      for (let version = 1; version <= 5; version += 1) {
        const scores = lighthouseScores(projectId, version);
        expect(lighthouseScores(projectId, version)).toEqual(scores);
        for (const value of Object.values(scores)) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(55);
          expect(value).toBeLessThanOrEqual(99);
        }
        seen.add(JSON.stringify(scores));
      }
    }
    expect(seen.size).toBeGreaterThan(150); // they vary
  });

  it('colours scores in Lighthouse bands', () => {
    expect([100, 90, 89, 50, 49, 0].map(scoreBand)).toEqual(['pass', 'pass', 'average', 'average', 'fail', 'fail']);
  });

  it('is a readable, self-contained page with the name, URL, date, gauges and audits', () => {
    const html = lighthouseReportHtml(lighthouseInput);
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).toContain('<title>Lighthouse Report: Aurora &lt;Relaunch&gt; &amp; Co</title>');
    expect(html).not.toContain('<Relaunch>');
    expect(html).toContain('https://aurora-relaunch.azurewebsites.net/?a=1&amp;b=2');
    expect(html).toContain('Sun, 04 May 2025 10:20:30 GMT');
    const scores = lighthouseScores(12, 2);
    for (const { key, title } of LIGHTHOUSE_CATEGORIES) expect(html).toContain(`aria-label="${title}: ${scores[key]}"`);
    for (const audit of lighthouseAudits(12, 2)) {
      expect(html).toContain(audit.title);
      expect(html).toContain(audit.score.toFixed(2));
    }
    expect(html).toContain('Reduce unused JavaScript');
    expect(html).toContain('Defer offscreen images');
    expectSelfContained(html);
    expect(lighthouseReportHtml(lighthouseInput)).toBe(html);
  });
});

describe('Sonar reports', () => {
  const input = { projectId: 10, projectName: 'Harbor Vet Connect', version: 1 };

  it('has no critical issue when the quality gate passed, and some when it failed', () => {
    const passed = sonarSummary({ ...input, qualityGatePassed: true });
    const failed = sonarSummary({ ...input, qualityGatePassed: false });
    expect(passed).toMatchObject({ critical: 0, qualityGate: 'PASSED' });
    expect(failed.critical).toBeGreaterThan(0);
    expect(failed.qualityGate).toBe('FAILED');
    for (const summary of [passed, failed]) {
      const count = (severity: string) => summary.issues.filter((i) => i.severity === severity).length;
      expect([count('CRITICAL'), count('MAJOR'), count('MINOR')]).toEqual([summary.critical, summary.major, summary.minor]);
      expect(summary.bug + summary.codeSmell).toBe(summary.issues.length);
      expect(summary.issues.filter((i) => i.type === 'BUG')).toHaveLength(summary.bug);
      expect(new Set(summary.issues.map((i) => i.key)).size).toBe(summary.issues.length);
    }
    expect(sonarSummary({ ...input, qualityGatePassed: false })).toEqual(failed);
  });

  it('is an HTML summary with the counts and the table of issues', () => {
    const summary = sonarSummary({ ...input, qualityGatePassed: false });
    const html = sonarReportHtml({ ...input, qualityGatePassed: false, createdAt: '2025-01-02T03:04:05.000Z', fileName: 'sonar_harbor-vet-connect_v1.html' });
    expect(html).toContain('Sonar Report: Harbor Vet Connect');
    expect(html).toContain(`<div class="count">${summary.critical}</div><div class="name">Critical</div>`);
    expect(html).toContain(`<div class="count">${summary.codeSmell}</div><div class="name">Code Smell</div>`);
    expect(html).toContain('<th>Key</th><th>Severity</th><th>Status</th><th>Message</th><th>Type</th>');
    for (const issue of summary.issues) expect(html).toContain(issue.key);
    expect(html).toContain('Failed');
    expectSelfContained(html);
  });
});
