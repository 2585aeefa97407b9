import { Card, Text } from '@mantine/core';

export function WelcomeCard() {
  return (
    <Card radius="lg" p="md" bg="var(--mantine-color-brand-light)">
      <Text fw={600} mb={4}>
        Welcome
      </Text>
      <Text size="sm">
        List and advertise your items for free on our chatbot powered WhatsApp marketplace.
      </Text>
    </Card>
  );
}
