import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { requestEnvironment, useCloudRegionsOfServiceQuery, type EnvironmentRequest } from '../../../api/cloud';
import { useProjectDetailsQuery } from '../../../api/projects';
import { RetryAlert } from '../../../components/RetryAlert';
import { formatMonthlyEstimate, monthlyEstimate, regionOptionsOf, REGIONS, resourceLanguage, resourceName, type PriceListItem, type RegionOption } from '../../../domain/cloud';
import { can } from '../../../domain/roles';
import { selectSession } from '../../../session/slice';
import { useAppDispatch, useAppSelector, usePageSaga } from '../../../store/hooks';
import { techTeamTexts } from '../../../texts/techTeam';
import { APPROVED_PROJECTS_PATH, useCloudAddress, useFollowedJob, useShareableAddress } from '../address';
import { ChosenPlan } from '../components/ChosenPlan';
import { EnvironmentProgress } from '../components/EnvironmentProgress';
import { EnvironmentResult } from '../components/EnvironmentResult';
import { PlanList } from '../components/PlanList';
import { ProjectProblem } from '../components/ProjectProblem';
import { RegionSelect } from '../components/RegionSelect';
import { SavedEnvironment } from '../components/SavedEnvironment';
import { cloudActions, selectEnvironmentWatch } from '..';
import { environmentStatusPoll } from '../saga';

const t = techTeamTexts.planSelection;

/**
 * The regions of the service (GET api/get_cloud_regions_by_service/{service}/2); the seed's fixed
 * four only when that call fails or answers none, and then a note saying so.
 */
function useRegionOptions(service: string | null): { options: readonly RegionOption[]; loading: boolean; note: string | null } {
  const query = useCloudRegionsOfServiceQuery(service ?? '', { skip: service === null });
  const answered = query.currentData ? regionOptionsOf(query.currentData) : null;
  if (answered && answered.length > 0) return { options: answered, loading: false, note: null };
  if (answered) return { options: REGIONS, loading: false, note: t.noRegionsListed };
  if (query.isError && !query.isFetching) return { options: REGIONS, loading: false, note: t.regionsFailed };
  return { options: [], loading: true, note: null };
}

/**
 * /ServiceRegionOptions/?projectId=…&service=… (roles 2, 8): 'Plan Selection'. Choose a region,
 * then create the environment with the service's default plan, or read the price list (5 plans a
 * page), choose a green plan, read its monthly estimate and create with that plan. Then the
 * request view polls the job (environmentStatusPoll, into the cloud slice), which saves the
 * environment to the project on Succeeded, and the result view shows the outcome.
 * Only a job this tab's request started is followed (useFollowedJob: the history entry's state,
 * so a reload or Back keeps watching it); the region joins the address. Opened from a link, even
 * one naming a status URL, the page shows the project's saved environment and the plan picker,
 * and reads or saves nothing until the user raises a request.
 */
