import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDashboardAgenciesQuery } from '../../../api/dashboards';
import { PageLoading } from '../../../components/PageLoading';
import { RetryAlert } from '../../../components/RetryAlert';
import { selectSession } from '../../../session/slice';
import { useAppSelector } from '../../../store/hooks';
import { dashboardTexts } from '../../../texts/dashboards';
import { AgencyDashboardContent } from '../components/agency/AgencyDashboardContent';
import { AgencySelect } from '../components/agency/AgencySelect';
import { extensionMissing, SAMPLE_AGENCIES } from '../samples';

const t = dashboardTexts.agency;

function AgencyPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}

/** /overview/OverallAgencyDashboard (seed 001 section 2): every agency's sample data together. */
export function OverallAgencyDashboardPage() {
  return (
    <AgencyPageFrame title={t.overallTitle}>
      <AgencyDashboardContent username={null} />
    </AgencyPageFrame>
  );
}

/** For users who are not an agency: the agency chosen in a select, kept in the address (?agency=). */
function ChosenAgencyDashboard() {
  const [params, setParams] = useSearchParams();
  const query = useDashboardAgenciesQuery();
  const { isError, isLoading, refetch } = query;
  // A backend without the extension (404): the seeds' sample agencies.
  const sample = extensionMissing(query);
  const agencies = query.data ?? (sample ? SAMPLE_AGENCIES : undefined);
  const asked = params.get('agency') ?? '';
  // Only an agency of the list is chosen (an unknown name in the address chooses none).
  const chosen = agencies?.some((agency) => agency.username === asked) ? asked : '';
  const choose = (username: string) => {
    const next = new URLSearchParams(params);
    next.set('agency', username);
    setParams(next);
  };
  let body: ReactNode;
  if (isError && !sample) body = <RetryAlert onRetry={() => void refetch()}>{t.agenciesFailed}</RetryAlert>;
  else if (isLoading || !agencies) body = <PageLoading />;
  else if (agencies.length === 0) body = <Typography>{t.noAgencies}</Typography>;
  else
    body = (
      <>
        <Box sx={{ mb: 3 }}>
          <AgencySelect agencies={agencies} value={chosen} onChange={choose} />
        </Box>
        {chosen ? <AgencyDashboardContent username={chosen} /> : <Typography>{t.chooseAgency}</Typography>}
      </>
    );
  return <AgencyPageFrame title={chosen ? t.agencyTitle(chosen) : t.untitled}>{body}</AgencyPageFrame>;
}

/**
 * /overview/AgencyDashboard (seed 001 section 2: 'Agency {name} Dashboard'): an agency user
 * (TYPE AGENCY) sees their own; everyone else chooses an agency.
 */
export default function AgencyDashboardPage() {
  const session = useAppSelector(selectSession);
  const claims = session?.claims;
  if (claims?.TYPE === 'AGENCY' && claims.sub) {
    return (
      <AgencyPageFrame title={t.agencyTitle(claims.sub)}>
        <AgencyDashboardContent username={claims.sub} />
      </AgencyPageFrame>
    );
  }
  return <ChosenAgencyDashboard />;
}
