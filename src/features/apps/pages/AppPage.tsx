import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Container, Link, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useAppQuery, useAppsQuery } from '../../../api/apps';
import { isRefusal } from '../../../api/errors';
import { DevopsStatusLines } from '../../../components/DevopsStatusLines';
import { MessageModal } from '../../../components/MessageModal';
import { NotAvailable } from '../../../components/NotAvailable';
import { PageLoading } from '../../../components/PageLoading';
import { RetryAlert } from '../../../components/RetryAlert';
import { APP_PAGE_HEADERS, REPORT_APP_TYPE, appModeOf, type AppMode, type AppRead, type AppType } from '../../../domain/apps';
import { usePageSaga } from '../../../store/hooks';
import { idParam } from '../../../store/manifest';
import { appListTexts, appPageTexts } from '../../../texts/apps';
import '..';
import { AppActionButtons, AppWorkProgress } from '../components/AppActions';
import { BuildHistoryTab } from '../components/BuildHistoryTab';
import { ReportAppForm } from '../components/ReportAppForm';
import { WebAppForm } from '../components/WebAppForm';
import { appPageSaga } from '../saga';
import { useAppChangeBlock } from '../useAppChangeBlock';

// The Reports tab draws charts and a data grid: they load when the tab is first opened.
const ReportsTab = lazy(() => import(/* webpackChunkName: "app-reports" */ '../components/ReportsTab').then((m) => ({ default: m.ReportsTab })));

const t = appPageTexts;

function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function LinkLine({ label, url }: { label: string; url: string | null | undefined }) {
  const href = safeHref(url);
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ fontWeight: 600, mr: 1 }}>
        {label}:
      </Box>
      {href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {url}
        </Link>
      ) : (
        (url ?? '-')
      )}
    </Typography>
  );
}

type Saved = { kind: 'created' | 'updated'; appId: number | null; report: boolean; uploaded?: boolean; problem?: string; retryFile?: File };

/** The file whose upload failed as the report app was created (navigation state): the view page keeps it chosen. */
function retryFileOf(state: unknown): File | null {
  const file = typeof state === 'object' && state !== null ? (state as { retryFile?: unknown }).retryFile : undefined;
  return typeof Blob !== 'undefined' && file instanceof Blob ? (file as File) : null;
}

/** The header of an app's page: View App, Update App, View Report App or Update Report App. */
function headerOf(mode: AppMode, report: boolean): string {
  if (mode === 'view') return report ? APP_PAGE_HEADERS.ViewReport : APP_PAGE_HEADERS.View;
  return report ? APP_PAGE_HEADERS.UpdateReport : APP_PAGE_HEADERS.Update;
}

/**
 * /app/{appId}/{callType} and /app/{projectId}/createNewApp (roles 2-8; seed 001 section 2). The
 * mode comes from callType: View and ViewReport view, Update and UpdateReport update, createNewApp
 * create, anything else goes home. View mode has the tabs App Details, Reports and Build History.
 * The web app form, or the report-app form for point_analyse: the app's type decides, whichever of
 * View / ViewReport (Update / UpdateReport) the address names. An app (or, to create one, a
 * project) the server refuses (403, or 404) is not there for the user: said with a way on. A
 * technical user who is not the project's reads its apps only: the page says why, and offers no
 * change (Update shows the app as View does; its actions are disabled).
 */
