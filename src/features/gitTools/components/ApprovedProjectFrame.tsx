import type { ReactNode } from 'react';
import { Alert, Container, Paper, Stack, Typography } from '@mui/material';
import { useProjectListQuery, type ProjectListKind } from '../../../api/projects';
import { PageLoading } from '../../../components/PageLoading';
import { RetryAlert } from '../../../components/RetryAlert';
import { texts } from '../../../texts';
import { SelectField } from './SelectField';

/** A Git tools page: its width, its heading and, when given, its introduction above the body. */
export function ToolPageFrame({ title, intro, maxWidth, children }: { title: string; intro?: string; maxWidth: 'sm' | 'md'; children: ReactNode }) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body1" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Container>
  );
}

/** The words of a page that works on one approved project. */
export interface ApprovedProjectTexts {
  title: string;
  intro: string;
  /** The project select's label. */
  project: string;
  noProjects: string;
  projectsFailed: string;
}

/**
 * The frame of the pages that work on ONE approved project of the user (/create_web_service,
 * /gitcmpnt/): the heading, the approved list (loading, a failure with Retry, none yet) and a select
 * of its projects in an outlined panel; `fields` follow the select in that panel, `children` the panel.
 */
export function ApprovedProjectFrame({
  list,
  texts: t,
  maxWidth,
  selectId,
  projectId,
  onProjectChange,
  fields,
  children,
}: {
  list: Extract<ProjectListKind, 'approvedForGbm' | 'approvedForTech'>;
  texts: ApprovedProjectTexts;
  maxWidth: 'sm' | 'md';
  selectId: string;
  projectId: string;
  onProjectChange: (projectId: string) => void;
  fields?: ReactNode;
  children?: ReactNode;
}) {
  const projects = useProjectListQuery(list);

  let body;
  if (projects.currentData) {
    body = projects.currentData.length ? (
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <SelectField id={selectId} label={t.project} value={projectId} onChange={onProjectChange}>
              <option value="">{texts.common.select}</option>
              {projects.currentData.map((p) => (
                <option key={p.projectId} value={String(p.projectId)}>
                  {p.projectName}
                </option>
              ))}
            </SelectField>
            {fields}
          </Stack>
        </Paper>
        {children}
      </Stack>
    ) : (
      <Alert severity="info" role="status">
        {t.noProjects}
      </Alert>
    );
  } else if (projects.isError && !projects.isFetching) {
    body = <RetryAlert onRetry={() => void projects.refetch()}>{t.projectsFailed}</RetryAlert>;
  } else body = <PageLoading />;

  return (
    <ToolPageFrame title={t.title} intro={t.intro} maxWidth={maxWidth}>
      {body}
    </ToolPageFrame>
  );
}
