import type { ReactNode } from 'react';
import { Box, Stack } from '@mui/material';
import { FieldList } from '../../../components/FieldList';
import { statusText, type LookupOption, type ProjectDetails } from '../../../domain/projects';
import { selectRole } from '../../../session/slice';
import { useAppSelector } from '../../../store/hooks';
import { projectTexts } from '../../../texts/projects';
import { canSeeProjectStatusPanel, ProjectStatusPanel } from './ProjectStatusPanel';

const t = projectTexts.projectDetails;

interface Row {
  label: string;
  value: ReactNode;
}

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? t.notSet : String(value);

function NameList({ items }: { items: readonly Pick<LookupOption, 'name'>[] | null | undefined }) {
  if (!items || items.length === 0) return <>{t.noneChosen}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {items.map((item, index) => (
        <li key={`${item.name}-${index}`}>{item.name}</li>
      ))}
    </Box>
  );
}

/**
 * The rows of the Project Details tab. With a CMS the CMS row shows and frontend, middleware and
 * backend do not; without one it is the other way round (seed 000 section 2). Without `withStatus`
 * the status row is left out (the status panel shows it).
 */
export function detailsRows(project: ProjectDetails, { withStatus = true }: { withStatus?: boolean } = {}): Row[] {
  const cms = Boolean(project.cmsFlag);
  return [
    { label: t.name, value: text(project.projectName) },
    { label: t.brand, value: text(project.projectBrand?.brandName) },
    ...(cms ? [{ label: t.cms, value: text(project.cms?.name) }] : []),
    { label: t.markets, value: text(project.markets?.name) },
    { label: t.sprints, value: text(project.noOfSprints) },
    { label: t.hostingType, value: text(project.hostingType?.name) },
    { label: t.hits, value: text(project.noOfHits) },
    { label: t.cloud, value: text(project.cloudPlatform?.name) },
    { label: t.teamMembers, value: text(project.noOfTeamMembers) },
    ...(cms
      ? []
      : [
          { label: t.frontend, value: text(project.frontend?.name) },
          { label: t.middleware, value: text(project.middleware?.name) },
          { label: t.backend, value: text(project.backend?.name) },
        ]),
    { label: t.environments, value: <NameList items={project.environments} /> },
    { label: t.qualityAssurance, value: <NameList items={project.qualityAssurance} /> },
    { label: t.endUsers, value: <NameList items={project.endUsers} /> },
    ...(withStatus ? [{ label: t.status, value: statusText(project.projectStatus) }] : []),
  ];
}

/**
 * The Project Details tab: for roles 2, 3, 6, 7 the status panel (status, devops status lines, IP
 * address, devops, environment and report buttons: seed 001 section 6), then a description list of
 * the project's fields (all rendered as text), which carries the status for the other roles.
 */
export function DetailsOverview({ project }: { project: ProjectDetails }) {
  const withPanel = canSeeProjectStatusPanel(useAppSelector(selectRole));
  return (
    <Stack spacing={3}>
      {withPanel && <ProjectStatusPanel project={project} />}
      <FieldList
        rows={detailsRows(project, { withStatus: !withPanel })}
        sx={{ gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 }, '& dt': { mt: { xs: 1, sm: 0 } } }}
      />
    </Stack>
  );
}