export default function AppPage() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const creating = params.callType === undefined && /\/createNewApp\/?$/.test(location.pathname);
  const modeInfo = appModeOf(creating ? 'createNewApp' : params.callType);
  const appId = creating ? null : idParam(params.appId);
  usePageSaga(appPageSaga, [appId]);
  const appQuery = useAppQuery(appId ?? 0, { skip: appId === null || !modeInfo });
  const app = appQuery.currentData;
  const projectId = creating ? idParam(params.projectId) : (app?.projectId ?? null);
  const block = useAppChangeBlock(projectId);
  // Who certainly may not change the apps reads an Update address as View.
  const mode: AppMode = block && modeInfo?.mode === 'update' ? 'view' : (modeInfo?.mode ?? 'view');
  const others = useAppsQuery(projectId ?? 0, { skip: projectId === null || mode === 'view' });
  const [createKind, setCreateKind] = useState<{ kind: 'web' | 'report'; name: string; type?: AppType }>({ kind: 'web', name: '' });
  const [tab, setTab] = useState(0);
  const [saved, setSaved] = useState<Saved | null>(null);

  if (!modeInfo || (!creating && appId === null) || (creating && projectId === null)) return <Navigate to="/" replace />;

  const listPath = projectId !== null ? `/project/${projectId}/apps` : '/';
  // The app's type decides the form, not the address: a web app read at ViewReport shows the web
  // app form (and a report app at View the report-app form), under the header of its type.
  const report = creating ? createKind.kind === 'report' : app ? app.appType === REPORT_APP_TYPE : modeInfo.report;
  const header = creating ? APP_PAGE_HEADERS.createNewApp : headerOf(mode, report);
  // dependentApp offers every other app of the project, report apps included (seed 001 section 2).
  const otherApps: AppRead[] = (others.currentData ?? []).filter((a) => a.appId !== app?.appId);
  const onSaved = (outcome: Omit<Saved, 'report'>) => setSaved({ ...outcome, report });

  let body: ReactNode;
  if (!creating && !app) {
    if (appQuery.isError && !appQuery.isFetching) {
      body = isRefusal(appQuery.error) ? (
        <NotAvailable to="/" linkLabel={appListTexts.goToHome}>
          {t.messages.appNotFound}
        </NotAvailable>
      ) : (
        <RetryAlert onRetry={() => void appQuery.refetch()}>{t.messages.appFailed}</RetryAlert>
      );
    } else body = <PageLoading />;
  } else if (creating && others.isError && !others.isFetching && isRefusal(others.error)) {
    // The project is not there for this user: nothing to create an app in.
    body = (
      <NotAvailable to="/" linkLabel={appListTexts.goToHome}>
        {appListTexts.notThere}
      </NotAvailable>
    );
  } else if (creating && block) {
    body = (
      <NotAvailable to={listPath} linkLabel={t.buttons.backToApps}>
        {block}
      </NotAvailable>
    );
  } else {
    const form = report ? (
      <ReportAppForm
        key={app?.appId ?? 'new-report'}
        mode={mode}
        projectId={projectId as number}
        app={app}
        initialName={createKind.name}
        retryFile={creating ? null : retryFileOf(location.state)}
        readOnly={block !== null}
        onWebType={(type, name) => setCreateKind({ kind: 'web', name, type })}
        onSaved={onSaved}
      />
    ) : (
      <WebAppForm
        key={app?.appId ?? `new-web-${createKind.name}`}
        mode={mode}
        projectId={projectId as number}
        app={app}
        initialName={createKind.name}
        initialType={createKind.type}
        otherApps={otherApps}
        onReportType={(name) => setCreateKind({ kind: 'report', name })}
        onSaved={onSaved}
        actions={<AppActionButtons app={app} mode={mode} loading={appQuery.isFetching} blocked={block !== null} />}
      />
    );
    const details = (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {APP_PAGE_HEADERS.details}
        </Typography>
        <Stack spacing={2}>
          {block && (
            <Alert severity="info" role="status">
              {block}
            </Alert>
          )}
          {form}
          {report && app && mode !== 'create' && (
            <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
              <AppActionButtons app={app} mode={mode} loading={appQuery.isFetching} report blocked={block !== null} />
            </Stack>
          )}
          <AppWorkProgress />
          {app && (
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
              <Box sx={{ flex: 1 }}>
                <DevopsStatusLines codes={app.status} scope="app" title={t.statusTitle} />
              </Box>
              <Box sx={{ flex: 1 }}>
                <LinkLine label={t.fields.appAdmin} url={app.appServiceUrl} />
                <LinkLine label={t.fields.appUrl} url={app.appUrl} />
              </Box>
            </Stack>
          )}
        </Stack>
      </Paper>
    );
    body =
      mode === 'view' && app ? (
        <>
          <Tabs value={tab} onChange={(_e, value: number) => setTab(value)} aria-label={header} sx={{ mb: 2 }}>
            <Tab label={t.tabs.details} id="app-tab-0" aria-controls="app-tabpanel-0" />
            <Tab label={t.tabs.reports} id="app-tab-1" aria-controls="app-tabpanel-1" />
            <Tab label={t.tabs.builds} id="app-tab-2" aria-controls="app-tabpanel-2" />
          </Tabs>
          <Box role="tabpanel" id={`app-tabpanel-${tab}`} aria-labelledby={`app-tab-${tab}`}>
            {tab === 0 && details}
            {tab === 1 && (
              <Suspense fallback={<PageLoading />}>
                <ReportsTab appId={app.appId} />
              </Suspense>
            )}
            {tab === 2 && <BuildHistoryTab appId={app.appId} />}
          </Box>
        </>
      ) : (
        details
      );
  }

  // The save's message, then what became of the Sonar code's upload: its success ('File Uploaded
  // SuccessFully') is said here too, since this dialog would cover the form's own message.
  const savedMessage = saved
    ? [
        saved.report && saved.kind === 'created' ? t.messages.reportAppCreated : saved.kind === 'created' ? t.messages.created : t.messages.updated,
        saved.uploaded ? t.messages.fileUploaded : saved.problem,
      ]
        .filter(Boolean)
        .join('\n')
    : '';
  const afterSave = () => {
    const done = saved;
    setSaved(null);
    if (done?.report && done.kind === 'created' && done.appId !== null) navigate(`/app/${done.appId}/ViewReport`, { state: done.retryFile ? { retryFile: done.retryFile } : null });
    else navigate(listPath);
  };

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Box>
          <Typography variant="h4" component="h1">
            {header}
          </Typography>
          {app && (
            <Typography variant="subtitle1" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {app.appName || app.name}
              {app.projectName ? ` · ${app.projectName}` : ''}
            </Typography>
          )}
        </Box>
        {projectId !== null && (
          <Button component={RouterLink} to={listPath} variant="text">
            {t.buttons.backToApps}
          </Button>
        )}
      </Stack>
      {body}
      <MessageModal
        open={saved !== null}
        message={savedMessage}
        doneLabel={saved?.report && saved.kind === 'created' ? t.buttons.close : t.buttons.goToAppList}
        onDone={afterSave}
      />
    </Container>
  );
}
