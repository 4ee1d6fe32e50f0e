import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { Box, Button, Stack } from '@mui/material';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { AuthCard } from '../../../components/AuthCard';
import { LoginAside } from '../../../components/slots';
import { Notice } from '../../../components/Notice';
import { TextInput } from '../../../components/TextInput';
import { prerenderedValue } from '../../../components/prerenderedValue';
import { useHydrated, useReplayEarlyClick } from '../../../components/useEarlySubmit';
import { isExpired } from '../../../domain/session';
import { texts } from '../../../texts';
import { serverTimeNow } from '../../../session/serverClock';
import { loginErrorCleared, selectAuth, selectSession } from '../../../session/slice';
import { signIn } from '../../../session/signIn';
import { afterSignIn } from '../../../session/credentials';

/**
 * /login: Username, Password, LOGIN, Forgot Password, Test Component (seed 000 section 2).
 * A production build also serves this page pre-rendered, where a small script (src/public)
 * signs in before the app loads; both use the rules of src/session/credentials.ts.
 */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const { loading, error, clockOffsetMs } = useAppSelector(selectAuth);
  const session = useAppSelector(selectSession);
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;

  useEffect(() => () => void dispatch(loginErrorCleared()), [dispatch]);

  // Two fields and one rule: plain state keeps formik out of the first page's JavaScript.
  // On the pre-rendered page, what was typed before the JavaScript arrived is kept.
  const [username, setUsername] = useState(() => prerenderedValue('username'));
  const [password, setPassword] = useState(() => prerenderedValue('password'));
  // Never a native submission (it would put the fields in the address): see useEarlySubmit.ts.
  const ready = useHydrated();
  const { formRef, buttonRef } = useReplayEarlyClick(ready);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The password goes to the server only: never into the store or an action.
    void signIn(dispatch, username, password);
  };

  if (session && !isExpired(session.claims, serverTimeNow(clockOffsetMs))) {
    return <Navigate to={afterSignIn(from)} replace />;
  }

  return (
    <AuthCard title={texts.login.welcome} subtitle={texts.login.welcomeSub}>
      <Box component="form" ref={formRef} method="post" noValidate onSubmit={submit} aria-label={texts.login.title}>
        <Stack spacing={2}>
          {error && <Notice tone="error">{error}</Notice>}
          <TextInput
            id="username"
            name="username"
            label={texts.login.username}
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            persistentLabel
            autoFocus
          />
          <TextInput
            id="password"
            name="password"
            type="password"
            label={texts.login.password}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            persistentLabel
          />
          <Button ref={buttonRef} type={ready ? 'submit' : 'button'} data-early-submit="" variant="contained" size="large" disabled={loading} aria-busy={loading}>
            {texts.login.submit}
          </Button>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Button component={RouterLink} to="/forgot_password">
              {texts.login.forgotPassword}
            </Button>
            <Button component={RouterLink} to="/TestComponent">
              {texts.login.testComponent}
            </Button>
          </Stack>
        </Stack>
      </Box>
      {/* Whatever fills the aside (mock builds: the demo accounts), loaded on demand. */}
      <LoginAside />
    </AuthCard>
  );
}
