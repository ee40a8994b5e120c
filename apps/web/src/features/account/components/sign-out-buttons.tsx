import { LOGOUT_REDIRECT_MS, MESSAGES } from '@app/shared';
import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSignOut } from '../../../state/sign-out.ts';

type Result = { ok: boolean; text: string } | null;

/** Logout and Force Logout (every device), with the spec's messages, then /login after 1.5 s. */
export function SignOutButtons() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [result, setResult] = useState<Result>(null);
  const [busy, setBusy] = useState(false);

  async function run(everywhere: boolean) {
    setBusy(true);
    try {
      await signOut(everywhere);
      setResult({ ok: true, text: everywhere ? MESSAGES.fullLogout : MESSAGES.loggedOut });
    } catch {
      setResult({ ok: false, text: everywhere ? MESSAGES.forceLogoutFailed : MESSAGES.logoutFailed });
    }
    setTimeout(() => navigate('/login', { replace: true }), LOGOUT_REDIRECT_MS);
  }

  return (
    <>
      <Group>
        <Button onClick={() => run(false)} disabled={busy}>
          Logout
        </Button>
        <Button color="red" variant="light" onClick={() => run(true)} disabled={busy}>
          Force Logout
        </Button>
      </Group>
      {result && (
        <Alert
          mt="md"
          color={result.ok ? 'green' : 'red'}
          role={result.ok ? 'status' : 'alert'}
          title={result.text}
        >
          {null}
        </Alert>
      )}
    </>
  );
}
