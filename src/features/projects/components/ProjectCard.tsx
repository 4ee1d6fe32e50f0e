import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, CardActions, CardContent } from '@mui/material';
import { darken } from '@mui/material/styles';
import { FieldList } from '../../../components/FieldList';
import { cardColours } from '../../../shared/theme';
import type { CardTone } from '../../../domain/projects';
import { projectTexts } from '../../../texts/projects';

export interface ProjectCardField {
  label: string;
  value: string;
}

export interface ProjectCardProps {
  projectName: string;
  /** The rows under the Project row (Creator, Created On, Status; or Agency, Status). */
  fields: ProjectCardField[];
  /** The button: its visible text, where it goes, and its colour. */
  action: { text: string; to: string; tone: CardTone };
}

/** Dark text on the pastel card colours (contrast above 10:1), a slightly darker hover. */
export function toneSx(tone: CardTone) {
  const background = cardColours[tone];
  return {
    bgcolor: background,
    color: 'rgba(0, 0, 0, 0.87)',
    '&:hover': { bgcolor: darken(background, 0.12) },
  };
}

/**
 * One card of the project lists. The project name is user input and is rendered as text; the
 * button's accessible name includes it ('View Project Aurora Relaunch'), and its text, not only
 * its colour, tells what it does.
 */
export function ProjectCard({ projectName, fields, action }: ProjectCardProps) {
  const nameId = useId();
  const rows: ProjectCardField[] = [{ label: projectTexts.projectLists.project, value: projectName }, ...fields];
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', width: '100%', borderTop: 6, borderTopColor: cardColours[action.tone] }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <FieldList
          variant="body2"
          rows={rows.map((row, index) => (index === 0 ? { ...row, valueId: nameId, strong: true } : row))}
          sx={{ rowGap: 0.5 }}
        />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={action.to}
          variant="contained"
          disableElevation
          data-tone={action.tone}
          aria-label={projectTexts.projectLists.actionLabel(action.text, projectName)}
          sx={toneSx(action.tone)}
        >
          {action.text}
        </Button>
      </CardActions>
    </Card>
  );
}
