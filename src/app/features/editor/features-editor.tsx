import { useRef } from 'react';
import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import { TEXT_LIMITS } from '@/domain';
import { i18n } from '@/app/ui/i18n';
import { fieldErrorText } from '@/app/ui/i18n/field-errors';

export interface FeaturesEditorProps {
  features: readonly string[];
  /** Errors by form path: 'features' for the list, 'features.2' for one row. */
  errors: Record<string, unknown>;
  onChange: (features: string[]) => void;
  /** The seller left row `index`. */
  onBlur: (index: number) => void;
}

const errorText = fieldErrorText;

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
      label={i18n._('editor.features')}
      description={i18n._('editor.features.hint', { max: TEXT_LIMITS.features })}
      error={errorText(errors.features)}
    >
      <Stack gap="xs" mt={6} ref={list}>
        {features.map((feature, index) => (
          <Group key={index} gap={4} wrap="nowrap" align="flex-start">
            <TextInput
              style={{ flex: 1 }}
              aria-label={i18n._('editor.feature', { number: index + 1 })}
              placeholder={i18n._('editor.feature.placeholder')}
              value={feature}
              onChange={(event) => set(index, event.currentTarget.value)}
              onBlur={() => onBlur(index)}
              error={errorText(errors[`features.${index}`])}
            />
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={i18n._('editor.feature.up', { number: index + 1 })}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={i18n._('editor.feature.down', { number: index + 1 })}
              disabled={index === features.length - 1}
              onClick={() => move(index, 1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={i18n._('editor.feature.remove', { number: index + 1 })}
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
            {i18n._('editor.feature.add')}
          </Button>
          {full && (
            <Text size="xs" c="dimmed">
              {i18n._('editor.features.full', { max: TEXT_LIMITS.features })}
            </Text>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
