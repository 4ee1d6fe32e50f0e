import { screen, within } from '@testing-library/react';
import type { ReadinessThresholds } from '../../../../domain/apps';
import { ReleaseReadiness } from './ReleaseReadiness';
import { lighthouse, renderView, seriousAxeViolations, sonar, zap } from './testUtils';

const THRESHOLDS: ReadinessThresholds = { minPerformance: 50, minAccessibility: 80, maxZapHigh: 0, maxSonarCritical: 0 };

describe('ReleaseReadiness', () => {
  it('is Ready when every report exists and meets its threshold', async () => {
    const { container } = renderView(<ReleaseReadiness lighthouse={lighthouse({ performance: 50, accessibility: 80 })} zap={zap(0)} sonar={sonar(0)} thresholds={THRESHOLDS} />);
    const region = screen.getByRole('region', { name: 'Release readiness' });
    expect(region).toHaveAttribute('data-ready', 'true');
    expect(within(region).getByText('Ready')).toBeInTheDocument();
    expect(within(region).queryByText('Not ready')).toBeNull();
    expect(within(region).queryByRole('list')).toBeNull();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('is Not ready with every reason in words', async () => {
    const { container } = renderView(
      <ReleaseReadiness lighthouse={lighthouse({ performance: 42, accessibility: 79 })} zap={zap(2)} sonar={sonar(3)} thresholds={THRESHOLDS} />,
    );
    const region = screen.getByRole('region', { name: 'Release readiness' });
    expect(region).toHaveAttribute('data-ready', 'false');
    expect(within(region).getByText('Not ready')).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Lighthouse performance 42 is below 50',
      'Lighthouse accessibility 79 is below 80',
      'ZAP has 2 high alerts (at most 0)',
      'Sonar has 3 critical issues (at most 0)',
    ]);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('names the missing reports, and says one alert or issue in the singular', () => {
    const { unmount } = renderView(<ReleaseReadiness lighthouse={null} zap={null} sonar={null} thresholds={THRESHOLDS} />);
    expect(
      screen.getAllByRole('listitem').map((li) => li.textContent),
    ).toEqual(['No Lighthouse report yet', 'No ZAP report yet', 'No Sonar report yet']);
    unmount();
    renderView(<ReleaseReadiness lighthouse={lighthouse()} zap={zap(1)} sonar={sonar(1)} thresholds={THRESHOLDS} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['ZAP has 1 high alert (at most 0)', 'Sonar has 1 critical issue (at most 0)']);
  });
});
