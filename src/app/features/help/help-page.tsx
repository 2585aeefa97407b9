import { Alert, Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { chatLink, displayNumber } from '@/app/ui/chat-links';

/** Help centre (spec): how buyers find listings, editing, deleting, and the rules. */
export function HelpPage() {
  return (
    <Stack gap="md" maw={820}>
      <Title order={1} size="h2">
        Help Centre
      </Title>

      <Card withBorder radius="lg" p="lg">
        <Title order={2} size="h4" mb="xs">
          How buyers find your listings
        </Title>
        <Text>
          Buyers chat with our WhatsApp chatbot at{' '}
          <Anchor href={chatLink()} target="_blank" rel="noopener noreferrer">
            {displayNumber()}
          </Anchor>
          . They describe what they are looking for, for example &quot;Looking for a house in
          Harare&quot;, and the chatbot shows them matching listings, yours included. Buyers then
          contact you directly on the number in your profile.
        </Text>
      </Card>

      <Card withBorder radius="lg" p="lg">
        <Title order={2} size="h4" mb="xs">
          Editing a listing
        </Title>
        <List type="ordered" spacing={4}>
          <List.Item>Open the listing from My Listings.</List.Item>
          <List.Item>Click Edit.</List.Item>
          <List.Item>Change what you need.</List.Item>
          <List.Item>Click Save Changes.</List.Item>
        </List>
      </Card>

      <Card withBorder radius="lg" p="lg">
        <Title order={2} size="h4" mb="xs">
          Deleting a listing
        </Title>
        <List type="ordered" spacing={4}>
          <List.Item>Open the listing from My Listings.</List.Item>
          <List.Item>Click Delete.</List.Item>
          <List.Item>Confirm with Delete Listing. This cannot be undone.</List.Item>
        </List>
        <Text mt="sm">
          All your listings are on{' '}
          <Anchor component={Link} to="/listings">
            My Listings
          </Anchor>
          .
        </Text>
      </Card>

      <Card withBorder radius="lg" p="lg">
        <Title order={2} size="h4" mb="xs">
          Content guidelines
        </Title>
        <Text mb="sm">
          Keep listings honest, legal and respectful. Describe the real item or service, with real
          photos and a real price.
        </Text>
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          Sexual or pornographic content is strictly prohibited. Posting it may have legal
          consequences and leads to immediate account suspension.
        </Alert>
      </Card>
    </Stack>
  );
}
