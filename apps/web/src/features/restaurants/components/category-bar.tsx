import { Box, Chip, Group } from '@mantine/core';

/** The menu's category filter, stuck under the header while the menu scrolls. */
export function CategoryBar({
  categories,
  value,
  onChange,
}: {
  categories: string[];
  value: string;
  onChange: (category: string) => void;
}) {
  return (
    <Box
      pos="sticky"
      top="var(--app-shell-header-height, 64px)"
      py="xs"
      bg="var(--mantine-color-body)"
      style={{ zIndex: 3, borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Chip.Group value={value} onChange={(v) => onChange(String(v))}>
        <Group
          gap="xs"
          wrap="nowrap"
          role="radiogroup"
          aria-label="Menu categories"
          style={{ overflowX: 'auto', scrollbarWidth: 'none' }}
          py={2}
          px={2}
        >
          {categories.map((c) => (
            <Chip key={c} value={c} styles={{ label: { height: 44 } }} style={{ flex: 'none' }}>
              {c}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Box>
  );
}
