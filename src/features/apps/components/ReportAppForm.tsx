import { useMemo, useState } from 'react';
import { useFormik } from 'formik';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { uploadAppFile, useSaveReportAppMutation } from '../../../api/apps';
import { isForbidden } from '../../../api/errors';
import { FileDropzone } from '../../../components/FileDropzone';
import { useUpload } from '../../../components/useUpload';
import {
  APP_NAME_TAKEN,
  APP_TYPES,
  REPORT_APP_TYPE,
  REPORT_TYPES,
  SONAR_REPORT_TYPE,
  savedAppId,
  type AppMode,
  type AppRead,
  type AppType,
  type ReportAppPayload,
} from '../../../domain/apps';
import { uploadProblem } from '../../../domain/uploads';
import { appListTexts, appPageTexts } from '../../../texts/apps';
import { reportAppSchema, reportAppValues, type ReportAppValues } from './reportAppSchema';
import { shownError } from '../../../components/formFeedback';

const f = appPageTexts.fields;
const b = appPageTexts.buttons;
const m = appPageTexts.messages;

export interface ReportAppFormProps {
  mode: AppMode;
  projectId: number;
  app?: AppRead;
  /** The name typed in the web app form before the type changed. */
  initialName?: string;
  /** Create mode: another type chosen: back to the web app form. */
  onWebType?: (type: AppType, name: string) => void;
  /** A file whose upload failed or was cancelled when the app was created: chosen again here, Upload retries it. */
  retryFile?: File | null;
  /**
   * Created or updated (with the app id); uploaded: its .zip went through as well ('File Uploaded
   * SuccessFully' is said with the save, not covered by it); problem: the app was created but its
   * file was not uploaded (in words), retryFile: that file, so the view page keeps it chosen.
   */
  onSaved: (outcome: { kind: 'created' | 'updated'; appId: number | null; uploaded?: boolean; problem?: string; retryFile?: File }) => void;
  /** The user certainly may not change the project's apps: no code upload in view mode. */
  readOnly?: boolean;
}

/**
 * The report-app form (seed 001 sections 2, 3, 5, 8): name, appType, websiteUrl, reportType and,
 * for the Sonar type, the code as a .zip (websiteUrl then sent blank), uploaded with
 * POST api/v2/upload?appId= after the app is saved ('File Uploaded SuccessFully' / 'Couldnot Upload
 * File Please Re-Try'), with a progress bar and Cancel (useUpload). After a failure or a cancel the
 * file stays chosen (also on the view page the creation leads to), so Upload retries it. In view
 * mode the fields are read-only and a Sonar app may upload new code. Errors show once a field is
 * left or the form submitted (reportAppSchema); a refused save keeps what was typed.
 */
