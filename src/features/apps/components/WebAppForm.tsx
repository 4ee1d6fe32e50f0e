import { useMemo, useState } from 'react';
import { FormikProvider, FieldArray, useFormik } from 'formik';
import { Alert, Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useSaveAppMutation } from '../../../api/apps';
import { isForbidden } from '../../../api/errors';
import {
  APP_NAME_TAKEN,
  APP_PATH_TAKEN,
  APP_TYPES,
  BUILD_TYPES,
  CLOUDS,
  MAX_ENV_ROWS,
  REPORT_APP_TYPE,
  TECHNOLOGIES,
  canAddEnvRow,
  canRemoveEnvRow,
  isLocationFieldDisabled,
  runsServer,
  savedAppId,
  type AppMode,
  type AppRead,
  type AppType,
} from '../../../domain/apps';
import { appListTexts, appPageTexts } from '../../../texts/apps';
import { EMPTY_WEB_APP, payloadOf, valuesOfApp, webAppSchema, type WebAppValues } from './webAppSchema';
import { shownError } from '../../../components/formFeedback';

const f = appPageTexts.fields;
const b = appPageTexts.buttons;
const m = appPageTexts.messages;

export interface WebAppFormProps {
  mode: AppMode;
  projectId: number;
  /** The app read (view and update). */
  app?: AppRead;
  /** Create mode: the name typed in the report-app form before the type changed back. */
  initialName?: string;
  /** Create mode: the web type chosen in the report-app form (App Service when none). */
  initialType?: AppType;
  /** The project's other apps, for dependentApp. */
  otherApps: readonly AppRead[];
  /** Create mode: the type became point_analyse (the page shows the report-app form, keeping the name). */
  onReportType?: (name: string) => void;
  /** A save went through: 'created' (with the new id) or 'updated'. */
  onSaved: (outcome: { kind: 'created' | 'updated'; appId: number | null }) => void;
  /** Setup Repo, Build Now, Generate Report (view and update). */
  actions?: React.ReactNode;
}

/**
 * The web app form (seed 001 section 2): cloud (Azure only), appName, appType, environment
 * (technology), dependentApp (other apps of the project), buildType, path, healthPath, websitePort
 * (these three disabled in view and update, and never required there) and the appEnvironment rows
 * (at most 5; 'Add More' on the last row while fewer than 5; 'Remove' when more than 1). A static
 * site has no health path or port (`runsServer`). Everything is read-only in view mode. A refused
 * save (name or path taken, any failure) keeps what was typed.
 */
