import { useId, useMemo, useState } from 'react';
import { useFormik, type FormikProps } from 'formik';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  useClearMockFaultsMutation,
  useMockFaultsQuery,
  useMockJobKindsQuery,
  useSetMockFaultsMutation,
  type Fault,
  type FaultKind,
  type JobFault,
  type MockJobKind,
} from '../../api/mockAdmin';
import { allEndpoints } from '../../domain/contract';
import { FAULT_KINDS } from '../../domain/contract/mockAdmin';
import '../../store/apiRuntime';
import { demoTexts } from '../../texts/demo';
import { EMPTY_FAULT, EMPTY_JOB_FAULT, faultOf, faultSchema, jobFaultOf, jobFaultSchema, type FaultValues, type JobFaultValues } from './faultsSchema';
import { fieldFeedback } from '../../components/formFeedback';
import { ScaleSwitch } from './ScaleSwitch';

const t = demoTexts.faults;
const KIND_LABELS: Record<FaultKind, string> = t.kinds;

/** The group the mock admin calls belong to: faults there would lock the panel itself out. */
const ADMIN_GROUP = 'mockAdmin';

interface TargetGroup {
  group: string;
  entries: { id: string; label: string }[];
}

/** The targets a fault may name: '*', each group's 'group.*', each entry 'group.name' (contract order). */
function targetGroups(): TargetGroup[] {
  const groups = new Map<string, TargetGroup>();
  for (const endpoint of allEndpoints()) {
    const [group] = endpoint.id.split('.');
    if (group === ADMIN_GROUP) continue;
    const entry = groups.get(group) ?? { group, entries: [] };
    entry.entries.push({ id: endpoint.id, label: t.endpoint(endpoint.id, endpoint.method, endpoint.path) });
    groups.set(group, entry);
  }
  return [...groups.values()];
}

const describeFault = (f: Fault) => t.describe(f.target, KIND_LABELS[f.kind] ?? f.kind, f.times);

/** What a field bound to a formik value takes: name, value, change and blur. */
const bind = <V,>(form: FormikProps<V>, name: keyof V & string) => ({
  name,
  value: form.values[name],
  onChange: form.handleChange,
  onBlur: form.handleBlur,
});

type Status = { tone: 'success' | 'error'; text: string } | null;

export interface FaultsPanelProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Mock mode only: the mock backend's fault switch for a demo presenter. Lists the current faults
 * (and failing server jobs), adds a fault on one endpoint, a group or every endpoint, makes a
 * server job kind (as the mock lists them, GET /__mock__/job_kinds, or any job) fail at a step,
 * removes one, clears all. Loaded lazily from the login page's demo box.
 */
