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
import {
  BUYERS_JUST_ASK,
  FOOTER_NOTE,
  HIGHLIGHTS,
  HOW_IT_WORKS,
  LANDING_BADGE,
  LANDING_HEADLINE,
  LANDING_INTRO,
  SEARCH_ITEMS,
  SIGN_IN,
  START_LISTING,
  TRY_IT,
  howItWorksSteps,
} from '@/domain/landing-copy';

const HIGHLIGHT_ICONS = { sparkles: IconSparkles, message: IconMessageCircle, tag: IconTag };

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
              {LANDING_BADGE}
            </Badge>
            <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15} maw={720}>
              {LANDING_HEADLINE}
            </Title>
            <Text size="lg" c="dimmed" maw={560}>
              {LANDING_INTRO}
            </Text>
            <Group justify="center" gap="sm">
              <Button size="md" onClick={onSignIn}>
                {START_LISTING}
              </Button>
              <Button size="md" variant="default" onClick={onSignIn}>
                {SIGN_IN}
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
                {SEARCH_ITEMS}
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
          {HIGHLIGHTS.map((item) => {
            const Icon = HIGHLIGHT_ICONS[item.icon];
            return (
              <Card key={item.title} withBorder radius="lg" p="lg">
                <ThemeIcon size={40} radius="xl" variant="light" mb="sm">
                  <Icon size={22} />
                </ThemeIcon>
                <Text fw={600}>{item.title}</Text>
                <Text size="sm" c="dimmed">
                  {item.text}
                </Text>
              </Card>
            );
          })}
        </SimpleGrid>

        <Title order={2} size="h3" mt={48} mb="md" ta="center">
          {HOW_IT_WORKS}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {howItWorksSteps(displayNumber()).map((step, index) => (
            <Group key={step.title} align="flex-start" wrap="nowrap" gap="sm">
              <ThemeIcon size={36} radius="xl" fw={700}>
                {index + 1}
              </ThemeIcon>
              <div>
                <Text fw={600}>{step.title}</Text>
                <Text size="sm" c="dimmed">
                  {step.text}
                </Text>
              </div>
            </Group>
          ))}
        </SimpleGrid>

        <Title order={2} size="h3" mt={48} mb="xs" ta="center">
          {BUYERS_JUST_ASK}
        </Title>
        <Text c="dimmed" ta="center" mb="md">
          {TRY_IT}
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
          {FOOTER_NOTE}{' '}
          <Anchor href={chatLink()} target="_blank" rel="noopener noreferrer">
            {displayNumber()}
          </Anchor>
        </Text>
      </Box>
    </Box>
  );
}
