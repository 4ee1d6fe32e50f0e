import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { drawnCharts } from '../../../../testing/apexStub';
import { RISK_COLOURS } from '../../../../shared/chartPalette';
import { ZapView } from './ZapView';
import { renderView, seriousAxeViolations } from './testUtils';

// The charts draw nothing here (charts.test.tsx draws with the real apexcharts); the stub records their props.
jest.mock('react-apexcharts/core', () => jest.requireActual('../../../../testing/apexStub'));
jest.mock('apexcharts/bar', () => ({}));
jest.mock('apexcharts/line', () => ({}));

declare global {
  interface Window {
    __zapXss?: number;
  }
}

const ALERTS = [
  {
    alert: 'Cross Site Scripting (Reflected)',
    riskdesc: 'High (Medium)',
    desc: '<p>Reflected XSS<img src=x onerror="window.__zapXss=1"><script>window.__zapXss=2</script></p>',
    solution: '<p>Encode <b>all</b> output.</p><a href="javascript:window.__zapXss=3">more</a>',
  },
  { alert: 'Cookie without SameSite Attribute', riskdesc: 'Low (Medium)', desc: '<p>A cookie has been set without SameSite.</p>', solution: '<p>Set SameSite.</p>' },
];

const dataRows = (figure: HTMLElement) =>
  within(within(figure).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));

beforeEach(() => {
  drawnCharts.length = 0;
});

describe('ZapView', () => {
  it('charts High, Medium, Low and Informational, Informational read from the misspelt field', async () => {
    const { container } = renderView(<ZapView data={{ result: { alerts: ALERTS, count: { high: 1, medium: 2, low: 3, informatonal: 4 } } }} />);
    const region = screen.getByRole('region', { name: 'ZAP' });
    const figure = within(region).getByRole('figure', { name: 'ZAP alerts by risk: High, Medium, Low, Informational' });
    expect(within(figure).getByRole('img', { name: 'ZAP alerts by risk: High, Medium, Low, Informational' })).toBeInTheDocument();
    expect(dataRows(figure)).toEqual([
      ['High', '1'],
      ['Medium', '2'],
      ['Low', '3'],
      ['Informational', '4'],
    ]);
    const chart = drawnCharts.at(-1);
    expect(chart?.type).toBe('bar');
    expect(chart?.series).toEqual([{ name: 'Count', data: [1, 2, 3, 4] }]);
    expect(chart?.options?.xaxis?.categories).toEqual(['High', 'Medium', 'Low', 'Informational']);
    expect(chart?.options?.colors).toEqual([RISK_COLOURS.high, RISK_COLOURS.medium, RISK_COLOURS.low, RISK_COLOURS.informational]);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('reads the correct spelling too, and 0 when neither is sent', () => {
    const { unmount } = renderView(<ZapView data={{ result: { alerts: [], count: { high: 0, medium: 0, low: 0, informational: 9 } } }} />);
    expect(dataRows(screen.getByRole('figure'))[3]).toEqual(['Informational', '9']);
    unmount();
    renderView(<ZapView data={{ result: { alerts: [], count: { high: 0, medium: 0, low: 0 } } }} />);
    expect(dataRows(screen.getByRole('figure'))[3]).toEqual(['Informational', '0']);
    expect(screen.getByText('No alerts.')).toBeInTheDocument();
  });

  it('lists the alerts as keyboard-usable accordions, their HTML sanitised', async () => {
    const user = userEvent.setup();
    renderView(<ZapView data={{ result: { alerts: ALERTS, count: { high: 1, medium: 0, low: 1 } } }} />);
    const alerts = screen.getByRole('region', { name: 'Alerts' });
    const first = within(alerts).getByRole('button', { name: /Cross Site Scripting \(Reflected\)\s*High \(Medium\)/ });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(within(alerts).getByRole('button', { name: /Cookie without SameSite Attribute/ })).toBeInTheDocument();

    act(() => first.focus());
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const details = within(alerts).getByRole('region', { name: /Cross Site Scripting/ });
    expect(within(details).getByText('Reflected XSS')).toBeInTheDocument();
    expect(within(details).getByText('all').tagName).toBe('B');
    expect(details.querySelector('script')).toBeNull();
    expect(details.querySelector('[onerror]')).toBeNull();
    expect(within(details).getByText('more')).not.toHaveAttribute('href');
    expect(window.__zapXss).toBeUndefined();

    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});
