import { MESSAGES, type TFoodItem } from '@app/shared';
import {
  Badge,
  Box,
  Button,
  Chip,
  Container,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconClock, IconMapPin, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { EmptyState, ErrorState } from '../../../components/page-state.tsx';
import { VegMark } from '../../../components/veg-mark.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMenu } from '../api/get-menu.ts';
import { useRestaurant } from '../api/get-restaurant.ts';

const ALL = 'All';

function MenuRow({ item }: { item: TFoodItem }) {
  return (
    <Group
      wrap="nowrap"
      align="flex-start"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={4} style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          <VegMark veg={item.isVegetarian} />
          <Text fw={600}>{item.name}</Text>
        </Group>
        <Money rupees={item.price} />
        <Text size="sm" c="dimmed" lineClamp={2}>
          {item.description}
        </Text>
        {item.customizations.length > 0 && (
          <Text size="xs" c="dimmed">
            Customisable: {item.customizations.map((c) => c.name).join(', ')}
          </Text>
        )}
      </Stack>
      <Stack align="center" gap={6}>
        <Image src={item.imageUrl} alt="" w={96} h={72} radius="md" loading="lazy" />
        {!item.isAvailable && (
          <Badge color="gray" variant="filled">
            Sold Out
          </Badge>
        )}
      </Stack>
    </Group>
  );
}

/** Restaurant page: banner, details, the menu with category filters. */
export default function ViewRestaurantPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const restaurant = useRestaurant(id);
  const menu = useMenu(id);
  const [category, setCategory] = useState(ALL);
  const goBack = (
    <Button variant="light" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate(-1)}>
      Go Back
    </Button>
  );

  if (restaurant.isPending) {
    return (
      <Container size="md" py="lg">
        <Skeleton h={200} />
        <Skeleton h={28} mt="md" w="60%" />
        <Skeleton h={400} mt="md" />
      </Container>
    );
  }
  if (restaurant.isError) {
    const notFound = restaurant.error instanceof ApiError && [400, 404].includes(restaurant.error.status);
    return (
      <Container size="md" py="lg">
        <ErrorState
          message={notFound ? MESSAGES.restaurantNotFound : MESSAGES.failedToFetchRestaurant}
          action={goBack}
        />
      </Container>
    );
  }
  const r = restaurant.data;
  const items = menu.data?.items ?? [];
  const categories = [ALL, ...new Set(items.map((i) => i.category))];
  const shown = category === ALL ? items : items.filter((i) => i.category === category);

  return (
    <Container size="md" py="lg">
      <Image src={r.images[0]} alt="" h={200} radius="md" fit="cover" />
      <Group justify="space-between" mt="md" align="flex-start">
        <Box>
          <Title order={1} fz={{ base: 24, sm: 32 }}>
            {r.name}
          </Title>
          <Group gap={6} mt={4}>
            {r.cuisine.map((c) => (
              <Badge key={c} variant="light">
                {c}
              </Badge>
            ))}
            {r.isVegetarian && <Badge color="green.9">Pure Veg</Badge>}
          </Group>
        </Box>
        <Badge size="lg" color="green.9" leftSection={<IconStarFilled size={12} aria-hidden />}>
          {r.rating > 0 ? r.rating.toFixed(1) : 'New'}
        </Badge>
      </Group>
      <Stack gap={4} mt="sm">
        <Group gap={6}>
          <IconMapPin size={16} aria-hidden />
          <Text size="sm">{r.address}</Text>
        </Group>
        <Group gap={6}>
          <IconClock size={16} aria-hidden />
          <Text size="sm">
            {r.openHours || 'Hours not specified'} · {r.deliveryTime} min delivery
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {r.description || 'No description'}
        </Text>
      </Stack>

      <Paper mt="lg" component="section" aria-labelledby="menu-heading">
        <Title order={2} id="menu-heading" mb="sm">
          Menu
        </Title>
        {menu.isError && <ErrorState message={MESSAGES.failedToFetchMenu} action={goBack} />}
        {menu.isPending ? (
          <Skeleton h={300} />
        ) : (
          <>
            <Chip.Group value={category} onChange={(v) => setCategory(String(v))}>
              <Group gap="xs" mb="sm">
                {categories.map((c) => (
                  <Chip key={c} value={c}>
                    {c}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {shown.length === 0 ? (
              <EmptyState message={MESSAGES.noItemsInCategory} />
            ) : (
              shown.map((item) => <MenuRow key={item._id} item={item} />)
            )}
          </>
        )}
      </Paper>
    </Container>
  );
}
