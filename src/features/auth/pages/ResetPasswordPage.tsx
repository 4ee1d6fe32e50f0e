import { useState } from 'react';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useResetPasswordMutation } from '../../../api/authApi';
import { AuthCard } from '../../../components/AuthCard';
import { TextInput } from '../../../components/TextInput';
import { PASSWORD_RULES, RESET_ANSWER } from '../../../domain/session';
import { texts } from '../../../texts';

interface ResetValues {
  current: string;
  next: string;
  confirm: string;
}

const EMPTY: ResetValues = { current: '', next: '', confirm: '' };

/**
 * /reset_password (seed 000 sections 2, 5, 8): native form validity (required, lengths) runs
 * first; new and confirm must match, and submit stays disabled while the mismatch shows.
 */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const formik = useFormik<ResetValues>({
    initialValues: EMPTY,
    onSubmit: async (values, helpers) => {
      setError(null);
      const result = await reset({ current: values.current, next: values.next });
      const answer = 'data' in result ? result.data : null;
      if (answer === RESET_ANSWER.success) {
        navigate('/logout', { replace: true });
      } else if (answer === RESET_ANSWER.nomatch) {
        helpers.resetForm({ values: EMPTY });
        setError(texts.resetPassword.currentWrong);
      } else {
        setError(texts.resetPassword.failure);
      }
    },
  });
  const { values } = formik;
  const mismatch = values.next !== '' && values.confirm !== '' && values.next !== values.confirm;

  const field = (name: keyof ResetValues, label: string, min: number, max: number, autoComplete: string) => (
    <TextInput
      id={name}
      name={name}
      type="password"
      label={label}
      required
      autoComplete={autoComplete}
      value={values[name]}
      onChange={formik.handleChange}
      helperText={texts.resetPassword.lengthHint(min, max)}
      inputProps={{ minLength: min, maxLength: max }}
    />
  );

  return (
    <AuthCard title={texts.resetPassword.title}>
      <Box component="form" onSubmit={formik.handleSubmit}>
        <Stack spacing={2}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {field('current', texts.resetPassword.current, PASSWORD_RULES.currentMin, PASSWORD_RULES.currentMax, 'current-password')}
          {field('next', texts.resetPassword.next, PASSWORD_RULES.newMin, PASSWORD_RULES.newMax, 'new-password')}
          {field('confirm', texts.resetPassword.confirm, PASSWORD_RULES.newMin, PASSWORD_RULES.newMax, 'new-password')}
          {mismatch && (
            <Alert severity="warning" role="alert">
              {texts.resetPassword.mismatch}
            </Alert>
          )}
          <Button type="submit" variant="contained" disabled={mismatch || isLoading} aria-busy={isLoading}>
            {texts.resetPassword.submit}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
