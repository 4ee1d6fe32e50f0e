/**
 * Test helpers of the report views (imported by their tests only): report data, and the shared
 * render and axe helpers.
 */
import type { LighthouseData, SonarData, ZapData } from '../../../../domain/apps';

export { renderView, seriousAxeViolations } from '../../../../testing/renderView';

export function lighthouse(scores: Partial<Record<keyof LighthouseData, number>> = {}): LighthouseData {
  const item = (title: string, key: keyof LighthouseData, fallback: number) => ({ title, score: scores[key] ?? fallback });
  return {
    performance: item('Performance', 'performance', 90),
    accessibility: item('Accessibility', 'accessibility', 95),
    bestPractices: item('Best Practices', 'bestPractices', 80),
    seo: item('SEO', 'seo', 85),
    unusedJavascript: item('Reduce unused JavaScript', 'unusedJavascript', 60),
    unusedCSS: item('Reduce unused CSS', 'unusedCSS', 75),
    offScreenImages: item('Defer offscreen images', 'offScreenImages', 100),
  };
}

export function zap(high = 0, alerts: ZapData['result']['alerts'] = []): ZapData {
  return { result: { alerts, count: { high, medium: 2, low: 3, informatonal: 4 } } };
}

export function sonar(critical = 0, issueCount = 0): SonarData {
  return {
    result: {
      count: { severity: { major: 7, minor: 11, critical }, type: { bug: 5, codeSmell: 13 } },
      issues: Array.from({ length: issueCount }, (_, i) => ({
        key: `AX-${i + 1}`,
        severity: i % 3 === 0 ? 'CRITICAL' : 'MAJOR',
        status: 'OPEN',
        message: `Issue message ${i + 1}`,
        type: i % 2 === 0 ? 'BUG' : 'CODE_SMELL',
      })),
    },
  };
}
