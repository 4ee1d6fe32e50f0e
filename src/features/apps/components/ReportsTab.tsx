import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useAppReportsQuery, useBuildHistoryQuery, useLighthouseQuery, useSonarQuery, useZapQuery } from '../../../api/apps';
import { isApiError } from '../../../api/errors';
import { RetryAlert } from '../../../components/RetryAlert';
import type { BuildHistoryEntry } from '../../../domain/apps';
import { appPageTexts } from '../../../texts/apps';
import { LighthouseView } from './reports/LighthouseView';
import { ReportList } from './reports/ReportList';
import { ScoreTrend } from './reports/ScoreTrend';
import { SonarView } from './reports/SonarView';
import { ZapView } from './reports/ZapView';

type Query<T> = { currentData?: T; isLoading: boolean; isFetching: boolean; isError: boolean; error?: unknown; refetch: () => unknown };

/**
 * One part of the tab: its view once read; 'No report yet' only when the server says there is none
 * (404); any other failure says which part failed to load, with Retry.
 */
function Section<T>({ query, failed, render }: { query: Query<T>; failed: string; render: (data: T) => React.ReactNode }) {
  if (query.currentData) return <>{render(query.currentData)}</>;
  if (query.isLoading || query.isFetching) return <CircularProgress size={24} aria-label={appPageTexts.loadingReport} />;
  if (query.isError && isApiError(query.error) && query.error.status === 404) return <Typography color="text.secondary">{appPageTexts.noReport}</Typography>;
  return <RetryAlert onRetry={() => void query.refetch()}>{failed}</RetryAlert>;
}

const failed = appPageTexts.reportsTabFailed;

/**
 * The Reports tab (seed 001 section 2): the report list, then the Lighthouse, ZAP and Sonar views;
 * beyond the seeds, the app's Lighthouse score over the last builds.
 */
export function ReportsTab({ appId }: { appId: number }) {
  const reports = useAppReportsQuery(appId);
  const lighthouse = useLighthouseQuery(appId);
  const zap = useZapQuery(appId);
  const sonar = useSonarQuery(appId);
  const builds = useBuildHistoryQuery(appId);
  const points = [...(builds.currentData ?? [])]
    .filter((b): b is BuildHistoryEntry & { lighthouseScore: number } => typeof b.lighthouseScore === 'number')
    .sort((a, b) => a.buildNo - b.buildNo)
    .slice(-10)
    .map((b) => ({ buildNo: b.buildNo, score: b.lighthouseScore }));
  return (
    <Stack spacing={3}>
      <Section query={reports} failed={failed.list} render={(list) => <ReportList reports={list} />} />
      <Box>
        <Section query={lighthouse} failed={failed.lighthouse} render={(data) => <LighthouseView data={data} />} />
      </Box>
      {points.length > 0 && <ScoreTrend points={points} />}
      <Section query={zap} failed={failed.zap} render={(data) => <ZapView data={data} />} />
      <Section query={sonar} failed={failed.sonar} render={(data) => <SonarView data={data} />} />
    </Stack>
  );
}
