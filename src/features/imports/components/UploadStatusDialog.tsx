import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ImportKind, ImportResult } from '../../../domain/imports';
import { importTexts } from '../../../texts/imports';

/** What a submitted import came to: the seed's two results, its wrong-format refusal, or another failure. */
export type UploadOutcome = ImportResult | { kind: 'wrongFormat'; problems: string[] } | { kind: 'failed'; reason: string };

export const isFinished = (outcome: UploadOutcome) => outcome.kind === 'uploaded' || outcome.kind === 'registered';

function NameList({ label, names }: { label: string; names: readonly string[] }) {
  return (
    <List dense aria-label={label} sx={{ maxHeight: 320, overflowY: 'auto' }}>
      {names.map((name, i) => (
        <ListItem key={`${name}-${i}`} disableGutters>
          <ListItemText primary={name} slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }} />
        </ListItem>
      ))}
    </List>
  );
}

function messageOf(kind: ImportKind, outcome: UploadOutcome): string {
  switch (outcome.kind) {
    case 'uploaded':
      return importTexts.uploaded;
    case 'registered':
      return importTexts.registered[kind];
    case 'wrongFormat':
      return importTexts.wrongFormat;
    default:
      return importTexts.failed(outcome.reason);
  }
}

/**
 * The seed's 'Upload Status' modal: the result text, the names already registered as a list, and
 * OK. Ours: a refusal also lists the reasons the server gives (`problems`).
 */
export function UploadStatusDialog({ kind, outcome, onOk }: { kind: ImportKind; outcome: UploadOutcome | null; onOk: () => void }) {
  return (
    <Dialog open={outcome !== null} onClose={onOk} aria-labelledby="upload-status-title" aria-describedby="upload-status-text" fullWidth maxWidth="sm">
      <DialogTitle id="upload-status-title">{importTexts.statusTitle}</DialogTitle>
      <DialogContent>
        {outcome && (
          <>
            <DialogContentText id="upload-status-text">{messageOf(kind, outcome)}</DialogContentText>
            {outcome.kind === 'registered' && <NameList label={importTexts.registeredLabel} names={outcome.names} />}
            {outcome.kind === 'wrongFormat' && outcome.problems.length > 0 && (
              <>
                <Typography variant="subtitle2" component="p" sx={{ mt: 2 }}>
                  {importTexts.problemsLabel}
                </Typography>
                <NameList label={importTexts.problemsLabel} names={outcome.problems} />
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onOk} autoFocus>
          {importTexts.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
