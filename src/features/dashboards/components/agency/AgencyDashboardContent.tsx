import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useAgencyDashboardQuery } from '../../../../api/dashboards';
import { isForbidden } from '../../../../api/errors';
import { NotAvailable } from '../../../../components/NotAvailable';
import { RetryAlert } from '../../../../components/RetryAlert';
import { dashboardTexts } from '../../../../texts/dashboards';
import { extensionMissing, sampleAgencyDashboard } from '../../samples';
import { LoadingNote } from '../overview/LoadingNote';
import { SampleNote } from '../SampleNote';
import { AgencyDeliveriesChart, DELIVERIES_CHART_HEIGHT } from './AgencyDeliveriesChart';
import { AgencyProjectsTable } from './AgencyProjectsTable';

const t = dashboardTexts.agency;

/**
 * An agency's dashboard (username), or the overall one (null): its projects and monthly
 * deliveries. A backend without the extension (404) gets the seeds' fixed sample data, marked so;
 * another agency's dashboard (403) is not there for this user.
 */
export function AgencyDashboardContent({ username }: { username: string | null }) {
  // currentData: another agency's figures never show under this agency's title while it loads.
  const query = useAgencyDashboardQuery(username);
  const { currentData, isError, refetch } = query;
  const sample = extensionMissing(query);
  const sampleData = useMemo(() => (sample ? sampleAgencyDashboard(username) : undefined), [sample, username]);
  const data = currentData ?? sampleData;
  if (isError && isForbidden(query.error)) {
    return (
      <NotAvailable to="/" linkLabel={t.goToHome}>
        {t.notThere}
      </NotAvailable>
    );
  }
  if (isError && !sample) return <RetryAlert onRetry={() => void refetch()}>{t.failed}</RetryAlert>;
  if (!data) {
    return (
      <>
        <LoadingNote />
        <Skeleton variant="rectangular" height={DELIVERIES_CHART_HEIGHT} aria-hidden />
      </>
    );
  }
  return (
    <>
      {sample && <SampleNote />}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <AgencyProjectsTable projects={data.projects ?? []} />
        <AgencyDeliveriesChart deliveries={data.monthlyDeliveries ?? []} />
      </Box>
    </>
  );
}
