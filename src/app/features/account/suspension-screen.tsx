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
import { IconLock } from '@tabler/icons-react';
import { formatDate, formatPhone } from '@/domain/format';
import { ChatButton } from '@/app/ui/chat-button';
import { displayNumber } from '@/app/ui/chat-links';
import { Trans, i18n } from '@/app/ui/i18n';
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
                {i18n._('suspended.title')}
              </Title>
              {notice.phone ? (
                <Text c="dimmed" size="sm" mt={4}>
                  {since
                    ? i18n._('suspended.accountSince', { phone: formatPhone(notice.phone), since })
                    : i18n._('suspended.account', { phone: formatPhone(notice.phone) })}
                </Text>
              ) : null}
            </div>
            {/* The server's message repeats the reason; the reason is shown once, on its own. */}
            <Text size="sm">{i18n._('suspended.text')}</Text>
            <Alert color="red" variant="light" title={i18n._('suspended.reason')}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {notice.reason}
              </Text>
            </Alert>
            <div>
              <Title order={2} size="h4" mb={6}>
                {i18n._('suspended.appeal.title')}
              </Title>
              <List size="sm" spacing={4} type="ordered">
                <List.Item>
                  <Trans
                    id={/*i18n*/ 'suspended.appeal.send'}
                    values={{ number: displayNumber() }}
                    components={{ 0: <b />, 1: <b /> }}
                  />
                </List.Item>
                <List.Item>{i18n._('suspended.appeal.reply')}</List.Item>
                <List.Item>
                  <Trans id={/*i18n*/ 'suspended.appeal.restored'} components={{ 0: <b /> }} />
                </List.Item>
              </List>
            </div>
            <ChatButton text={APPEAL_TEXT}>{i18n._('suspended.appeal.button')}</ChatButton>
            <Text size="sm" c="dimmed">
              {i18n._('suspended.kept')}
            </Text>
            <Stack gap={4}>
              <Text size="sm" ta="center" id="sign-in-again-hint">
                {i18n._('suspended.signInAgain.hint')}
              </Text>
              <Button
                variant="light"
                onClick={clearSuspension}
                aria-describedby="sign-in-again-hint"
              >
                {i18n._('suspended.signInAgain')}
              </Button>
            </Stack>
          </Stack>
        </Card>
      </Center>
    </Box>
  );
}
