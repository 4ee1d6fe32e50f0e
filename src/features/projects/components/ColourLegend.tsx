import { Box, Chip } from '@mui/material';
import { cardColours } from '../../../shared/theme';
import type { CardTone } from '../../../domain/projects';
import { projectTexts } from '../../../texts/projects';

const TONES: CardTone[] = ['yetToCreate', 'submitted', 'approved'];

/** The colour legend of My Projects (roles 6 and 7): Yet to Create, Yet to get Approval, Approved. */
export function ColourLegend() {
  return (
    <Box
      component="ul"
      aria-label={projectTexts.projectLists.legendTitle}
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {TONES.map((tone) => (
        <li key={tone}>
          <Chip label={projectTexts.projectLists.legend[tone]} data-tone={tone} sx={{ bgcolor: cardColours[tone], color: 'rgba(0, 0, 0, 0.87)' }} />
        </li>
      ))}
    </Box>
  );
}
