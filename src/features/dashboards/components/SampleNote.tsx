import Alert from '@mui/material/Alert';
import { dashboardTexts } from '../../../texts/dashboards';

/** Says that the figures below are the seeds' fixed samples, not this server's data. */
export function SampleNote() {
  return (
    <Alert severity="info" role="note" sx={{ mb: 2 }}>
      {dashboardTexts.sampleNote}
    </Alert>
  );
}
