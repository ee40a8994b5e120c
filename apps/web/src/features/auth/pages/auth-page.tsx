import {
  AUTH_MESSAGES,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_SAVED_REDIRECT_MS,
} from '@app/shared';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Divider,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useClientConfig } from '../../../queries/client-config.ts';
import { afterSignInPath, useRefreshSession } from '../../../state/session.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { resetPassword } from '../api/reset-password.ts';
import { signIn } from '../api/sign-in.ts';
import { signInWithGoogle } from '../api/sign-in-with-google.ts';
import { signUp } from '../api/sign-up.ts';
import { authErrorText } from '../components/auth-error-text.ts';

type Mode = 'login' | 'signup' | 'reset';

const TITLES: Record<Mode, string> = { login: 'Login', signup: 'Sign Up', reset: 'Reset Password' };

/** The spec's auth page: /login, /signup and /reset-password (with ?token= the new-password step). */
export default function AuthPage({ mode }: { mode: Mode }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const config = useClientConfig();
  const redirect = params.get('redirect');
  const resetToken = mode === 'reset' ? params.get('token') : null;

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(
    params.get('error') === 'INVALID_TOKEN' ? AUTH_MESSAGES.resetLinkInvalid : null,
  );
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const withRedirect = (path: string) =>
    redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    setBusy(true);
    try {
      if (resetToken) {
        await resetPassword(resetToken, password);
        setSuccess(AUTH_MESSAGES.passwordChanged);
        setPassword('');
      } else if (mode === 'reset') {
        await requestPasswordReset(email.trim());
        setSuccess(MESSAGES.resetEmailSent);
      } else {
        if (mode === 'signup') await signUp({ email: email.trim(), password });
        else await signIn({ login: email.trim(), password });
        const user = await refreshSession();
        if (mode === 'signup') {
          setSuccess(MESSAGES.accountCreated);
          await new Promise((resolve) => setTimeout(resolve, PROFILE_SAVED_REDIRECT_MS));
        }
        navigate(afterSignInPath(user, redirect), { replace: true });
      }
    } catch (err) {
      setError(authErrorText(err));
    } finally {
      setBusy(false);
    }
  }

  const showPassword = mode !== 'reset' || Boolean(resetToken);
  const showGoogle = mode !== 'reset' && config.data?.googleAuth === true;

  return (
    <Container size={420} py="xl">
      <Title order={1} ta="center">
        {resetToken ? 'Choose a new password' : TITLES[mode]}
      </Title>
      <Paper withBorder p="lg" mt="lg" radius="md">
        <form onSubmit={onSubmit} noValidate={false}>
          <Stack>
            {error && (
              <Alert color="red" role="alert" title={error}>
                {null}
              </Alert>
            )}
            {success && (
              <Alert color="green" role="status" title={success}>
                {null}
              </Alert>
            )}
            {!resetToken && (
              <TextInput
                // Login takes an email or an owner's username (product decisions); the other modes an email.
                label={mode === 'login' ? 'Email or username' : 'Email'}
                type={mode === 'login' ? 'text' : 'email'}
                autoComplete={mode === 'login' ? 'username' : 'email'}
                required
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
              />
            )}
            {showPassword && (
              <PasswordInput
                label={resetToken ? 'New password' : 'Password'}
                autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
                required
                minLength={mode === 'login' ? undefined : PASSWORD_MIN_LENGTH}
                maxLength={PASSWORD_MAX_LENGTH}
                description={
                  mode === 'login' ? undefined : `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`
                }
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
              />
            )}
            <Button type="submit" loading={busy} fullWidth>
              {resetToken ? 'Save new password' : mode === 'reset' ? 'Send reset email' : TITLES[mode]}
            </Button>
            {showGoogle && (
              <>
                <Divider label="or" labelPosition="center" />
                <Button
                  variant="default"
                  fullWidth
                  onClick={() =>
                    signInWithGoogle(redirect ?? '/').catch((err) => setError(authErrorText(err)))
                  }
                >
                  {mode === 'signup' ? 'Sign up with Google' : 'Login with Google'}
                </Button>
              </>
            )}
          </Stack>
        </form>
        <Stack gap={4} mt="md" align="center">
          {mode === 'login' && (
            <>
              <Anchor component={Link} to="/reset-password">
                Forgot Password?
              </Anchor>
              <Text size="sm">
                New here? {/* Underlined: in dark mode the link's colour alone is too close to the text's. */}
                <Anchor component={Link} to={withRedirect('/signup')} underline="always">
                  Sign Up
                </Anchor>
              </Text>
            </>
          )}
          {mode === 'signup' && (
            <Text size="sm">
              Have an account?{' '}
              <Anchor component={Link} to={withRedirect('/login')} underline="always">
                Login
              </Anchor>
            </Text>
          )}
          {mode === 'reset' && (
            <Anchor component={Link} to="/login">
              Back to Login
            </Anchor>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
