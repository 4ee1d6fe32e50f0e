import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import GoodIcon from '@mui/icons-material/CheckCircleOutlined';
import BadIcon from '@mui/icons-material/ErrorOutlined';
import { usePerformanceRecordQuery } from '../../../../api/dashboards';
import {
  impactColour,
  PERFORMANCE_METRICS,
  performanceCard,
  type CardColour,
  type PerformanceMetric,
  type PerformanceRecommendation,
  type PerformanceRecord,
} from '../../../../domain/dashboards';
import { MUTED_COLOUR, PROJECT_CARD_COLOURS } from '../../../../shared/chartPalette';
import { dashboardTexts } from '../../../../texts/dashboards';
import { Bars } from './Bars';
import { listOf, shownNumber } from './format';
import { QueryState } from './QueryState';
import { Section } from './Section';

const t = dashboardTexts.project;

/** The metrics drawn on the timings chart: one scale (the score is out of 100, CLS a fraction). */
const TIMINGS: readonly PerformanceMetric[] = ['speedIndex', 'timeToInteract', 'fcp', 'lcp', 'tbt'];

/** A card's verdict: its colour and its words (the seeds' text, or ours where the seeds give none). */
export function verdictOf(metric: PerformanceMetric, value: unknown): { colour: CardColour; words: string } | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const card = performanceCard(metric, value);
  return { colour: card.colour, words: card.text ?? (card.colour === 'red' ? t.aboveTarget : t.withinTarget) };
}

function Verdict({ colour, words }: { colour: CardColour; words: string }) {
  const Icon = colour === 'green' ? GoodIcon : BadIcon;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: PROJECT_CARD_COLOURS[colour], fontWeight: 600 }}>
      <Icon fontSize="small" aria-hidden />
      {words}
    </Box>
  );
}

function MetricCard({ metric, value }: { metric: PerformanceMetric; value: unknown }) {
  const verdict = verdictOf(metric, value);
  const colour = verdict ? PROJECT_CARD_COLOURS[verdict.colour] : MUTED_COLOUR;
  return (
    <Paper component="li" variant="outlined" data-metric={metric} data-colour={verdict?.colour ?? 'none'} sx={{ listStyle: 'none', p: 2, borderLeft: `6px solid ${colour}`, minWidth: 0 }}>
      <Typography component="h4" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        {t.metrics[metric]}
      </Typography>
      <Typography component="p" variant="h5" sx={{ color: colour, fontWeight: 700 }}>
        {shownNumber(value)}
      </Typography>
      <Typography component="p" variant="body2">
        {verdict ? <Verdict {...verdict} /> : t.notAvailable}
      </Typography>
    </Paper>
  );
}

function Recommendations({ items }: { items: readonly PerformanceRecommendation[] }) {
  if (items.length === 0) return <Typography>{t.noRecommendations}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t.recommendationsTitle}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t.opportunity}</TableCell>
            <TableCell scope="col">{t.estimatedSavings}</TableCell>
            <TableCell scope="col">{t.impact}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, i) => {
            const impact = typeof item.impact === 'string' ? item.impact.trim() : '';
            const colour = impactColour(item.impact);
            return (
              <TableRow key={`${item.oppurtunity}-${i}`}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {item.oppurtunity}
                </TableCell>
                <TableCell>{item.estimatedSavings === null || item.estimatedSavings === undefined ? t.notAvailable : String(item.estimatedSavings)}</TableCell>
                <TableCell data-impact-colour={colour}>{impact ? <Verdict colour={colour} words={t.impactWords(impact)} /> : t.notAvailable}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function PerformanceView({ record, projectName }: { record: PerformanceRecord; projectName: string }) {
  const bars = useMemo(
    () =>
      TIMINGS.flatMap((metric) => {
        const value = record[metric];
        const verdict = verdictOf(metric, value);
        return verdict ? [{ label: t.metricShort[metric], value, colour: PROJECT_CARD_COLOURS[verdict.colour] }] : [];
      }),
    [record],
  );
  return (
    <>
      <Section title={t.metricsTitle}>
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
          {PERFORMANCE_METRICS.map((metric) => (
            <MetricCard key={metric} metric={metric} value={record[metric]} />
          ))}
        </Box>
      </Section>
      {bars.length > 0 && (
        <Section title={t.timingsTitle}>
          <Box sx={{ maxWidth: 640 }}>
            <Bars ariaLabel={t.timingsChart(projectName)} seriesName={t.valueSeries} bars={bars} />
          </Box>
        </Section>
      )}
      <Section title={t.recommendationsTitle}>
        <Recommendations items={listOf(record.recomendations)} />
      </Section>
    </>
  );
}

/** Project Performance: the performance record's seven cards, a chart of its timings and its recomendations. */
export function PerformanceBoard({ projectId, projectName, boardLabel }: { projectId: number; projectName: string; boardLabel: string }) {
  const query = usePerformanceRecordQuery(projectId);
  return (
    <QueryState query={query} failure={t.boardFailed(boardLabel)} minHeight={520}>
      {(record) => <PerformanceView record={record} projectName={projectName} />}
    </QueryState>
  );
}
