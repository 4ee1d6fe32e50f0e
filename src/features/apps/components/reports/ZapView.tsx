import { useId, useMemo } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { SafeHtml } from '../../../../components/SafeHtml';
import { zapInformational, type ZapAlert, type ZapData } from '../../../../domain/apps';
import { RISK_COLOURS } from '../../../../shared/chartPalette';
import { appsTexts } from '../../../../texts/apps';
import { BarChart } from '../../../../components/charts';

const t = appsTexts.reports;

export interface ZapViewProps {
  data: ZapData;
}

/** The four counts of the ZAP chart, in the seed's order; Informational read from the wire's misspelt field. */
export function zapCounts(count: ZapData['result']['count']) {
  return [
    { label: t.high, value: count.high ?? 0, colour: RISK_COLOURS.high },
    { label: t.medium, value: count.medium ?? 0, colour: RISK_COLOURS.medium },
    { label: t.low, value: count.low ?? 0, colour: RISK_COLOURS.low },
    { label: t.informational, value: zapInformational(count), colour: RISK_COLOURS.informational },
  ];
}

function AlertItem({ alert }: { alert: ZapAlert }) {
  const id = useId();
  const summaryId = `${id}-summary`;
  const regionId = `${id}-details`;
  return (
    <Accordion
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h5' }, transition: { unmountOnExit: true }, region: { id: regionId, 'aria-labelledby': summaryId } }}
    >
      <AccordionSummary id={summaryId} aria-controls={regionId} expandIcon={<ExpandMoreIcon />}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'baseline' }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {alert.alert}
          </Typography>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {alert.riskdesc}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1 }, '& dd': { ml: 0, overflowWrap: 'anywhere' } }}>
          <dt>{t.riskDescription}</dt>
          <dd>{alert.riskdesc}</dd>
          <dt>{t.description}</dt>
          <dd>
            <SafeHtml html={alert.desc ?? ''} />
          </dd>
          <dt>{t.solution}</dt>
          <dd>
            <SafeHtml html={alert.solution ?? ''} />
          </dd>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

/** The ZAP report: a bar chart of the counts by risk, and the alerts as accordions (server HTML sanitised). */
export function ZapView({ data }: ZapViewProps) {
  const headingId = useId();
  const alertsId = useId();
  const count = data.result?.count;
  const bars = useMemo(() => zapCounts(count ?? { high: 0, medium: 0, low: 0 }), [count]);
  const alerts = data.result?.alerts ?? [];
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h6" gutterBottom>
        {t.zapTitle}
      </Typography>
      <Box sx={{ maxWidth: 560 }}>
        <BarChart ariaLabel={t.zapChartLabel} seriesName={t.count} bars={bars} />
      </Box>
      <Box component="section" aria-labelledby={alertsId} sx={{ mt: 2 }}>
        <Typography id={alertsId} component="h4" variant="subtitle1" gutterBottom>
          {t.alertsTitle}
        </Typography>
        {alerts.length === 0 ? (
          <Typography>{t.alertsEmpty}</Typography>
        ) : (
          alerts.map((alert, i) => <AlertItem key={`${alert.alert}-${i}`} alert={alert} />)
        )}
      </Box>
    </Box>
  );
}
