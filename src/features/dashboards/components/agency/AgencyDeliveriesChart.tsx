import { useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '../../../../components/charts';
import type { AgencyDashboard } from '../../../../domain/dashboards';
import { NEUTRAL_CHART_COLOUR } from '../../../../shared/chartPalette';
import { dashboardTexts } from '../../../../texts/dashboards';

const t = dashboardTexts.agency;
export const DELIVERIES_CHART_HEIGHT = 260;

/** Projects delivered per month, as a bar chart (its values also in the chart's hidden table). */
export function AgencyDeliveriesChart({ deliveries }: { deliveries: AgencyDashboard['monthlyDeliveries'] }) {
  const headingId = useId();
  const bars = useMemo(() => deliveries.map((entry) => ({ label: entry.month, value: entry.delivered, colour: NEUTRAL_CHART_COLOUR })), [deliveries]);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {t.deliveriesTitle}
      </Typography>
      <Box sx={{ minHeight: DELIVERIES_CHART_HEIGHT }}>
        <BarChart ariaLabel={t.deliveriesChart} seriesName={t.delivered} bars={bars} height={DELIVERIES_CHART_HEIGHT} />
      </Box>
    </Box>
  );
}
