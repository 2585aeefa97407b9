import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBrandWhatsapp,
  IconMessageCircle,
  IconSearch,
  IconSparkles,
  IconTag,
} from '@tabler/icons-react';
import { SAMPLE_PROMPTS, chatLink, displayNumber } from '@/app/ui/chat-links';
import { InstallButton } from '@/app/ui/install-button';
import { EXAMPLE_CATEGORIES } from '@/domain/catalogue/example-categories';
import { keepOnOneLine } from '@/domain/format';
import { i18n } from '@/app/ui/i18n';

/** The three highlights: icon and message ids. */
const HIGHLIGHTS = [
  {
    Icon: IconSparkles,
    title: /*i18n*/ 'landing.highlight.ai.title',
    text: /*i18n*/ 'landing.highlight.ai.text',
  },
  {
    Icon: IconMessageCircle,
    title: /*i18n*/ 'landing.highlight.chats.title',
    text: /*i18n*/ 'landing.highlight.chats.text',
  },
  {
    Icon: IconTag,
    title: /*i18n*/ 'landing.highlight.free.title',
    text: /*i18n*/ 'landing.highlight.free.text',
  },
];

/** The three steps; the first names the chat number (`{number}`). */
const STEPS = [
  { title: /*i18n*/ 'landing.step.send.title', text: /*i18n*/ 'landing.step.send.text' },
  { title: /*i18n*/ 'landing.step.open.title', text: /*i18n*/ 'landing.step.open.text' },
  { title: /*i18n*/ 'landing.step.add.title', text: /*i18n*/ 'landing.step.add.text' },
];

/** The public landing page (spec, /login). */
export function Landing({ onSignIn }: { onSignIn: () => void }) {
  return (
    <Box>
      <Box
        py={{ base: 40, sm: 72 }}
        style={{
          background:
            'linear-gradient(160deg, var(--mantine-color-brand-light) 0%, var(--mantine-color-body) 70%)',
        }}
      >
        <Container size="md">
          <Stack align="center" ta="center" gap="lg">
            <Badge size="lg" variant="light" leftSection={<IconBrandWhatsapp size={14} />}>
              {i18n._('landing.badge')}
            </Badge>
            <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15} maw={720}>
              {i18n._('landing.headline')}
            </Title>
            <Text size="lg" c="dimmed" maw={560}>
              {i18n._('landing.intro')}
            </Text>
            <Group justify="center" gap="sm">
              <Button size="md" onClick={onSignIn}>
                {i18n._('landing.startListing')}
              </Button>
              <Button size="md" variant="default" onClick={onSignIn}>
                {i18n._('landing.signIn')}
              </Button>
              <Button
                size="md"
                variant="light"
                component="a"
                href={chatLink()}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={<IconSearch size={18} />}
              >
                {i18n._('landing.searchItems')}
              </Button>
              <InstallButton size="md" variant="outline" />
            </Group>
            <Group justify="center" gap={6} maw={640}>
              {EXAMPLE_CATEGORIES.map((category) => (
                <Badge key={category} variant="outline" color="gray" radius="xl" tt="none" fw={500}>
                  {category}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="md" py={{ base: 32, sm: 56 }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {HIGHLIGHTS.map(({ Icon, title, text }) => (
            <Card key={title} withBorder radius="lg" p="lg">
              <ThemeIcon size={40} radius="xl" variant="light" mb="sm">
                <Icon size={22} />
              </ThemeIcon>
              <Text fw={600}>{i18n._(title)}</Text>
              <Text size="sm" c="dimmed">
                {i18n._(text)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>

        <Title order={2} size="h3" mt={48} mb="md" ta="center">
          {i18n._('landing.howItWorks')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {STEPS.map((step, index) => (
            <Group key={step.title} align="flex-start" wrap="nowrap" gap="sm">
              <ThemeIcon size={36} radius="xl" fw={700}>
                {index + 1}
              </ThemeIcon>
              <div>
                <Text fw={600}>{i18n._(step.title)}</Text>
                <Text size="sm" c="dimmed">
                  {/* The number never breaks across lines (a narrow card would split it). */}
                  {i18n._(step.text, { number: keepOnOneLine(displayNumber()) })}
                </Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>

        <Title order={2} size="h3" mt={48} mb="xs" ta="center">
          {i18n._('landing.buyersJustAsk')}
        </Title>
        <Text c="dimmed" ta="center" mb="md">
          {i18n._('landing.tryIt')}
        </Text>
        <Stack gap="xs" maw={460} mx="auto">
          {SAMPLE_PROMPTS.map((prompt) => (
            <Button
              key={prompt}
              component="a"
              href={chatLink(prompt)}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              justify="space-between"
              rightSection={<IconBrandWhatsapp size={18} />}
            >
              {prompt}
            </Button>
          ))}
        </Stack>
      </Container>

      <Box component="footer" py="lg" px="md" bg="var(--mantine-color-default-hover)">
        <Text size="sm" c="dimmed" ta="center">
          {i18n._('landing.footerNote')}{' '}
          <Anchor href={chatLink()} target="_blank" rel="noopener noreferrer">
            {displayNumber()}
          </Anchor>
        </Text>
      </Box>
    </Box>
  );
}