export function ReportAppForm({ mode, projectId, app, initialName = '', retryFile = null, onWebType, onSaved, readOnly = false }: ReportAppFormProps) {
  const view = mode === 'view';
  const [problem, setProblem] = useState<string | null>(null);
  const [uploadMessage, setUploadMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [save] = useSaveReportAppMutation();
  const transfer = useUpload();
  const hasCode = mode !== 'create' && Boolean(app?.reportPath);
  const validationSchema = useMemo(() => reportAppSchema(hasCode), [hasCode]);

  /** Uploads the chosen .zip for an app; null when it went through (or there was none), else why not in words. */
  const upload = async (appId: number, file: File | undefined): Promise<string | null> => {
    if (!file) return null;
    if (uploadProblem(file, 'sonarZip')) return m.fileUploadFailed;
    setUploadMessage(null);
    const result = await transfer.start((signal, onProgress) => uploadAppFile(appId, file, signal, onProgress));
    if (result.ok) {
      setUploadMessage({ text: m.fileUploaded, failed: false });
      void formik.setFieldValue('files', [], false);
      return null;
    }
    // The file stays chosen: Upload sends it again. A cancel is said by UploadProgress.
    if (result.cancelled) return m.uploadCancelled;
    // A 403: who may change the project's apps; any other failure: the seeds' words.
    const text = isForbidden(result.error) ? appListTexts.onlyParties : m.fileUploadFailed;
    setUploadMessage({ text, failed: true });
    return text;
  };

  const submit = async ({ name, websiteUrl, reportType, files }: ReportAppValues) => {
    setProblem(null);
    const sonar = reportType === SONAR_REPORT_TYPE;
    const body: ReportAppPayload = {
      name: name.trim(),
      appType: REPORT_APP_TYPE,
      websiteUrl: sonar ? '' : websiteUrl.trim(),
      reportType,
      projectId,
      file: sonar ? (files[0]?.name ?? app?.reportPath ?? '') : '',
      ...(app ? { appId: app.appId } : {}),
    };
    const result = await save({ body, create: mode === 'create' });
    if ('error' in result) {
      setProblem(isForbidden(result.error) ? appListTexts.onlyParties : m.failed);
      return;
    }
    if (result.data?.data === APP_NAME_TAKEN) {
      setProblem(m.nameTaken);
      return;
    }
    const appId = savedAppId(result.data, app?.appId ?? null);
    const uploading = sonar && appId !== null && files[0] !== undefined;
    const uploadFailed = uploading ? await upload(appId, files[0]) : null;
    if (uploadFailed) {
      // The app exists: a failed upload is retried from the view page; the saved dialog says it failed.
      if (mode === 'create') onSaved({ kind: 'created', appId, problem: uploadFailed, retryFile: files[0] });
      return;
    }
    onSaved({ kind: mode === 'create' ? 'created' : 'updated', appId, uploaded: uploading });
  };

  const formik = useFormik<ReportAppValues>({ initialValues: reportAppValues(app, initialName, retryFile), validationSchema, onSubmit: submit });
  const { values } = formik;
  const sonar = values.reportType === SONAR_REPORT_TYPE;
  /** A field's error once it was left or the form submitted. */
  const show = (key: keyof ReportAppValues): string | undefined => shownError(formik, key);
  /** What the name, report type and website URL fields share: bound to formik, the error shown once due. */
  const bound = (name: 'name' | 'reportType' | 'websiteUrl') => ({
    name,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(show(name)),
    helperText: show(name),
  });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={appPageTexts.tabs.details}>
      <Stack spacing={2.5}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField
            id="report-app-name"
            label={f.name}
            value={values.name}
            {...bound('name')}
            disabled={view}
            required={!view}
          />
          <TextField
            select
            id="report-app-type"
            label={f.appType}
            value={REPORT_APP_TYPE}
            onChange={(e) => onWebType?.(e.target.value as AppType, values.name)}
            disabled={view || mode !== 'create'}
            required={!view}
          >
            {APP_TYPES.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            id="report-app-reportType"
            label={f.reportType}
            value={values.reportType}
            {...bound('reportType')}
            disabled={view}
            required={!view}
          >
            {REPORT_TYPES.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="report-app-websiteUrl"
            label={f.websiteUrl}
            value={sonar ? '' : values.websiteUrl}
            {...bound('websiteUrl')}
            disabled={view || sonar}
            required={!view && !sonar}
            slotProps={{ htmlInput: { inputMode: 'url' } }}
          />
        </Box>
        {sonar && !(view && readOnly) && (
          <Box>
            <FileDropzone
              variant="sonarZip"
              label={f.file}
              files={values.files}
              onFilesChange={(chosen) => {
                void formik.setFieldValue('files', chosen);
                setUploadMessage(null);
                transfer.reset();
              }}
              progress={transfer.progress}
              onCancel={transfer.cancel}
              cancelled={transfer.phase === 'cancelled'}
            />
            {show('files') && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {show('files')}
              </Alert>
            )}
            {view && app && (
              <Button sx={{ mt: 1 }} variant="outlined" disabled={values.files.length === 0 || transfer.uploading} onClick={() => void upload(app.appId, values.files[0])}>
                {b.upload}
              </Button>
            )}
          </Box>
        )}
        {uploadMessage && (
          <Alert severity={uploadMessage.failed ? 'error' : 'success'} role={uploadMessage.failed ? 'alert' : 'status'}>
            {uploadMessage.text}
          </Alert>
        )}
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        {!view && (
          <Box>
            <Button type="submit" variant="contained" disabled={formik.isSubmitting || transfer.uploading}>
              {b.submit}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
