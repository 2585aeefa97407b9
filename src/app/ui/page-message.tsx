import { Center, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A whole screen that only says something (not found, an error): a title, then `children`. */
export function PageMessage({
  title,
  maw,
  children,
}: {
  title: string;
  maw: number;
  children: ReactNode;
}) {
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" maw={maw} ta="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Center>
  );
}
