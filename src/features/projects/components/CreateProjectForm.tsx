import { useRef } from 'react';
import { useFormik, type FormikHelpers } from 'formik';
import { Box, Button, Stack } from '@mui/material';
import type { Brand, UserRef } from '../../../domain/projects';
import { projectTexts } from '../../../texts/projects';
import { CreateProjectSelectField, CreateProjectTextField } from './CreateProjectField';
import { createProjectSchema, EMPTY_CREATE_PROJECT, type CreateProjectValues } from './CreateProjectSchema';
import { RetryAlert } from '../../../components/RetryAlert';

export interface CreateProjectFormProps {
  brands: readonly Brand[];
  agencies: readonly UserRef[];
  /** The brand and agency lists are still loading (the selects wait). */
  optionsLoading: boolean;
  /** The brand or agency list failed: a message with Retry. */
  optionsFailed: boolean;
  onRetryOptions: () => void;
  onSubmit: (values: CreateProjectValues, helpers: FormikHelpers<CreateProjectValues>) => Promise<void>;
}

const t = projectTexts.projectLists.create;

/**
 * Project Name, Brand, Agency and Summary, all required and checked (yup) before the call.
 * Submit is disabled while a submission runs, and a second one never starts.
 */
export function CreateProjectForm({ brands, agencies, optionsLoading, optionsFailed, onRetryOptions, onSubmit }: CreateProjectFormProps) {
  const running = useRef(false);
  const formik = useFormik<CreateProjectValues>({
    initialValues: EMPTY_CREATE_PROJECT,
    validationSchema: createProjectSchema,
    onSubmit: async (values, helpers) => {
      if (running.current) return;
      running.current = true;
      try {
        await onSubmit(values, helpers);
      } finally {
        running.current = false;
      }
    },
  });
  const { values, errors, touched } = formik;
  const errorOf = (name: keyof CreateProjectValues) => (touched[name] ? errors[name] : undefined);
  const common = (name: keyof CreateProjectValues) => ({
    id: `create-project-${name}`,
    name,
    value: values[name],
    error: errorOf(name),
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
  });
  const selectPlaceholder = (choose: string) => (optionsLoading ? t.optionsLoading : choose);

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={t.title} aria-busy={formik.isSubmitting}>
      <Stack spacing={2.5}>
        {optionsFailed && (
          <RetryAlert onRetry={onRetryOptions}>{t.optionsFailed}</RetryAlert>
        )}
        <CreateProjectTextField {...common('projectName')} label={t.name} />
        <CreateProjectSelectField {...common('brandId')} label={t.brand} placeholder={selectPlaceholder(t.chooseBrand)} disabled={optionsLoading}>
          {brands.map((brand) => (
            <option key={brand.brandId} value={String(brand.brandId)}>
              {brand.brandName}
            </option>
          ))}
        </CreateProjectSelectField>
        <CreateProjectSelectField {...common('agencyId')} label={t.agency} placeholder={selectPlaceholder(t.chooseAgency)} disabled={optionsLoading}>
          {agencies.map((agency) => (
            <option key={agency.userId} value={String(agency.userId)}>
              {agency.username}
            </option>
          ))}
        </CreateProjectSelectField>
        <CreateProjectTextField {...common('projectSummary')} label={t.summary} multiline />
        <Box>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? t.submitting : t.submit}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
