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
import { demoTexts } from '../../../texts/demo';

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
const describeJob = (f: JobFault) => t.describeJob(f.jobKind, f.step, f.times);

/** '' (until removed) or a whole number >= 1; null when invalid. */
function parseTimes(value: string): number | undefined | null {
  if (value.trim() === '') return undefined;
  return /^\s*[1-9]\d*\s*$/.test(value) ? Number(value) : null;
}

type Status = { tone: 'success' | 'error'; text: string } | null;

export interface FaultsPanelProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Mock mode only: the mock backend's fault switch for a demo presenter. Lists the current faults
 * (and failing server jobs), adds a fault on one endpoint, a group or every endpoint, removes one,
 * clears all. Loaded lazily from the login page's demo box.
 */
export default function FaultsPanel({ open, onClose }: FaultsPanelProps) {
  const ids = { title: useId(), intro: useId(), current: useId(), jobs: useId(), add: useId() };
  const groups = useMemo(() => targetGroups(), []);
  const [faults, setCurrent] = useState<Faults | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [target, setTarget] = useState('*');
  const [kind, setKind] = useState<FaultKind>(FAULT_KINDS[0]);
  const [times, setTimes] = useState('');
  const [timesInvalid, setTimesInvalid] = useState(false);

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

  /** Runs one change of the switch; the answer is the whole switch as stored. */
  const change = async (run: () => Promise<Faults>, done: string) => {
    if (busy) return;
    setBusy(true);
    setStatus(null);
    try {
      setCurrent(await run());
      setStatus({ tone: 'success', text: done });
    } catch {
      setStatus({ tone: 'error', text: t.changeFailed });
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
