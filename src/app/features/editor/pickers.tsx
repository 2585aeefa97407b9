import { useId, useMemo, useState } from 'react';
import {
  Button,
  Card,
  Input,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { LISTING_TYPES, type Option } from '@/domain';
import { i18n } from '@/app/ui/i18n';
import classes from './pickers.module.css';

/** Case-insensitive match of a search against any of the given texts. */
function matches(search: string, ...texts: string[]): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || texts.some((text) => text.toLowerCase().includes(needle));
}

interface PickerFieldProps {
  label: string;
  placeholder: string;
  value?: string | null;
  valueLabel?: string;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  onOpen: () => void;
}

/** A select-looking button that opens a picker modal. */
function PickerField({
  label,
  placeholder,
  valueLabel,
  disabled,
  required,
  error,
  onOpen,
}: PickerFieldProps) {
  const id = useId();
  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={error}
      labelProps={{ id: `${id}-label` }}
    >
      <Input
        component="button"
        type="button"
        pointer
        disabled={disabled}
        error={Boolean(error)}
        rightSection={<IconChevronDown size={16} />}
        onClick={onOpen}
        // Named by its label and then what it shows (the choice, or the prompt to make one), so
        // the visible words are part of its name (WCAG 2.5.3).
        aria-labelledby={`${id}-label ${id}-shown`}
      >
        <span id={`${id}-shown`}>
          {valueLabel ? valueLabel : <Input.Placeholder>{placeholder}</Input.Placeholder>}
        </span>
      </Input>
    </Input.Wrapper>
  );
}

interface TypeCardProps {
  label: string;
  description: string;
  /** 'n of total' among the cards shown. */
  position: string;
  chosen: boolean;
  onChoose: () => void;
}

/**
 * One listing type: its label is the button (its name is the words it shows, WCAG 2.5.3), the
 * description and the card's number describe it, and a tap anywhere on the card chooses it.
 */
function TypeCard({ label, description, position, chosen, onChoose }: TypeCardProps) {
  const id = useId();
  return (
    <Card
      withBorder
      radius="md"
      h="100%"
      className={classes.card}
      style={{ borderColor: chosen ? 'var(--mantine-primary-color-filled)' : undefined }}
    >
      <Text size="xs" c="dimmed" id={`${id}-position`}>
        {position}
      </Text>
      <UnstyledButton
        className={classes.choose}
        onClick={onChoose}
        aria-describedby={`${id}-description ${id}-position`}
      >
        {label}
      </UnstyledButton>
      <Text size="sm" c="dimmed" id={`${id}-description`}>
        {description}
      </Text>
    </Card>
  );
}

export interface TypePickerProps {
  value?: string | null;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string;
}

/** The listing type: a full-screen modal with search over label and description. */
export function TypePicker({ value, onChange, disabled, error }: TypePickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const shown = useMemo(
    () => LISTING_TYPES.filter((type) => matches(search, type.label, type.description)),
    [search],
  );
  const selected = LISTING_TYPES.find((type) => type.value === value);
  return (
    <>
      <PickerField
        label={i18n._('editor.type')}
        placeholder={i18n._('editor.type.placeholder')}
        valueLabel={selected?.label}
        disabled={disabled}
        required
        error={error}
        onOpen={() => setOpen(true)}
      />
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={i18n._('editor.type.choose')}
        fullScreen
        radius={0}
      >
        <Stack>
          <TextInput
            placeholder={i18n._('editor.type.search')}
            aria-label={i18n._('editor.type.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {shown.map((type, index) => (
              <TypeCard
                key={type.value}
                label={type.label}
                description={type.description}
                position={i18n._('editor.type.position', { index: index + 1, count: shown.length })}
                chosen={type.value === value}
                onChoose={() => {
                  onChange(type.value);
                  setOpen(false);
                  setSearch('');
                }}
              />
            ))}
          </SimpleGrid>
          {shown.length === 0 && <Text c="dimmed">{i18n._('editor.type.noMatch')}</Text>}
        </Stack>
      </Modal>
    </>
  );
}

export interface OptionPickerProps {
  label: string;
  title: string;
  placeholder: string;
  options: readonly Option[];
  value?: string | null;
  onChange: (value: string) => void;
  /** Shown instead of the placeholder while no listing type is chosen. */
  disabledText?: string;
  disabled?: boolean;
  required?: boolean;
  error?: string;
}

/** A searchable modal list (sub-category, city). */
export function OptionPicker({
  label,
  title,
  placeholder,
  options,
  value,
  onChange,
  disabledText,
  disabled,
  required,
  error,
}: OptionPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const shown = options.filter((option) => matches(search, option.label));
  const selected = options.find((option) => option.value === value);
  return (
    <>
      <PickerField
        label={label}
        placeholder={disabled && disabledText ? disabledText : placeholder}
        valueLabel={disabled ? undefined : selected?.label}
        disabled={disabled}
        required={required}
        error={error}
        onOpen={() => setOpen(true)}
      />
      <Modal opened={open} onClose={() => setOpen(false)} title={title}>
        <Stack gap="xs">
          <TextInput
            placeholder={i18n._('editor.search')}
            aria-label={i18n._('editor.search.named', { name: label.toLowerCase() })}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-autofocus
          />
          <Stack gap={4} mah="60vh" style={{ overflowY: 'auto' }}>
            {shown.map((option) => (
              <Button
                key={option.value}
                variant={option.value === value ? 'filled' : 'subtle'}
                justify="flex-start"
                onClick={() => {
                  onChange(option.value);
                  setOpen(false);
                  setSearch('');
                }}
              >
                {option.label}
              </Button>
            ))}
            {shown.length === 0 && <Text c="dimmed">{i18n._('editor.search.noMatch')}</Text>}
          </Stack>
        </Stack>
      </Modal>
    </>
  );
}
