import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useBuildHistoryQuery, useBuildReportsQuery } from '../../../api/apps';
import { ConsoleLog } from '../../../components/ConsoleLog';
import { afterNextPaint } from '../../../components/nextTask';
import { RetryAlert } from '../../../components/RetryAlert';
import { useAppDispatch, useAppSelector, usePageSaga } from '../../../store/hooks';
import { texts } from '../../../texts';
import { appPageTexts } from '../../../texts/apps';
import { appWorkActions, selectAppWork } from '..';
import { consoleLogPoll, isBuildRunning } from '../logPoll';
import { useConsoleLog } from '../consoleLog/logSource';
import { BuildHistoryTable } from './BuildHistoryTable';
import { ReportList } from './reports/ReportList';
import { ActionAlert } from '../../../components/ActionAlert';
import type { BuildHistoryEntry } from '../../../domain/apps';
import type { LogView } from '../../../components/consoleLog/logView';

const NO_BUILDS: BuildHistoryEntry[] = [];

/** The log box before its first lines: nothing in it yet (the log is mounted hidden meanwhile). */
const NOT_YET: LogView = { count: 0, empty: false, line: () => undefined, rawLength: () => 0, search: () => null };

/**
 * The Build History tab (seed 001 section 2): the builds (buildNo, buildStatus); a build's console
 * log (GET api/v2/cicdconsolelog/{buildNo}, or its range call: read and kept by the log's worker,
 * consoleLog/logSource.ts) and its reports (GET api/v2/reports/{buildNo}). The build that Build Now
 * started shows its log live while it runs.
 */
export function BuildHistoryTab({ appId }: { appId: number }) {
  const history = useBuildHistoryQuery(appId);
  const work = useAppSelector(selectAppWork);
  const dispatch = useAppDispatch();
  // The reader's choice, with the live build of the moment: a build started later shows at once.
  const [choice, setChoice] = useState<{ buildNo: number; live: number | null } | null>(null);
  const liveBuild = work.build.phase === 'running' || work.build.phase === 'stillRunning' ? work.build.buildNo : null;
  const chosen = choice && (liveBuild === null || choice.live === liveBuild) ? choice.buildNo : null;
  const showing = chosen ?? liveBuild ?? history.currentData?.[0]?.buildNo ?? null;
  const live = showing !== null && showing === liveBuild;
  // A build still running elsewhere (not the one Build Now follows here): its log is re-read with
  // the build list while the list says it runs (consoleLogPoll: bounded, paused while hidden).
  const running = isBuildRunning(history.currentData?.find((b) => b.buildNo === showing));
  usePageSaga(consoleLogPoll, [appId, running && !live ? showing : null]);
  const stopped = running && !live && showing !== null && work.logRefreshStopped === showing;
  // Read when shown (and again whenever shown anew); the polls read its new part.
  const log = useConsoleLog(showing);
  // The hidden log mounts once the click that showed it has painted (its mount is one long task at
  // 4x): the tab, the build list and the spinner paint first; its lines still wait for no mount.
  const [mountable, setMountable] = useState<number | null>(null);
  useEffect(() => {
    if (showing === null) return undefined;
    let current = true;
    void afterNextPaint().then(() => {
      if (current) setMountable(showing);
    });
    return () => {
      current = false;
    };
  }, [showing]);
  const mountLog = log.view !== null || mountable === showing;
  const reports = useBuildReportsQuery(showing ?? 0, { skip: showing === null || live });
  // While a log is followed, each poll flips the queries' fetching flags: the table and the reports are rendered again only when what they show changes.
  const onSelect = useCallback((buildNo: number) => setChoice({ buildNo, live: liveBuild }), [liveBuild]);
  const builds = history.currentData ?? NO_BUILDS;
  const table = useMemo(
    () => <BuildHistoryTable builds={builds} selectedBuildNo={showing} onSelect={onSelect} loading={history.isLoading} />,
    [builds, showing, onSelect, history.isLoading],
  );
  const reportList = useMemo(() => (reports.currentData ? <ReportList reports={reports.currentData} /> : null), [reports.currentData]);

  if (history.isError && !history.isFetching) return <RetryAlert onRetry={() => void history.refetch()}>{appPageTexts.buildsFailed}</RetryAlert>;
  return (
    <Stack spacing={3}>
      {table}
      {showing !== null && (
        <Box>
          {!log.view && log.error && !live ? (
            <RetryAlert onRetry={log.retry}>{appPageTexts.logFailed}</RetryAlert>
          ) : (
            <>
              {!log.view && <CircularProgress size={24} aria-label={appPageTexts.logOf(showing)} />}
              {/* Mounted, hidden, while the log is read: its toolbar and styles are in place before the first
                  lines arrive, which then show in one render. Unnamed meanwhile: the spinner carries the name. */}
              {mountLog && (
                <div hidden={!log.view}>
                  <ConsoleLog
                    key={showing}
                    view={log.view ?? NOT_YET}
                    title={!log.view ? '' : live ? appPageTexts.work.liveLog(showing) : appPageTexts.logOf(showing)}
                    live={live || (running && !stopped)}
                  />
                </div>
              )}
            </>
          )}
          {stopped &&
            (work.logRefreshError ? (
              <RetryAlert onRetry={() => dispatch(appWorkActions.logRefreshResumed())}>{`${appPageTexts.logFailed} (${work.logRefreshError})`}</RetryAlert>
            ) : (
              <ActionAlert severity="info" sx={{ mt: 1 }} action={texts.common.keepWaiting} onAction={() => dispatch(appWorkActions.logRefreshResumed())}>
                {texts.common.stillRunning(appPageTexts.buildNo(showing))}
              </ActionAlert>
            ))}
          {!live && reportList && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="subtitle1" component="h3">
                {appPageTexts.buildReports(showing)}
              </Typography>
              {reportList}
            </Box>
          )}
          {!live && reports.isError && <Alert severity="error">{appPageTexts.reportFailed}</Alert>}
        </Box>
      )}
    </Stack>
  );
}
