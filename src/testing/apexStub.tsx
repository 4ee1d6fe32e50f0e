/**
 * For tests only: stands in for `react-apexcharts/core` (through jest.mock), drawing nothing and
 * recording the props of every chart, so view tests need not load apexcharts. charts.test.tsx
 * draws with the real one.
 */
import type { Props } from 'react-apexcharts/core';

export const drawnCharts: Props[] = [];

export default function ApexChartStub(props: Props) {
  drawnCharts.push(props);
  return <div data-testid="apexchart" data-type={props.type} />;
}