export function WebAppForm({ mode, projectId, app, initialName = '', initialType, otherApps, onReportType, onSaved, actions }: WebAppFormProps) {
  const [save] = useSaveAppMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const view = mode === 'view';
  const locked = isLocationFieldDisabled(mode);
  const validationSchema = useMemo(() => webAppSchema(mode), [mode]);
  const formik = useFormik<WebAppValues>({
    initialValues: app
      ? valuesOfApp(app)
      : { ...EMPTY_WEB_APP, appName: initialName, appType: initialType && initialType !== REPORT_APP_TYPE ? initialType : EMPTY_WEB_APP.appType },
    validationSchema,
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      setProblem(null);
      const result = await save({ body: payloadOf(values, projectId, app?.appId), create: mode === 'create' });
      if ('error' in result) {
        // A 403: who may change the project's apps; any other failure: the seeds' words.
        setProblem(isForbidden(result.error) ? appListTexts.onlyParties : m.failed);
        return;
      }
      const answer = result.data ?? {};
      if (answer.data === APP_NAME_TAKEN) {
        helpers.setFieldError('appName', m.nameTaken);
        setProblem(m.nameTaken);
        return;
      }
      if (answer.data === APP_PATH_TAKEN) {
        helpers.setFieldError('path', m.pathTaken);
        setProblem(m.pathTaken);
        return;
      }
      onSaved({ kind: mode === 'create' ? 'created' : 'updated', appId: savedAppId(answer, app?.appId ?? null) });
    },
  });
  const { values, errors } = formik;
  const errorOf = (name: keyof WebAppValues): string | undefined => shownError(formik, name);
  /** What a text field and a select share: bound to formik, the error shown once touched or submitted. */
  const bound = (name: 'appName' | 'path' | 'healthPath' | 'websitePort' | 'cloud' | 'environment' | 'buildType', label: string, required = true) => ({
    id: `app-${name}`,
    name,
    label,
    value: values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(errorOf(name)),
    helperText: errorOf(name),
    required: !view && required,
    fullWidth: true,
  });
  /** A text field; a locked one (path, health path, port after creation) is disabled and not required. */
  const field = (name: 'appName' | 'path' | 'healthPath' | 'websitePort', label: string, fieldLocked = false) => (
    <TextField {...bound(name, label, !fieldLocked)} disabled={view || fieldLocked} slotProps={name === 'websitePort' ? { htmlInput: { inputMode: 'numeric' } } : undefined} />
  );
  const select = (name: 'cloud' | 'environment' | 'buildType', label: string, options: ReadonlyArray<{ value: string; label: string }>, required = true) => (
    <TextField select {...bound(name, label, required)} disabled={view}>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const envError = typeof errors.appEnvironment === 'string' ? errors.appEnvironment : undefined;
  const rowErrors = Array.isArray(errors.appEnvironment) ? (errors.appEnvironment as Array<{ key?: string } | undefined>) : [];
  const server = runsServer(values.appType);

  return (
    <FormikProvider value={formik}>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={appPageTexts.tabs.details} aria-busy={formik.isSubmitting}>
        <Stack spacing={2.5}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {select('cloud', f.cloud, CLOUDS)}
            {field('appName', f.appName)}
            <TextField
              select
              id="app-appType"
              name="appType"
              label={f.appType}
              value={values.appType}
              onChange={(event) => {
                const type = event.target.value as AppType;
                if (type === REPORT_APP_TYPE && onReportType) onReportType(values.appName);
                else void formik.setFieldValue('appType', type);
              }}
              disabled={view}
              required={!view}
              fullWidth
            >
              {APP_TYPES.filter((o) => mode === 'create' || o.value !== REPORT_APP_TYPE).map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
            {select('environment', f.environment, TECHNOLOGIES, server)}
            <TextField
              select
              id="app-dependentApp"
              name="dependentApp"
              label={f.dependentApp}
              value={values.dependentApp}
              onChange={(event) => {
                const value = event.target.value as unknown;
                void formik.setFieldValue('dependentApp', typeof value === 'string' ? value.split(',') : value);
              }}
              disabled={view || otherApps.length === 0}
              fullWidth
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (selected) => (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                      {(selected as string[]).map((id) => (
                        <Chip key={id} size="small" label={otherApps.find((a) => String(a.appId) === id)?.appName ?? app?.dependentApp.find((d) => String(d.appId) === id)?.name ?? id} />
                      ))}
                    </Box>
                  ),
                },
              }}
            >
              {otherApps.map((o) => (
                <MenuItem key={o.appId} value={String(o.appId)}>
                  {o.appName}
                </MenuItem>
              ))}
            </TextField>
            {select('buildType', f.buildType, BUILD_TYPES)}
            {field('path', f.path, locked)}
            {server && field('healthPath', f.healthPath, locked)}
            {server && field('websitePort', f.websitePort, locked)}
          </Box>

          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
              {f.appEnvironment}
            </Typography>
            <FieldArray name="appEnvironment">
              {(rows) => (
                <Stack spacing={1.5}>
                  {values.appEnvironment.map((row, index) => (
                    <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
                      <TextField
                        id={`app-env-key-${index}`}
                        name={`appEnvironment.${index}.key`}
                        label={`${f.key} ${index + 1}`}
                        value={row.key}
                        onChange={formik.handleChange}
                        onBlur={formik.handleBlur}
                        error={Boolean(rowErrors[index]?.key)}
                        helperText={rowErrors[index]?.key}
                        disabled={view}
                        size="small"
                      />
                      <TextField
                        id={`app-env-value-${index}`}
                        name={`appEnvironment.${index}.value`}
                        label={`${f.value} ${index + 1}`}
                        value={row.value}
                        onChange={formik.handleChange}
                        onBlur={formik.handleBlur}
                        disabled={view}
                        size="small"
                      />
                      {!view && canAddEnvRow(values.appEnvironment.length, index) && (
                        <Button onClick={() => rows.push({ key: '', value: '' })}>{b.addMore}</Button>
                      )}
                      {!view && canRemoveEnvRow(values.appEnvironment.length) && (
                        <Button color="error" onClick={() => rows.remove(index)} aria-label={`${b.remove} ${f.key} ${index + 1}`}>
                          {b.remove}
                        </Button>
                      )}
                    </Stack>
                  ))}
                  {envError && (
                    <Typography color="error" variant="body2" role="alert">
                      {envError}
                    </Typography>
                  )}
                  {!view && values.appEnvironment.length >= MAX_ENV_ROWS && (
                    <Typography variant="body2" color="text.secondary">
                      {appPageTexts.maxRows(MAX_ENV_ROWS)}
                    </Typography>
                  )}
                </Stack>
              )}
            </FieldArray>
          </Box>

          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            {actions}
            {!view && (
              <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
                {b.submit}
              </Button>
            )}
          </Stack>
        </Stack>
      </Box>
    </FormikProvider>
  );
}
