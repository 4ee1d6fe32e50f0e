import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useAgencyDashboardQuery } from '../../../../api/dashboards';
import { RetryAlert } from '../../../../components/RetryAlert';
import { dashboardTexts } from '../../../../texts/dashboards';
import { LoadingNote } from '../overview/LoadingNote';
import { AgencyDeliveriesChart, DELIVERIES_CHART_HEIGHT } from './AgencyDeliveriesChart';
import { AgencyProjectsTable } from './AgencyProjectsTable';

const t = dashboardTexts.agency;

/** An agency's dashboard (username), or the overall one (null): its projects and monthly deliveries. */
export function AgencyDashboardContent({ username }: { username: string | null }) {
  // currentData: another agency's figures never show under this agency's title while it loads.
  const { currentData: data, isError, refetch } = useAgencyDashboardQuery(username);
  if (isError) return <RetryAlert onRetry={() => void refetch()}>{t.failed}</RetryAlert>;
  if (!data) {
    return (
      <>
        <LoadingNote />
        <Skeleton variant="rectangular" height={DELIVERIES_CHART_HEIGHT} aria-hidden />
      </>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
      <AgencyProjectsTable projects={data.projects ?? []} />
      <AgencyDeliveriesChart deliveries={data.monthlyDeliveries ?? []} />
    </Box>
  );
}
