import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import GoodIcon from '@mui/icons-material/CheckCircleOutlined';
import AttentionIcon from '@mui/icons-material/ErrorOutlined';
import { usePerformanceRecordQuery } from '../../../../api/dashboards';
import { isForbidden } from '../../../../api/errors';
import { RetryAlert } from '../../../../components/RetryAlert';
import { config } from '../../../../config';
import { impactColour, PERFORMANCE_METRICS, performanceCard, type CardColour, type PerformanceRecord } from '../../../../domain/dashboards';
import { OVERVIEW_CARD_COLOURS, OVERVIEW_CARD_TINTS } from '../../../../shared/chartPalette';
import { dashboardTexts } from '../../../../texts/dashboards';
import { DashboardSection } from './DashboardSection';
import { LoadingNote } from './LoadingNote';

const t = dashboardTexts.overview;

const CARD_GRID = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))', listStyle: 'none', p: 0, m: 0 } as const;
const CARD_HEIGHT = 112;

/** The colour's meaning in words, where the seeds give the card no text. */
function wordsOf(colour: CardColour, text: string | null): string {
  return text ?? (colour === 'green' ? t.withinTarget : t.needsAttention);
}

function MetricCard({ label, value, colour, words }: { label: string; value: number; colour: CardColour; words: string }) {
  const Icon = colour === 'green' ? GoodIcon : AttentionIcon;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-colour={colour}
      sx={{ p: 2, minHeight: CARD_HEIGHT, borderLeft: 6, borderLeftColor: OVERVIEW_CARD_COLOURS[colour], bgcolor: OVERVIEW_CARD_TINTS[colour] }}
    >
      <Typography component="h3" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: OVERVIEW_CARD_COLOURS[colour] }}>
        <Icon fontSize="small" aria-hidden />
        {words}
      </Typography>
    </Paper>
  );
}

function Recommendations({ record }: { record: PerformanceRecord }) {
  const items = Array.isArray(record.recomendations) ? record.recomendations : [];
  return (
    <Box sx={{ mt: 3 }}>
      <Typography component="h3" variant="h6" gutterBottom>
        {t.recommendationsTitle}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2">{t.noRecommendations}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {items.map((item, i) => {
            const colour = impactColour(item.impact);
            return (
              <Paper component="li" variant="outlined" key={`${item.oppurtunity}-${i}`} sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Chip
                  size="small"
                  label={colour === 'green' ? t.lowImpact : t.highImpact}
                  sx={{ bgcolor: OVERVIEW_CARD_COLOURS[colour], color: '#ffffff', fontWeight: 600 }}
                />
                <Typography component="span" sx={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}>
                  {item.oppurtunity}
                </Typography>
                <Typography component="span" variant="body2">
                  {t.estimatedSavings(String(item.estimatedSavings ?? ''))}
                </Typography>
              </Paper>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

/** A card per metric the record carries as a number, in the seeds' order. */
function cardsOf(record: PerformanceRecord) {
  return PERFORMANCE_METRICS.flatMap((metric) => {
    const value = typeof record[metric] === 'number' ? record[metric] : Number.NaN;
    if (!Number.isFinite(value)) return [];
    const { colour, text } = performanceCard(metric, value);
    return [{ metric, label: t.metricLabels[metric], value, colour, words: wordsOf(colour, text) }];
  });
}

/**
 * The project performance card set: the performance record of the configured project
 * (config.dashboards.overallProjectId) as cards coloured by seed 001 section 9's rules, each
 * saying its colour's meaning in words too; and the record's recommendations by impact. A user
 * who may not read that project (403: an agency, for another agency's project) gets a short note
 * in place of the cards: nothing failed, there is nothing for them here.
 */
export function PerformanceCardSet() {
  const projectId = config.dashboards.overallProjectId;
  const { data, error, isError, isLoading, refetch } = usePerformanceRecordQuery(projectId);
  if (isError && isForbidden(error)) {
    return (
      <DashboardSection title={t.cardsTitle}>
        <Typography variant="body2" role="status">
          {t.cardsNotYours(projectId)}
        </Typography>
      </DashboardSection>
    );
  }
  return (
    <DashboardSection title={t.cardsTitle}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t.cardsIntro(projectId)}
      </Typography>
      {isError ? (
        <RetryAlert onRetry={() => void refetch()}>{t.cardsFailed}</RetryAlert>
      ) : (
        <>
          {isLoading && <LoadingNote />}
          <Box component="ul" aria-label={t.cardsLabel} sx={CARD_GRID}>
            {data
              ? cardsOf(data).map((card) => <MetricCard key={card.metric} {...card} />)
              : PERFORMANCE_METRICS.map((metric) => (
                  <Box component="li" key={metric} aria-hidden>
                    <Skeleton variant="rectangular" height={CARD_HEIGHT} />
                  </Box>
                ))}
          </Box>
          {data && <Recommendations record={data} />}
        </>
      )}
    </DashboardSection>
  );
}
