import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
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
import { clearFaults, getFaults, setFaults, type Fault, type FaultKind, type Faults, type JobFault } from '../../../api/mockAdmin';
import { allEndpoints } from '../../../domain/contract';
import { FAULT_KINDS } from '../../../domain/contract/mockAdmin';
import { SERVER_JOB_KINDS } from '../../../domain/techTeam';
import { demoTexts } from '../../../texts/demo';

const t = demoTexts.faults;
const KIND_LABELS: Record<FaultKind, string> = t.kinds;
/** Every server job kind has a readable label (a kind added to SERVER_JOB_KINDS fails to compile here until it has one). */
const JOB_KIND_LABELS: Record<(typeof SERVER_JOB_KINDS)[number], string> = t.jobKinds;
const jobLabel = (jobKind: string) => (JOB_KIND_LABELS as Record<string, string | undefined>)[jobKind] ?? jobKind;

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
const describeJob = (f: JobFault) => t.describeJob(jobLabel(f.jobKind), f.step, f.times);

/** '' (until removed) or a whole number >= 1; null when invalid. */
function parseTimes(value: string): number | undefined | null {
  if (value.trim() === '') return undefined;
  return /^\s*[1-9]\d*\s*$/.test(value) ? Number(value) : null;
}

/** A whole number >= 0 (a job's step, 0-based); null when invalid (empty included). */
function parseStep(value: string): number | null {
  return /^\s*\d+\s*$/.test(value) ? Number(value) : null;
}

type Status = { tone: 'success' | 'error'; text: string } | null;

export interface FaultsPanelProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Mock mode only: the mock backend's fault switch for a demo presenter. Lists the current faults
 * (and failing server jobs), adds a fault on one endpoint, a group or every endpoint, makes a
 * server job kind (or any job) fail at a step, removes one, clears all. Loaded lazily from the
 * login page's demo box.
 */
export default function FaultsPanel({ open, onClose }: FaultsPanelProps) {
  const ids = { title: useId(), intro: useId(), current: useId(), jobs: useId(), add: useId(), addJob: useId() };
  const groups = useMemo(() => targetGroups(), []);
  const [faults, setCurrent] = useState<Faults | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [target, setTarget] = useState('*');
  const [kind, setKind] = useState<FaultKind>(FAULT_KINDS[0]);
  const [times, setTimes] = useState('');
  const [timesInvalid, setTimesInvalid] = useState(false);
  const [jobKind, setJobKind] = useState('*');
  const [step, setStep] = useState('0');
  const [stepInvalid, setStepInvalid] = useState(false);
  const [jobTimes, setJobTimes] = useState('');
  const [jobTimesInvalid, setJobTimesInvalid] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    getFaults()
      .then((value) => live && setCurrent(value))
      .catch(() => live && setLoadFailed(true));
    return () => {
      live = false;
    };
  }, [open]);

  const reload = async () => {
    setLoadFailed(false);
    try {
      setCurrent(await getFaults());
    } catch {
      setLoadFailed(true);
    }
  };

  /** Runs one change of the switch; the answer is the whole switch as stored. True when it was taken. */
  const change = async (run: () => Promise<Faults>, done: string): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    setStatus(null);
    try {
      setCurrent(await run());
      setStatus({ tone: 'success', text: done });
      return true;
    } catch {
      setStatus({ tone: 'error', text: t.changeFailed });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseTimes(times);
    if (parsed === null) {
      setTimesInvalid(true);
      return;
    }
    const fault: Fault = parsed === undefined ? { target, kind } : { target, kind, times: parsed };
    void change(() => setFaults({ faults: [...(faults?.faults ?? []), fault] }), t.added).then(() => setTimes(''));
  };

  /** Sends the job faults with the new one appended (the mock keeps the endpoint faults it is not sent). */
  const addJob = (event: FormEvent) => {
    event.preventDefault();
    const parsedStep = parseStep(step);
    const parsedTimes = parseTimes(jobTimes);
    setStepInvalid(parsedStep === null);
    setJobTimesInvalid(parsedTimes === null);
    if (parsedStep === null || parsedTimes === null) return;
    const fault: JobFault = parsedTimes === undefined ? { jobKind, step: parsedStep } : { jobKind, step: parsedStep, times: parsedTimes };
    void change(() => setFaults({ jobFaults: [...(faults?.jobFaults ?? []), fault] }), t.jobAdded).then((done) => done && setJobTimes(''));
  };

  const removeFault = (index: number) =>
    void change(() => setFaults({ faults: (faults?.faults ?? []).filter((_f, i) => i !== index) }), t.removed);
  const removeJobFault = (index: number) =>
    void change(() => setFaults({ jobFaults: (faults?.jobFaults ?? []).filter((_f, i) => i !== index) }), t.removed);
  const clearAll = () => void change(clearFaults, t.cleared);

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
                  <Button color="inherit" size="small" onClick={() => void reload()}>
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

          <Box component="form" noValidate aria-labelledby={ids.add} onSubmit={add}>
            <Typography id={ids.add} variant="subtitle1" component="h3" gutterBottom>
              {t.addTitle}
            </Typography>
            <Stack spacing={2}>
              <TextField
                select
                id="fault-target"
                label={t.target}
                value={target}
                onChange={(event) => setTarget(event.target.value)}
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
                value={kind}
                onChange={(event) => setKind(event.target.value as FaultKind)}
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
                value={times}
                onChange={(event) => {
                  setTimes(event.target.value);
                  setTimesInvalid(false);
                }}
                error={timesInvalid}
                helperText={timesInvalid ? t.timesInvalid : t.timesHint}
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

          <Box component="form" noValidate aria-labelledby={ids.addJob} onSubmit={addJob}>
            <Typography id={ids.addJob} variant="subtitle1" component="h3" gutterBottom>
              {t.addJobTitle}
            </Typography>
            <Stack spacing={2}>
              <TextField
                select
                id="job-fault-kind"
                label={t.jobKind}
                value={jobKind}
                onChange={(event) => setJobKind(event.target.value)}
                helperText={t.jobKindHint}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                size="small"
              >
                <option value="*">{t.anyJob}</option>
                {SERVER_JOB_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {JOB_KIND_LABELS[k]}
                  </option>
                ))}
              </TextField>
              <TextField
                id="job-fault-step"
                label={t.step}
                value={step}
                onChange={(event) => {
                  setStep(event.target.value);
                  setStepInvalid(false);
                }}
                error={stepInvalid}
                helperText={stepInvalid ? t.stepInvalid : t.stepHint}
                slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
                size="small"
              />
              <TextField
                id="job-fault-times"
                label={t.jobTimes}
                value={jobTimes}
                onChange={(event) => {
                  setJobTimes(event.target.value);
                  setJobTimesInvalid(false);
                }}
                error={jobTimesInvalid}
                helperText={jobTimesInvalid ? t.timesInvalid : t.timesHint}
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
