import type { TSuggestion } from '@app/shared';
import { Autocomplete, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useSearchSuggestions } from '../api/get-search-suggestions.ts';
import { SEARCH_INPUT_PROPS } from './search-input-props.ts';

const SUGGEST_DEBOUNCE_MS = 150;
const KIND_LABELS: Record<TSuggestion['kind'], string> = {
  phrase: 'Try',
  dish: 'Dish',
  category: 'Category',
  restaurant: 'Restaurant',
  area: 'Area',
};

export type SearchAutocompleteProps = {
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was picked: search for it straight away. */
  onPick: (value: string) => void;
  /** Set when this box replaces a focused plain one: take the focus and caret over. */
  restoreSelection?: [number, number] | null;
};

/** The hero search box with up to 8 server suggestions, fetched once typing pauses. */
export function SearchAutocomplete({ value, onChange, onPick, restoreSelection }: SearchAutocompleteProps) {
  const [debounced] = useDebouncedValue(value, SUGGEST_DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(debounced);
  const [opened, setOpened] = useState(false);
  const kinds = new Map((suggestions.data ?? []).map((s) => [s.text, s.kind]));
  const data = value.trim() === '' ? [] : [...kinds.keys()];
  const input = useRef<HTMLInputElement>(null);

  // Same task as the swap, so the phone keyboard stays up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount, when the plain box is replaced.
  useLayoutEffect(() => {
    if (!restoreSelection || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(...restoreSelection);
    if (value.trim() !== '') setOpened(true);
  }, []);

  return (
    <Autocomplete
      {...SEARCH_INPUT_PROPS}
      ref={input}
      leftSection={<IconSearch size={20} aria-hidden />}
      value={value}
      onChange={(v) => {
        onChange(v);
        setOpened(true);
      }}
      data={data}
      // The server already matched and ranked these; filtering again would drop phrase suggestions.
      filter={({ options }) => options}
      dropdownOpened={opened && data.length > 0}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      onOptionSubmit={(v) => {
        setOpened(false);
        onPick(v);
      }}
      onKeyDown={(e) => {
        // Enter with no suggestion chosen submits the form; the list should not hang over the results.
        if (e.key === 'Enter') setOpened(false);
      }}
      renderOption={({ option }) => (
        <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
          <Text size="sm">{option.value}</Text>
          <Text size="xs" c="dimmed">
            {KIND_LABELS[kinds.get(option.value) ?? 'phrase']}
          </Text>
        </Group>
      )}
      comboboxProps={{ shadow: 'md' }}
      withScrollArea={false}
    />
  );
}
