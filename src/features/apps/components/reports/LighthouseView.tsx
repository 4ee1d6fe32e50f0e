import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LIGHTHOUSE_ITEMS, scoreColour, type LighthouseData, type ScoredItem } from '../../../../domain/apps';
import { SCORE_COLOURS, TRACK_COLOUR } from '../../../../shared/chartPalette';
import { appsTexts } from '../../../../texts/apps';

const t = appsTexts.reports;

export interface LighthouseViewProps {
  data: LighthouseData;
}

/** A score as shown: whole numbers as they are, anything else to one decimal. */
export function shownScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}

function ScoreCard({ item }: { item: ScoredItem }) {
  const band = scoreColour(item.score);
  const colour = SCORE_COLOURS[band];
  const word = t.band[band];
  const score = shownScore(item.score);
  return (
    <Paper
      component="li"
      variant="outlined"
      data-band={band}
      sx={{ listStyle: 'none', p: 2, display: 'flex', alignItems: 'center', gap: 2, borderLeft: `6px solid ${colour}` }}
    >
      {/* The gauge repeats the score in a picture; the text beside it says it. */}
      <Box aria-hidden sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }}>
        <CircularProgress variant="determinate" value={100} size={56} thickness={5} sx={{ color: TRACK_COLOUR, position: 'absolute' }} />
        <CircularProgress variant="determinate" value={Math.max(0, Math.min(100, item.score))} size={56} thickness={5} sx={{ color: colour }} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h4" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography>
        <Typography component="p" variant="h5" sx={{ color: colour, fontWeight: 700 }} data-testid="score">
          {t.scoreOf(score)}
        </Typography>
        <Chip label={word} size="small" variant="outlined" sx={{ color: colour, borderColor: colour, fontWeight: 600 }} />
      </Box>
    </Paper>
  );
}

/** The seven Lighthouse items, each a card with its title, score and colour band (in colour and in words); an item missing from the answer is left out. */
export function LighthouseView({ data }: LighthouseViewProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h6" gutterBottom>
        {t.lighthouseTitle}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {LIGHTHOUSE_ITEMS.filter((key) => data[key]).map((key) => (
          <ScoreCard key={key} item={data[key]} />
        ))}
      </Box>
    </Box>
  );
}
