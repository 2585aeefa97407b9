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
        label="Listing Type"
        placeholder="Choose a listing type"
        valueLabel={selected?.label}
        disabled={disabled}
        required
        error={error}
        onOpen={() => setOpen(true)}
      />
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Choose Listing Type"
        fullScreen
        radius={0}
      >
        <Stack>
          <TextInput
            placeholder="Search listing types"
            aria-label="Search listing types"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {shown.map((type, index) => (
              <UnstyledButton
                key={type.value}
                onClick={() => {
                  onChange(type.value);
                  setOpen(false);
                  setSearch('');
                }}
                aria-label={type.label}
              >
                <Card
                  withBorder
                  radius="md"
                  h="100%"
                  style={{
                    borderColor:
                      type.value === value ? 'var(--mantine-primary-color-filled)' : undefined,
                  }}
                >
                  <Text size="xs" c="dimmed">
                    {index + 1} of {shown.length}
                  </Text>
                  <Text fw={600}>{type.label}</Text>
                  <Text size="sm" c="dimmed">
                    {type.description}
                  </Text>
                </Card>
              </UnstyledButton>
            ))}
          </SimpleGrid>
          {shown.length === 0 && <Text c="dimmed">No listing type matches your search.</Text>}
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
            placeholder="Search"
            aria-label={`Search ${label.toLowerCase()}`}
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
            {shown.length === 0 && <Text c="dimmed">Nothing matches your search.</Text>}
          </Stack>
        </Stack>
      </Modal>
    </>
  );
}