export default function ServiceRegionOptionsPage() {
  const address = useCloudAddress();
  useShareableAddress(address);
  const { projectId, service } = address;
  const followed = useFollowedJob(projectId);
  const { statusUrl } = followed;
  const role = useAppSelector(selectSession)?.role ?? null;
  const details = useProjectDetailsQuery({ projectId: projectId ?? 0, draft: false }, { skip: projectId === null });
  const project = details.currentData;

  const [asked, setRegion] = useState<string>(address.region ?? '');
  const regions = useRegionOptions(service);
  // A region the service is not offered in (an old address) chooses none.
  const region = regions.options.some((o) => o.value === asked) ? asked : '';
  const [plansShown, setPlansShown] = useState(false);
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<PriceListItem | null>(null);
  const [sending, setSending] = useState(false);
  const [failedRequest, setFailedRequest] = useState<EnvironmentRequest | null>(null);
  const dispatch = useAppDispatch();
  const watch = useAppSelector((state) => selectEnvironmentWatch(state, statusUrl));
  const [attempt, setAttempt] = useState(0);

  // A request still in flight when the page is left is aborted, so its answer cannot navigate back here.
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  usePageSaga(environmentStatusPoll, [{ projectId: projectId ?? 0, statusUrl }], [projectId, statusUrl, attempt]);

  if (projectId === null || service === null) return <Navigate to={APPROVED_PROJECTS_PATH} replace />;

  const chooseRegion = (value: string) => {
    setRegion(value);
    setPlansShown(false);
    setPage(0);
    setChosen(null);
  };

  const send = async (request: EnvironmentRequest) => {
    if (sending) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setSending(true);
    setFailedRequest(null);
    try {
      const url = await requestEnvironment(request, controller.signal);
      if (controller.signal.aborted) return;
      followed.follow({ projectId, statusUrl: url }, { projectId: String(projectId), service, ...(region ? { region } : {}) });
    } catch {
      if (!controller.signal.aborted) setFailedRequest(request);
    } finally {
      if (!controller.signal.aborted) setSending(false);
      if (inFlight.current === controller) inFlight.current = null;
    }
  };

  const common = project ? { service, name: resourceName(project.projectName, projectId), language: resourceLanguage(project) } : null;
  const createDefault = () => {
    if (common && region) void send({ kind: 'default', ...common, location: region });
  };
  const createWithPlan = () => {
    if (!common || !chosen) return;
    // Cost before commitment: the estimate shown is recorded with the request.
    const estimate = monthlyEstimate(chosen, project?.noOfHits ?? null);
    const recorded = estimate === null ? {} : { monthlyEstimate: formatMonthlyEstimate(estimate, chosen.currencyCode) };
    void send({ kind: 'sku', ...common, skuId: chosen.skuId, skuName: chosen.skuName, ...recorded });
  };
  const chooseAnother = followed.stop;

  const backTo = can(role, 'approvedProjectDetails') ? `/viewApprovedProjectDetails/${projectId}` : `/viewProjectDetails/${projectId}`;
  const canCreate = Boolean(region) && Boolean(common) && !sending;

  let body;
  if (statusUrl) {
    body =
      watch.phase === 'done' ? (
        <EnvironmentResult watch={watch} service={service} region={address.region} project={project} backTo={backTo} onChooseAnother={chooseAnother} />
      ) : (
        <EnvironmentProgress watch={watch} onRetry={() => setAttempt((n) => n + 1)} onKeepWaiting={() => dispatch(cloudActions.keepWaiting())} />
      );
  } else {
    body = (
      <Stack spacing={3}>
        {address.namesJob && (
          <Alert severity="info" role="status">
            {t.linkNotFollowed}
          </Alert>
        )}
        {project && <SavedEnvironment project={project} />}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
          <RegionSelect options={regions.options} value={region} onChange={chooseRegion} disabled={sending || regions.loading} />
          <Button variant="contained" disabled={!canCreate} onClick={createDefault}>
            {t.createWithDefaults}
          </Button>
          <Button
            variant="outlined"
            disabled={!region || sending}
            onClick={() => {
              setPlansShown(true);
              setPage(0);
            }}
          >
            {t.getPlans}
          </Button>
        </Stack>
        {regions.note && (
          <Alert severity="info" role="status">
            {regions.note}
          </Alert>
        )}
        {regions.loading ? (
          <Typography role="status">{t.loadingRegions}</Typography>
        ) : (
          !region && <Typography color="text.secondary">{t.chooseRegionFirst}</Typography>
        )}
        {sending && (
          <Stack direction="row" spacing={1} role="status" aria-live="polite" sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <span>{t.requesting}</span>
          </Stack>
        )}
        {failedRequest && <RetryAlert onRetry={() => void send(failedRequest)}>{t.requestFailed}</RetryAlert>}
        {plansShown && region && <PlanList service={service} region={region} page={page} onPage={setPage} chosen={chosen} onChoose={setChosen} />}
        {chosen && <ChosenPlan plan={chosen} expectedHits={project?.noOfHits ?? null} onCreate={createWithPlan} disabled={!canCreate} />}
      </Stack>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Typography variant="subtitle1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {t.service}: <strong>{service}</strong>
        {project && <> · {techTeamTexts.cloudParams.project(project.projectName)}</>}
      </Typography>
      {details.isError && !details.isFetching && (
        <Box sx={{ mb: 2 }}>
          <ProjectProblem error={details.error} onRetry={() => void details.refetch()} />
        </Box>
      )}
      {body}
    </Container>
  );
}
