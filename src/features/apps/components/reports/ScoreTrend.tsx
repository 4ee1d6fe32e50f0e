import { useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ApexOptions } from 'apexcharts';
import { neutralLine } from '../../../../shared/chartPalette';
import { appsTexts } from '../../../../texts/apps';
import { Chart } from '../../../../components/charts';

const t = appsTexts.reports;

export interface ScoreTrendPoint {
  buildNo: number;
  score: number;
}

export interface ScoreTrendProps {
  /** The Lighthouse performance score of the last builds, in any order (shown oldest to newest). */
  points: ScoreTrendPoint[];
}

/** The Lighthouse performance score over the last builds as a small line chart; says so when there are fewer than 2 points. */
export function ScoreTrend({ points }: ScoreTrendProps) {
  const headingId = useId();
  const sorted = useMemo(() => [...points].sort((a, b) => a.buildNo - b.buildNo), [points]);
  const options = useMemo<ApexOptions>(
    () => ({
      xaxis: { categories: sorted.map((p) => t.build(p.buildNo)) },
      yaxis: { min: 0, max: 100, tickAmount: 4, labels: { formatter: (value: number) => String(Math.round(value)) } },
      ...neutralLine(),
    }),
    [sorted],
  );
  const series = useMemo(() => [{ name: t.trendSeries, data: sorted.map((p) => p.score) }], [sorted]);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h6" gutterBottom>
        {t.trendTitle}
      </Typography>
      {sorted.length < 2 ? (
        <Typography>{t.trendTooFew}</Typography>
      ) : (
        <Box sx={{ maxWidth: 560 }}>
          <Chart type="line" options={options} series={series} height={200} ariaLabel={t.trendChartLabel(sorted.length)} />
        </Box>
      )}
    </Box>
  );
}
