import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { lighthouseReportVersion, sonarReportVersion } from '../../../api/techTeam';
import { toApiError } from '../../../api/errors';
import { datePart } from '../../../domain/format';
import type { ProjectReport } from '../../../domain/projects';
import { downloadFileName, reportBytes, saveFile } from '../../../shared/download';
import { projectTexts } from '../../../texts/projects';
import { visuallyHidden } from '../../../components/visuallyHidden';

const t = projectTexts.reportDownload;

export type ReportKind = 'lighthouse' | 'sonar';

const FETCH: Record<ReportKind, (projectId: number, version: number, signal?: AbortSignal) => Promise<string>> = {
  lighthouse: lighthouseReportVersion,
  sonar: sonarReportVersion,
};

/** The report's own name (`{kind}_{projectId}_v{version}` when it has none), always ending in .html. */
export function reportFileName(kind: ReportKind, projectId: number, report: Pick<ProjectReport, 'name' | 'version'>): string {
  return downloadFileName(report.name, 'text/html', `${kind}_${projectId}_v${report.version}`);
}

/** Newest first: by version, then by creation date. */
export function newestFirst(reports: readonly ProjectReport[]): ProjectReport[] {
  return [...reports].sort((a, b) => b.version - a.version || (b.reportCreatedDate ?? '').localeCompare(a.reportCreatedDate ?? ''));
}

type Outcome = { kind: 'saved'; fileName: string } | { kind: 'failed'; message: string };

export interface ReportDownloadDialogProps {
  open: boolean;
  onClose: () => void;
  kind: ReportKind;
  /** The dialog's title, e.g. 'Lighthouse Reports'. */
  title: string;
  projectId: number;
  reports: readonly ProjectReport[];
}

/**
 * The project view's report downloads (seed 001 sections 2 and 7): the versions newest first with
 * their created date and name, each with a Download button that fetches that version (base64) and
 * saves it as a file. The state lives outside the Dialog's content, so a download keeps going and
 * its outcome stays shown when the dialog is closed and opened again; leaving the page cancels it.
 */
export function ReportDownloadDialog({ open, onClose, kind, title, projectId, reports }: ReportDownloadDialogProps) {
  const titleId = useId();
  const rows = useMemo(() => newestFirst(reports), [reports]);
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      running.forEach((controller) => controller.abort());
      running.clear();
    };
  }, []);

  const download = async (report: ProjectReport) => {
    const { version } = report;
    const controller = new AbortController();
    controllers.current.add(controller);
    setBusy((current) => new Set(current).add(version));
    setOutcome(null);
    try {
      const answer = await FETCH[kind](projectId, version, controller.signal);
      if (controller.signal.aborted) return;
      if (!answer.trim()) {
        setOutcome({ kind: 'failed', message: t.emptyReport(version) });
        return;
      }
      const fileName = reportFileName(kind, projectId, report);
      saveFile(reportBytes(answer), fileName, 'text/html');
      setOutcome({ kind: 'saved', fileName });
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.code === 'cancelled' || controller.signal.aborted) return;
      setOutcome({ kind: 'failed', message: apiError.code === 'network' || apiError.code === 'timeout' ? t.unreachable(version) : t.failed(version) });
    } finally {
      controllers.current.delete(controller);
      if (!controller.signal.aborted) {
        setBusy((current) => {
          const next = new Set(current);
          next.delete(version);
          return next;
        });
      }
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {outcome?.kind === 'failed' && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {outcome.message}
          </Alert>
        )}
        <Typography role="status" variant="body2" sx={{ mb: outcome?.kind === 'saved' ? 2 : 0, overflowWrap: 'anywhere' }}>
          {outcome?.kind === 'saved' ? t.saved(outcome.fileName) : ''}
        </Typography>
        {rows.length === 0 ? (
          <Typography>{t.empty}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t.tableLabel(title)}>
              <TableHead>
                <TableRow>
                  <TableCell>{t.version}</TableCell>
                  <TableCell>{t.createdOn}</TableCell>
                  <TableCell>{t.name}</TableCell>
                  <TableCell>
                    <span style={visuallyHidden}>
                      {t.download}
                    </span>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((report) => {
                  const loading = busy.has(report.version);
                  return (
                    <TableRow key={report.version}>
                      <TableCell>{report.version}</TableCell>
                      <TableCell>{datePart(report.reportCreatedDate)}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{report.name}</TableCell>
                      <TableCell align="right">
                        <Button
                          variant="outlined"
                          size="small"
                          disabled={loading}
                          aria-label={loading ? t.downloadingLabel(report.version) : t.downloadLabel(report.version)}
                          startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
                          onClick={() => void download(report)}
                          sx={{ whiteSpace: 'nowrap' }}
                        >
                          {loading ? t.downloading : t.download}
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

