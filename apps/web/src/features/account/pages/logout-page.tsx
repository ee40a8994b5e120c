import { LOGOUT_REDIRECT_MS, MESSAGES } from '@app/shared';
import { Alert, Container } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSignOut } from '../../../state/sign-out.ts';

/** /logout (the sidebars' and user menu's Logout): signs out, says so, then /login after 1.5 s. */
export default function LogoutPage() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    signOut(false)
      .then(() => setResult({ ok: true, text: MESSAGES.loggedOut }))
      .catch(() => setResult({ ok: false, text: MESSAGES.logoutFailed }))
      .finally(() => {
        timer = setTimeout(() => navigate('/login', { replace: true }), LOGOUT_REDIRECT_MS);
      });
    return () => clearTimeout(timer);
  }, [signOut, navigate]);

  return (
    <Container size="sm" py="xl">
      {result && (
        <Alert color={result.ok ? 'green' : 'red'} role={result.ok ? 'status' : 'alert'} title={result.text}>
          {null}
        </Alert>
      )}
    </Container>
  );
}
