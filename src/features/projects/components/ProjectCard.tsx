import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FieldList } from '../../../components/FieldList';
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

/**
 * One card of the project lists: an outlined card with a top border in its tone, its rows, and
 * its action, a link drawn as a contained button in the same tone (dark text on the pastel
 * colours, contrast above 10:1). Plain elements styled by the static .ProjectCard rules
 * (src/shared/staticStyles.ts): a card costs no style work when it renders, and is few elements
 * (its rows' list and its link are the card's own children, no wrapper boxes): a scroll through a
 * long list builds, styles and lays out less per card. The project name is
 * user input and is rendered as text; the link's accessible name includes it ('View Project
 * Aurora Relaunch'), and its text, not only its colour, tells what it does.
 */
export function ProjectCard({ projectName, fields, action }: ProjectCardProps) {
  const nameId = useId();
  const rows = [{ label: projectTexts.projectLists.project, value: projectName, valueId: nameId, strong: true }, ...fields];
  return (
    <article className="ProjectCard" aria-labelledby={nameId} data-tone={action.tone}>
      <FieldList variant="body2" rows={rows} className="ProjectCard-content" />
      <RouterLink
        className="ProjectCard-action"
        to={action.to}
        data-tone={action.tone}
        aria-label={projectTexts.projectLists.actionLabel(action.text, projectName)}
      >
        {action.text}
      </RouterLink>
    </article>
  );
}
