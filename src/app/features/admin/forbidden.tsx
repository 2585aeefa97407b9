import type { ReactNode } from 'react';
import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatPhone } from '@/domain/format';

interface ForbiddenProps {
  phone?: string | undefined;
  /** A way out, e.g. a link back to the seller's listings. */
  action?: ReactNode;
}

/** Shown to a signed-in user who is not an admin, whether the app or the server said so. */
export function Forbidden({ phone, action }: ForbiddenProps) {
  return (
    <Center mih="70vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={440} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" color="red" variant="light">
            <IconLock size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={24}>
            Not allowed
          </Title>
          <Text c="dimmed">
            The admin dashboard is only for marketplace admins.
            {phone ? ` The account ${formatPhone(phone)} is not an admin.` : ''}
          </Text>
          {action}
        </Stack>
      </Paper>
    </Center>
  );
}