export default function FaultsPanel({ open, onClose }: FaultsPanelProps) {
  const ids = { title: useId(), intro: useId(), current: useId(), jobs: useId(), add: useId(), addJob: useId() };
  const groups = useMemo(() => targetGroups(), []);
  // Read afresh at each opening; a change answers the whole switch, which replaces this read.
  const read = useMockFaultsQuery(undefined, { skip: !open, refetchOnMountOrArgChange: true });
  const jobKinds: readonly MockJobKind[] = useMockJobKindsQuery(undefined, { skip: !open }).data?.kinds ?? [];
  const [sendFaults, sending] = useSetMockFaultsMutation();
  const [clearFaults, clearing] = useClearMockFaultsMutation();
  const [status, setStatus] = useState<Status>(null);
  const faults = read.data ?? null;
  const loadFailed = read.isError && !read.isFetching;
  const busy = sending.isLoading || clearing.isLoading;

  const jobLabel = (kind: string) => jobKinds.find((k) => k.kind === kind)?.label ?? kind;
  const describeJob = (f: JobFault) => t.describeJob(jobLabel(f.jobKind), f.step, f.times);

  /** Runs one change of the switch; true when it was taken. */
  const change = async (run: () => Promise<unknown>, done: string): Promise<boolean> => {
    if (busy) return false;
    setStatus(null);
    try {
      await run();
      setStatus({ tone: 'success', text: done });
      return true;
    } catch {
      setStatus({ tone: 'error', text: t.changeFailed });
      return false;
    }
  };
  const send = (body: Parameters<typeof sendFaults>[0], done: string) => change(() => sendFaults(body).unwrap(), done);

  /** A taken fault empties its number; a refused one keeps everything as typed. */
  const addForm = useFormik<FaultValues>({
    initialValues: EMPTY_FAULT,
    validationSchema: faultSchema,
    onSubmit: async (values, helpers) => {
      if (await send({ faults: [...(faults?.faults ?? []), faultOf(values)] }, t.added)) helpers.resetForm({ values: { ...values, times: '' } });
    },
  });
  /** Sends the job faults with the new one appended (the mock keeps the endpoint faults it is not sent). */
  const addJobForm = useFormik<JobFaultValues>({
    initialValues: EMPTY_JOB_FAULT,
    validationSchema: jobFaultSchema,
    onSubmit: async (values, helpers) => {
      if (await send({ jobFaults: [...(faults?.jobFaults ?? []), jobFaultOf(values)] }, t.jobAdded)) helpers.resetForm({ values: { ...values, times: '' } });
    },
  });

  const removeFault = (index: number) => void send({ faults: (faults?.faults ?? []).filter((_f, i) => i !== index) }, t.removed);
  const removeJobFault = (index: number) => void send({ jobFaults: (faults?.jobFaults ?? []).filter((_f, i) => i !== index) }, t.removed);
  const clearAll = () => void change(() => clearFaults().unwrap(), t.cleared);

  const empty = faults !== null && faults.faults.length === 0 && faults.jobFaults.length === 0;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={ids.title} aria-describedby={ids.intro}>
      <DialogTitle id={ids.title}>{t.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography id={ids.intro} variant="body2">
            {t.intro}
          </Typography>

          {status && (
            <Alert severity={status.tone} role={status.tone === 'error' ? 'alert' : 'status'}>
              {status.text}
            </Alert>
          )}

          <Box component="section" aria-labelledby={ids.current}>
            <Typography id={ids.current} variant="subtitle1" component="h3">
              {t.currentTitle}
            </Typography>
            {loadFailed && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void read.refetch()}>
                    {t.retry}
                  </Button>
                }
              >
                {t.loadFailed}
              </Alert>
            )}
            {!faults && !loadFailed && <Typography role="status">{t.loading}</Typography>}
            {empty && <Typography variant="body2">{t.none}</Typography>}
            {faults && faults.faults.length > 0 && (
              <List dense aria-labelledby={ids.current}>
                {faults.faults.map((f, index) => (
                  <ListItem
                    key={`${f.target}-${f.kind}-${index}`}
                    secondaryAction={
                      <Button size="small" disabled={busy} onClick={() => removeFault(index)} aria-label={t.removeLabel(describeFault(f))}>
                        {t.remove}
                      </Button>
                    }
                  >
                    <ListItemText primary={describeFault(f)} />
                  </ListItem>
                ))}
              </List>
            )}
          </Box>

          {faults && faults.jobFaults.length > 0 && (
            <Box component="section" aria-labelledby={ids.jobs}>
              <Typography id={ids.jobs} variant="subtitle1" component="h3">
                {t.jobsTitle}
              </Typography>
              <List dense aria-labelledby={ids.jobs}>
                {faults.jobFaults.map((f, index) => (
                  <ListItem
                    key={`${f.jobKind}-${index}`}
                    secondaryAction={
                      <Button size="small" disabled={busy} onClick={() => removeJobFault(index)} aria-label={t.removeLabel(describeJob(f))}>
                        {t.remove}
                      </Button>
                    }
                  >
                    <ListItemText primary={describeJob(f)} />
                  </ListItem>
                ))}
              </List>
            </Box>
          )}

          <Box component="form" noValidate aria-labelledby={ids.add} onSubmit={addForm.handleSubmit}>
            <Typography id={ids.add} variant="subtitle1" component="h3" gutterBottom>
              {t.addTitle}
            </Typography>
            <Stack spacing={2}>
              <TextField
                select
                id="fault-target"
                label={t.target}
                {...bind(addForm, 'target')}
                helperText={t.targetHint}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                size="small"
              >
                <option value="*">{t.everyEndpoint}</option>
                {groups.map((g) => (
                  <optgroup key={g.group} label={t.groupLabel(g.group)}>
                    <option value={`${g.group}.*`}>{t.everyInGroup(g.group)}</option>
                    {g.entries.map((e) => (
                      <option key={e.id} value={e.id}>
                        {e.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </TextField>
              <TextField
                select
                id="fault-kind"
                label={t.kind}
                {...bind(addForm, 'kind')}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                size="small"
              >
                {FAULT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {KIND_LABELS[k]}
                  </option>
                ))}
              </TextField>
              <TextField
                id="fault-times"
                label={t.times}
                {...bind(addForm, 'times')}
                {...fieldFeedback(addForm, 'times', t.timesHint)}
                slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
                size="small"
              />
              <Box>
                <Button type="submit" variant="contained" disabled={busy || faults === null}>
                  {t.add}
                </Button>
              </Box>
            </Stack>
          </Box>

          <Box component="form" noValidate aria-labelledby={ids.addJob} onSubmit={addJobForm.handleSubmit}>
            <Typography id={ids.addJob} variant="subtitle1" component="h3" gutterBottom>
              {t.addJobTitle}
            </Typography>
            <Stack spacing={2}>
              <TextField
                select
                id="job-fault-kind"
                label={t.jobKind}
                {...bind(addJobForm, 'jobKind')}
                helperText={t.jobKindHint}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                size="small"
              >
                <option value="*">{t.anyJob}</option>
                {jobKinds.map((k) => (
                  <option key={k.kind} value={k.kind}>
                    {k.label}
                  </option>
                ))}
              </TextField>
              <TextField
                id="job-fault-step"
                label={t.step}
                {...bind(addJobForm, 'step')}
                {...fieldFeedback(addJobForm, 'step', t.stepHint)}
                slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
                size="small"
              />
              <TextField
                id="job-fault-times"
                label={t.jobTimes}
                {...bind(addJobForm, 'times')}
                {...fieldFeedback(addJobForm, 'times', t.timesHint)}
                slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
                size="small"
              />
              <Box>
                <Button type="submit" variant="contained" disabled={busy || faults === null}>
                  {t.addJob}
                </Button>
              </Box>
            </Stack>
          </Box>

          <ScaleSwitch />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={clearAll} disabled={busy || faults === null || empty}>
          {t.clearAll}
        </Button>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
