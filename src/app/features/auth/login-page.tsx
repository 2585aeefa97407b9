import { Box, Button, Card, Center, Group, Text, ThemeIcon } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { signIn } from '../../local/session';
import { CodeEntry } from './code-entry';
import { Landing } from './landing';
import { LINK_FAILED, SignInPanel } from './sign-in-panel';
import { signInWithLink, type SignedIn } from './sign-in-api';
import { useTimedMessage } from './use-timed-message';

const route = getRouteApi('/login');

type View = 'landing' | 'sign-in' | 'code';

/**
 * /login: the landing page, the sign-in screen and code entry. A `token` in the address goes
 * straight to the sign-in screen and signs in with it.
 */
export function LoginPage() {
  const { token } = route.useSearch();
  const navigate = useNavigate();
  const [view, setView] = useState<View>(token ? 'sign-in' : 'landing');
  const [verifyingLink, setVerifyingLink] = useState(Boolean(token));
  const [linkError, setLinkError] = useTimedMessage();
  const triedToken = useRef<string | null>(null);

  const finish = (signedIn: SignedIn) => {
    signIn(signedIn.user, signedIn.token);
    void navigate({ to: '/', replace: true });
  };

  useEffect(() => {
    // A link token is single-use: try it once, even under StrictMode's double effects.
    if (!token || triedToken.current === token) return;
    triedToken.current = token;
    setView('sign-in');
    setVerifyingLink(true);
    signInWithLink(token)
      .then(finish)
      .catch(() => {
        setLinkError(LINK_FAILED);
        // Drop the spent token from the address so a reload does not try it again.
        void navigate({ to: '/login', search: {}, replace: true });
      })
      .finally(() => setVerifyingLink(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (view === 'landing') {
    return (
      <Box>
        <TopBar onSignIn={() => setView('sign-in')} />
        <Landing onSignIn={() => setView('sign-in')} />
      </Box>
    );
  }

  return (
    <Box mih="100vh" bg="var(--mantine-color-default-hover)">
      <TopBar onHome={() => setView('landing')} />
      <Center px="sm" py={{ base: 24, sm: 64 }}>
        <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440} shadow="sm">
          {view === 'code' ? (
            <CodeEntry onSignedIn={finish} onBack={() => setView('sign-in')} />
          ) : (
            <SignInPanel
              verifyingLink={verifyingLink}
              error={linkError}
              onEnterCode={() => setView('code')}
            />
          )}
        </Card>
      </Center>
    </Box>
  );
}

function TopBar({ onSignIn, onHome }: { onSignIn?: () => void; onHome?: () => void }) {
  return (
    <Group
      justify="space-between"
      px={{ base: 'sm', sm: 'lg' }}
      h={64}
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group
        gap={8}
        wrap="nowrap"
        onClick={onHome}
        style={{ cursor: onHome ? 'pointer' : undefined }}
        role={onHome ? 'button' : undefined}
        aria-label={onHome ? 'Back to the start page' : undefined}
      >
        <ThemeIcon size={34} radius="xl">
          <IconBrandWhatsapp size={20} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          Seller{' '}
          <Text span inherit c="brand">
            Dashboard
          </Text>
        </Text>
      </Group>
      {onSignIn ? (
        <Button variant="light" onClick={onSignIn}>
          Sign in
        </Button>
      ) : null}
    </Group>
  );
}
