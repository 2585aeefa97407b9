import { useRef } from 'react';
import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import { TEXT_LIMITS } from '@/domain';

export interface FeaturesEditorProps {
  features: readonly string[];
  /** Errors by form path: 'features' for the list, 'features.2' for one row. */
  errors: Record<string, unknown>;
  onChange: (features: string[]) => void;
  /** The seller left row `index`. */
  onBlur: (index: number) => void;
}

const errorText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The listing's features, one short line each (up to 30 of 200 characters): added, removed and
 * moved up or down. Blank rows are not sent.
 */
export function FeaturesEditor({ features, errors, onChange, onBlur }: FeaturesEditorProps) {
  const list = useRef<HTMLDivElement>(null);
  const full = features.length >= TEXT_LIMITS.features;

  function set(index: number, text: string) {
    onChange(features.map((feature, i) => (i === index ? text : feature)));
  }

  function move(index: number, by: number) {
    const next = [...features];
    const target = index + by;
    if (target < 0 || target >= next.length) return;
    [next[index], next[target]] = [next[target]!, next[index]!];
    onChange(next);
  }

  function add() {
    onChange([...features, '']);
    // The new row takes the focus, so the seller types straight on.
    setTimeout(() => {
      const inputs = list.current?.querySelectorAll<HTMLInputElement>('input');
      inputs?.[inputs.length - 1]?.focus();
    });
  }

  return (
    <Input.Wrapper
      label="Features (Optional)"
      description={`Short points buyers look for, such as 'Borehole' or 'Solar backup'. Up to ${TEXT_LIMITS.features}.`}
      error={errorText(errors.features)}
    >
      <Stack gap="xs" mt={6} ref={list}>
        {features.map((feature, index) => (
          <Group key={index} gap={4} wrap="nowrap" align="flex-start">
            <TextInput
              style={{ flex: 1 }}
              aria-label={`Feature ${index + 1}`}
              placeholder="e.g. Borehole"
              value={feature}
              onChange={(event) => set(index, event.currentTarget.value)}
              onBlur={() => onBlur(index)}
              error={errorText(errors[`features.${index}`])}
            />
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`Move feature ${index + 1} up`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={`Move feature ${index + 1} down`}
              disabled={index === features.length - 1}
              onClick={() => move(index, 1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove feature ${index + 1}`}
              onClick={() => onChange(features.filter((_, i) => i !== index))}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={full}
            onClick={add}
          >
            Add feature
          </Button>
          {full && (
            <Text size="xs" c="dimmed">
              {TEXT_LIMITS.features} features is the most a listing can have.
            </Text>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
