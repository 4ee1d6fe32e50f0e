import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import { Container, Paper, Typography } from '@mui/material';
import { isForbidden } from '../../../api/errors';
import { useAgenciesQuery, useBrandsQuery, useCreateProjectMutation } from '../../../api/projects';
import { MessageModal } from '../../../components/MessageModal';
import { DUPLICATE_PROJECT_NAME } from '../../../domain/projects';
import { can } from '../../../domain/roles';
import { selectSession } from '../../../session/slice';
import { useAppSelector } from '../../../store/hooks';
import { texts } from '../../../texts';
import { projectTexts } from '../../../texts/projects';
import { CreateProjectForm } from '../components/CreateProjectForm';
import { creationPayload, type CreateProjectValues } from '../components/CreateProjectSchema';

type Outcome = 'created' | 'duplicate' | 'failed' | 'refused';

const MESSAGES: Record<Outcome, string> = {
  created: projectTexts.projects.created,
  duplicate: projectTexts.projects.duplicateName,
  failed: projectTexts.projects.createFailed,
  refused: projectTexts.projects.createOnlyOwnAgency,
};

/**
 * /CreateDFCProject (roles 2, 3, 6, 7): a brand manager or an agency creates a project for an
 * agency. A duplicate name or a failure keeps the form as typed; success offers Go to Home (the
 * seeds) and, when the server names the new project, its wizard (Fill in Project Details). An
 * agency may create projects only for itself (docs/deviations.md, Access): its agency select offers itself
 * alone, and a refusal (403) says who may create for whom.
 */
export default function CreateProjectPage() {
  const brands = useBrandsQuery();
  const agencies = useAgenciesQuery();
  const session = useAppSelector(selectSession);
  const ownOnly = can(session?.role ?? null, 'fillOwnProjects');
  const agencyOptions = (agencies.data ?? []).filter((agency) => !ownOnly || agency.userId === session?.claims.Id);
  const [createProject] = useCreateProjectMutation();
  // The last outcome stays while the modal closes, so its text does not change on the way out.
  const [outcome, setOutcome] = useState<Outcome>('created');
  const [modalOpen, setModalOpen] = useState(false);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const show = (next: Outcome) => {
    setOutcome(next);
    setModalOpen(true);
  };

  const submit = async (values: CreateProjectValues, helpers: FormikHelpers<CreateProjectValues>) => {
    const payload = creationPayload(values, brands.data ?? [], agencyOptions);
    if (!payload) {
      show('failed');
      return;
    }
    const result = await createProject(payload);
    if ('error' in result) {
      show(isForbidden(result.error) ? 'refused' : 'failed');
    } else if (result.data.data === DUPLICATE_PROJECT_NAME) {
      helpers.setFieldError('projectName', projectTexts.projects.duplicateName);
      show('duplicate');
    } else {
      const id = result.data.projectId;
      setCreatedId(typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null);
      show('created');
    }
  };

  const retryOptions = () => {
    if (brands.isError) void brands.refetch();
    if (agencies.isError) void agencies.refetch();
  };

  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {projectTexts.projectLists.create.title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <CreateProjectForm
          brands={brands.data ?? []}
          agencies={agencyOptions}
          optionsLoading={(brands.isFetching && !brands.data) || (agencies.isFetching && !agencies.data)}
          optionsFailed={(brands.isError && !brands.isFetching) || (agencies.isError && !agencies.isFetching)}
          onRetryOptions={retryOptions}
          onSubmit={submit}
        />
      </Paper>
      <MessageModal
        open={modalOpen}
        message={MESSAGES[outcome]}
        title={outcome === 'refused' ? projectTexts.projects.notAllowedTitle : outcome !== 'created' ? texts.common.errorTitle : undefined}
        // A duplicate or a failure returns to the form as typed; success goes home (the seed).
        doneLabel={outcome === 'created' ? undefined : texts.common.ok}
        onDone={outcome === 'created' ? undefined : () => setModalOpen(false)}
        next={outcome === 'created' && createdId !== null ? { label: projectTexts.projects.fillDetails, to: `/DFCCreateProject/${createdId}` } : undefined}
      />
    </Container>
  );
}
