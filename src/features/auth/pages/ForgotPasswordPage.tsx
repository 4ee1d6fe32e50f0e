import { useState } from 'react';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useForgotPasswordMutation } from '../../../api/authApi';
import { AuthCard } from '../../../components/AuthCard';
import { TextInput } from '../../../components/TextInput';
import { prerenderedValue } from '../../../components/prerenderedValue';
import { FORGOT_ANSWER, isValidEmail } from '../../../domain/session';
import { texts } from '../../../texts';

type Outcome = { severity: 'success' | 'error'; message: string } | null;

/** /forgot_password: 'Enter Registred Email', Submit, Go To Login (seed 000 sections 2, 5, 8). */
export default function ForgotPasswordPage() {
  const [send, { isLoading }] = useForgotPasswordMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formik = useFormik({
    // On the pre-rendered page, what was typed before the JavaScript arrived is kept.
    initialValues: { email: prerenderedValue('email') },
    onSubmit: async ({ email }) => {
      if (!isValidEmail(email)) {
        setOutcome({ severity: 'error', message: texts.forgotPassword.invalidEmail });
        return;
      }
      const result = await send(email.trim());
      if ('error' in result) setOutcome({ severity: 'error', message: texts.common.requestFailed });
      else if (result.data === FORGOT_ANSWER.valid) setOutcome({ severity: 'success', message: texts.forgotPassword.sent });
      else setOutcome({ severity: 'error', message: texts.forgotPassword.invalidEmail });
    },
  });
  return (
    <AuthCard title={texts.forgotPassword.title}>
      <Box component="form" noValidate onSubmit={formik.handleSubmit}>
        <Stack spacing={2}>
          {outcome && (
            <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
              {outcome.message}
            </Alert>
          )}
          <TextInput
            id="email"
            name="email"
            type="email"
            label={texts.forgotPassword.email}
            autoComplete="email"
            value={formik.values.email}
            onChange={formik.handleChange}
            autoFocus
          />
          <Button type="submit" variant="contained" disabled={isLoading} aria-busy={isLoading}>
            {texts.forgotPassword.submit}
          </Button>
          <Button component={RouterLink} to="/login">
            {texts.forgotPassword.goToLogin}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
