import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Stack } from '@mui/material';
import { forgotPassword } from '../../../api/signInCalls';
import { AuthCard } from '../../../components/AuthCard';
import { Notice } from '../../../components/Notice';
import { TextInput } from '../../../components/TextInput';
import { prerenderedValue } from '../../../components/prerenderedValue';
import { useHydrated, useReplayEarlyClick } from '../../../components/useEarlySubmit';
import { requestPasswordMail, type ForgotOutcome } from '../../../session/credentials';
import { texts } from '../../../texts';

/**
 * /forgot_password: 'Enter Registred Email', Submit, Go To Login (seed 000 sections 2, 5, 8).
 * One field and one call: plain state, like the login page, keeps formik and RTK Query off it.
 */
export default function ForgotPasswordPage() {
  // On the pre-rendered page, what was typed before the JavaScript arrived is kept.
  const [email, setEmail] = useState(() => prerenderedValue('email'));
  const [sending, setSending] = useState(false);
  // Never a native submission (it would put the fields in the address): see useEarlySubmit.ts.
  const ready = useHydrated();
  const { formRef, buttonRef } = useReplayEarlyClick(ready);
  const [outcome, setOutcome] = useState<ForgotOutcome | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setOutcome(await requestPasswordMail(email, (address) => forgotPassword(address)));
    setSending(false);
  };
  return (
    <AuthCard title={texts.forgotPassword.title}>
      <Box component="form" ref={formRef} method="post" noValidate onSubmit={submit} aria-label={texts.forgotPassword.title}>
        <Stack spacing={2}>
          {outcome && <Notice tone={outcome.severity}>{outcome.message}</Notice>}
          <TextInput
            id="email"
            name="email"
            type="email"
            label={texts.forgotPassword.email}
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            persistentLabel
            autoFocus
          />
          <Button ref={buttonRef} type={ready ? 'submit' : 'button'} data-early-submit="" variant="contained" disabled={sending} aria-busy={sending}>
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
