import { Box, Button, Card, Center, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { getRouteApi, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ApiError } from '@/app/api/client';
import { SuspensionScreen, noteSuspension, useSuspension } from '@/app/features/account';
import { signIn } from '@/app/local/session';
import { i18n } from '@/app/ui/i18n';
import { BRAND_FIRST, BRAND_SECOND } from '@/domain/landing-copy';
import type { LoginStep } from './login-search';
import { CodeEntry } from './code-entry';
import { Landing } from './landing';
import { SignInPanel } from './sign-in-panel';
import { describeSignInError, linkRefused } from './sign-in-errors';
import { signInWithLinkOnce } from './link-sign-in';
import type { SignedIn } from './sign-in-api';
import { useTimedMessage } from './use-timed-message';

const route = getRouteApi('/login');

/**
 * /login: the landing page, the sign-in screen (?step=sign-in) and code entry (?step=code), each
 * a history entry so the phone's Back returns to the previous step. A `token` in the address
 * goes straight to the sign-in screen and signs in with it.
 */
export function LoginPage() {
  const { token, step, next } = route.useSearch();
  const navigate = useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const view: LoginStep | 'landing' = token ? 'sign-in' : (step ?? 'landing');
  const withNext = next ? { next } : {};
  const setView = (view: LoginStep | 'landing') =>
    void navigate({
      to: '/login',
      search: view === 'landing' ? withNext : { step: view, ...withNext },
    });
  // Signed in: where the address said to go next (a path of this site only), or home.
  const goOn = () =>
    void (next
      ? router.navigate({ href: next, replace: true })
      : navigate({ to: '/', replace: true }));
  // The in-page Back from code entry is the browser's Back when it came from the sign-in step.
  const backToSignIn = () =>
    canGoBack
      ? router.history.back()
      : void navigate({ to: '/login', search: { step: 'sign-in', ...withNext }, replace: true });
  const [verifyingLink, setVerifyingLink] = useState(Boolean(token));
  const [linkError, setLinkError] = useTimedMessage();
  const suspension = useSuspension();

  const finish = (signedIn: SignedIn) => {
    signIn(signedIn.user, signedIn.token);
    goOn();
  };

  useEffect(() => {
    if (!token) return;
    // One attempt per token and page load, shared by every render of this screen; a link this
    // browser already signed in with is not sent again (link-sign-in.ts).
    let current = true;
    setVerifyingLink(true);
    signInWithLinkOnce(token)
      .then(() => {
        if (current) goOn();
      })
      .catch((failure: unknown) => {
        if (!current) return;
        // A suspended account's link: the suspension screen says why (and the link is dropped).
        if (failure instanceof ApiError && noteSuspension(failure.body)) {
          void navigate({ to: '/login', replace: true });
          return;
        }
        setLinkError(describeSignInError(failure, 'link'));
        // Drop a token the server turned down from the address, so a reload does not try it
        // again. One that never reached the server (no link, server busy, too many tries) is
        // still good: it stays, and a reload signs in with it.
        if (linkRefused(failure))
          void navigate({ to: '/login', search: { step: 'sign-in', ...withNext }, replace: true });
      })
      .finally(() => {
        if (current) setVerifyingLink(false);
      });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  // A suspended account cannot sign in: the device says so, and how to appeal, at every start.
  if (suspension && !token) return <SuspensionScreen notice={suspension} />;

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
            <CodeEntry onSignedIn={finish} onBack={backToSignIn} />
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

function Brand() {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={34} radius="xl" aria-hidden>
        <IconBrandWhatsapp size={20} />
      </ThemeIcon>
      <Text fw={700} size="lg">
        {/* The product's name, the same in every language. */}
        {BRAND_FIRST}{' '}
        <Text span inherit c="brand">
          {BRAND_SECOND}
        </Text>
      </Text>
    </Group>
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
      {onHome ? (
        // A real button (keyboard and screen reader), named by the words it shows and then what
        // it does (WCAG 2.5.3).
        <UnstyledButton onClick={onHome} aria-label={i18n._('signIn.homeLabel')} mih={44}>
          <Brand />
        </UnstyledButton>
      ) : (
        <Brand />
      )}
      {onSignIn ? (
        <Button variant="light" onClick={onSignIn}>
          {i18n._('landing.signIn')}
        </Button>
      ) : null}
    </Group>
  );
}
