import type { TFavoriteFoods, TUser } from '@app/shared';
import { Avatar, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';

const MAX_TAGS = 8;

/** Dishes from the favourite lists that have anything in them: the spec's "you might enjoy" tags. */
function enjoyTags(favorites: TFavoriteFoods | undefined): string[] {
  if (!favorites) return [];
  const all = [...favorites.desserts, ...favorites.fastFood, ...favorites.mainCourse]
    .map((f) => f.trim())
    .filter(Boolean);
  return [...new Set(all)].slice(0, MAX_TAGS);
}

/** Who is reviewing: name (or 'Anonymous'), avatar (a placeholder when the image fails), tastes. */
export function ReviewerCard({
  user,
  loading,
  favorites,
}: {
  user: TUser | undefined;
  loading: boolean;
  favorites: TFavoriteFoods | undefined;
}) {
  const name = user?.name.trim() || 'Anonymous';
  const tags = enjoyTags(favorites);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Reviewer">
      <Group wrap="nowrap">
        {loading ? (
          <Skeleton circle h={56} w={56} />
        ) : (
          // Mantine's Avatar shows its placeholder when the image fails to load.
          <Avatar src={user?.profileImage || null} alt={name} size={56} radius="xl" color="orange" />
        )}
        <Stack gap={2} style={{ minWidth: 0 }}>
          {loading ? <Skeleton h={20} w={140} /> : <Text fw={700}>{name}</Text>}
          <Text size="sm" c="dimmed">
            Reviewing as a customer
          </Text>
        </Stack>
      </Group>
      {tags.length > 0 && (
        <Stack gap={6} mt="sm">
          <Text size="sm" fw={600}>
            You might enjoy
          </Text>
          <Group gap={6}>
            {tags.map((t) => (
              <Badge key={t} variant="light" color="orange" tt="none">
                {t}
              </Badge>
            ))}
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
