import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  List,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBrandWhatsapp, IconLock } from '@tabler/icons-react';
import { formatDate, formatPhone } from '@/domain/format';
import { chatLink, displayNumber } from '@/app/ui/chat-links';
import { clearSuspension, type SuspensionNotice } from './suspension';

/**
 * What the appeal opens the chat with: 'Login'. The bot answers a suspended seller's 'Login' with
 * the suspension and takes the next message as the appeal.
 */
export const APPEAL_TEXT = 'Login';

/**
 * Shown instead of the sign-in screens while the device knows the account is suspended: what
 * happened, the marketplace's reason, how to appeal (a reply to the bot on WhatsApp, which an
 * admin reads), and that nothing on the phone was lost.
 */
export function SuspensionScreen({ notice }: { notice: SuspensionNotice }) {
  const since = formatDate(notice.at);
  return (
    <Box component="main" mih="100vh" bg="var(--mantine-color-default-hover)">
      <Center px="sm" py={{ base: 24, sm: 64 }}>
        <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={480} shadow="sm">
          <Stack gap="md">
            <ThemeIcon size={48} radius="xl" color="red" variant="light" aria-hidden>
              <IconLock size={26} />
            </ThemeIcon>
            <div>
              <Title order={1} size="h2">
                Your account is suspended
              </Title>
              {notice.phone ? (
                <Text c="dimmed" size="sm" mt={4}>
                  Account {formatPhone(notice.phone)}
                  {since ? ` · since ${since}` : ''}
                </Text>
              ) : null}
            </div>
            {/* The server's message repeats the reason; the reason is shown once, on its own. */}
            <Text size="sm">
              The marketplace has suspended this account. Buyers do not see its listings.
            </Text>
            <Alert color="red" variant="light" title="Reason">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {notice.reason}
              </Text>
            </Alert>
            <div>
              <Title order={2} size="h4" mb={6}>
                How to appeal
              </Title>
              <List size="sm" spacing={4} type="ordered">
                <List.Item>
                  Send <b>Login</b> to the marketplace on WhatsApp at <b>{displayNumber()}</b>. The
                  chatbot answers with the suspension.
                </List.Item>
                <List.Item>
                  Reply to that message saying why the suspension should be lifted. An admin reviews
                  every appeal.
                </List.Item>
                <List.Item>
                  When your account is restored, send <b>Login</b> again to sign in.
                </List.Item>
              </List>
            </div>
            <Button
              component="a"
              href={chatLink(APPEAL_TEXT)}
              target="_blank"
              rel="noopener noreferrer"
              size="md"
              leftSection={<IconBrandWhatsapp size={20} />}
              color="brand"
            >
              Appeal on WhatsApp
            </Button>
            <Text size="sm" c="dimmed">
              Your drafts and photos stay on this phone.
            </Text>
            <Stack gap={4}>
              <Text size="sm" ta="center" id="sign-in-again-hint">
                Account restored, or another account on this phone?
              </Text>
              <Button
                variant="light"
                onClick={clearSuspension}
                aria-describedby="sign-in-again-hint"
              >
                Sign in again
              </Button>
            </Stack>
          </Stack>
        </Card>
      </Center>
    </Box>
  );
}
