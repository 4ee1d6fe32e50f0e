import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import {
  releaseReadiness,
  type LighthouseData,
  type ReadinessReason,
  type ReadinessThresholds,
  type SonarData,
  type ZapData,
} from '../../../../domain/apps';
import { appsTexts } from '../../../../texts/apps';

const t = appsTexts.reports;

export interface ReleaseReadinessProps {
  lighthouse: LighthouseData | null;
  zap: ZapData | null;
  sonar: SonarData | null;
  thresholds: ReadinessThresholds;
}

/** A reason in words. */
export function readinessReasonText(reason: ReadinessReason): string {
  switch (reason.kind) {
    case 'performance':
      return t.reasonPerformance(reason.score, reason.min);
    case 'accessibility':
      return t.reasonAccessibility(reason.score, reason.min);
    case 'zapHigh':
      return t.reasonZapHigh(reason.count, reason.max);
    case 'sonarCritical':
      return t.reasonSonarCritical(reason.count, reason.max);
    case 'missing':
      return t.reasonMissing[reason.report];
  }
}

/** One badge, Ready or Not ready, from the three reports and the thresholds; the reasons listed in words. */
export function ReleaseReadiness({ lighthouse, zap, sonar, thresholds }: ReleaseReadinessProps) {
  const headingId = useId();
  const { ready, reasons } = releaseReadiness({ lighthouse, zap, sonar }, thresholds);
  return (
    <Box component="section" aria-labelledby={headingId} data-ready={ready}>
      <Typography id={headingId} component="h3" variant="h6" gutterBottom>
        {t.readinessTitle}
      </Typography>
      <Chip
        icon={ready ? <CheckCircleIcon /> : <ErrorIcon />}
        label={ready ? t.ready : t.notReady}
        color={ready ? 'success' : 'error'}
        sx={{ fontWeight: 700 }}
      />
      {ready ? (
        <Typography sx={{ mt: 1 }}>{t.readyDetail}</Typography>
      ) : (
        <>
          <Typography component="h4" variant="subtitle2" sx={{ mt: 1 }}>
            {t.reasonsTitle}
          </Typography>
          <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
            {reasons.map((reason) => (
              <li key={readinessReasonText(reason)}>{readinessReasonText(reason)}</li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
