import {
  closedNowMessage,
  DELIVER_TO_MESSAGES,
  DELIVERY_PLACE_MESSAGES,
  formatRupees,
  MESSAGES,
  ORDER_MESSAGES,
  restaurantPageTitle,
  SCHEDULE_MESSAGES,
  SERVICEABILITY_MESSAGES,
  type TRestaurant,
} from '@app/shared';
import { Alert, Badge, Box, Container, Flex, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconClockPause, IconMapPin, IconMapPinOff, IconTruckDelivery } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/back-button.tsx';
import { ChangeLocationButton, DeliverTo } from '../../../components/deliver-to.tsx';
import { FavoriteButton } from '../../../components/favorite-button.tsx';
import { EmptyState, ErrorState, RetryButton } from '../../../components/page-state.tsx';
import { RatingBadge } from '../../../components/rating-badge.tsx';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notFoundTitle, usePageTitle } from '../../../lib/document-title.ts';
import { useDeferredQuery } from '../../../lib/use-deferred-query.ts';
import { menuQuery } from '../../../queries/menu.ts';
import { useRestaurant } from '../../../queries/restaurant.ts';
import { useServiceability } from '../../../queries/serviceability.ts';
import { type DeliveryLocation, useDeliveryLocation } from '../../../state/delivery-location.ts';
import { CartBar } from '../components/cart-bar.tsx';
import { CategoryBar } from '../components/category-bar.tsx';
import { MenuRow } from '../components/menu-row.tsx';
import { RestaurantReviews } from '../components/restaurant-reviews.tsx';
import { useAddToCart } from '../hooks/use-add-to-cart.tsx';

const ALL = 'All';

/** Closed by its hours now (decision 050), and not paused (a pause says so in its own words). */
const closedByHours = (r: TRestaurant) => !r.isPaused && !r.isOpenNow;
const BANNER_HEIGHT = 200;

function RestaurantHeader({ restaurant: r }: { restaurant: TRestaurant }) {
  return (
    <>
      {/* A phone shows a band of the storefront; wider screens the whole picture (4:3) beside the
          details, not a strip of its awning. */}
      <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: 0, sm: 'lg' }} align="stretch">
        {/* The served page preloads this same picture (srcset and sizes included, decision 027). */}
        <ResponsiveImage
          src={r.images[0]}
          alt=""
          slot="banner"
          priority
          h={{ base: BANNER_HEIGHT, sm: 270 }}
          w={{ base: '100%', sm: 360 }}
          radius="md"
          fit="cover"
          fallbackSrc="/images/restaurants/1.svg"
          style={{ flex: 'none' }}
        />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" mt="md" align="flex-start" wrap="nowrap">
            <Box style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 24, sm: 32 }}>
                {r.name}
              </Title>
              <Group gap={6} mt={4}>
                {r.cuisine.map((c) => (
                  <Badge key={c} variant="light">
                    {c}
                  </Badge>
                ))}
                {r.isVegetarian ? (
                  <Badge color="teal.9">Pure Veg</Badge>
                ) : (
                  r.vegOptions && (
                    <Badge color="teal.9" variant="outline">
                      Veg options
                    </Badge>
                  )
                )}
              </Group>
            </Box>
            <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
              <RatingBadge rating={r.rating} size="lg" />
              <FavoriteButton restaurantId={r._id} restaurantName={r.name} />
            </Group>
          </Group>
          <Stack gap={4} mt="sm">
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={16} aria-hidden style={{ flex: 'none' }} />
              <Text size="sm">{r.address}</Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconClock size={16} aria-hidden style={{ flex: 'none' }} />
              <Text size="sm">
                {r.openingLine && (
                  <>
                    <Text span fw={700} size="sm" data-testid="opening-line">
                      {r.openingLine}
                    </Text>
                    {' · '}
                  </>
                )}
                {/* The owner's own words stay; "not specified" only when nothing else says when. */}
                {r.openHours ? `${r.openHours} · ` : r.openingLine ? '' : 'Hours not specified · '}
                {r.deliveryTime + r.busyMinutes} min delivery
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {r.description || 'No description'}
            </Text>
            {(r.fssaiLicence || r.gstin) && (
              <Text size="xs" c="dimmed" data-testid="tax-ids">
                {[r.fssaiLicence && `FSSAI Lic. No. ${r.fssaiLicence}`, r.gstin && `GSTIN ${r.gstin}`]
                  .filter(Boolean)
                  .map((id, i) => (
                    <span key={id || i} style={{ whiteSpace: 'nowrap' }}>
                      {i > 0 && ' · '}
                      {id}
                    </span>
                  ))}
              </Text>
            )}
          </Stack>
        </Box>
      </Flex>
      {r.isPaused && (
        <Alert mt="md" color="orange" variant="light" icon={<IconClockPause aria-hidden />}>
          {ORDER_MESSAGES.restaurantClosed}
        </Alert>
      )}
      {closedByHours(r) && (
        <Alert mt="md" color="orange" variant="light" icon={<IconClockPause aria-hidden />} role="status">
          {closedNowMessage(r.nextOpensAt ? new Date(r.nextOpensAt) : null, new Date())}{' '}
          {SCHEDULE_MESSAGES.orderForLater}
        </Alert>
      )}
    </>
  );
}

type Delivery = ReturnType<typeof useServiceability>;

/**
 * Whether the restaurant delivers to the Deliver-to place: its fee and time, or why not (decision
 * 041); without a place, a prompt to set one.
 */
function DeliveryStatus({ location, delivery }: { location: DeliveryLocation | null; delivery: Delivery }) {
  if (!location) {
    return (
      <Group mt="md" gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 220px' }}>
          {DELIVERY_PLACE_MESSAGES.setLocationPrompt}
        </Text>
        <ChangeLocationButton label={DELIVER_TO_MESSAGES.setLocation} />
      </Group>
    );
  }
  if (delivery.isPending) {
    return (
      <Text mt="md" size="sm" c="dimmed" aria-live="polite">
        {DELIVERY_PLACE_MESSAGES.checkingDelivery}
      </Text>
    );
  }
  const quote = delivery.data;
  if (!quote) return null;
  if (!quote.deliverable) {
    return (
      <Alert
        mt="md"
        color="red"
        variant="light"
        role="alert"
        icon={<IconMapPinOff aria-hidden />}
        title={DELIVERY_PLACE_MESSAGES.notDeliverableTitle(location.label)}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{quote.reason ?? SERVICEABILITY_MESSAGES.outsideZone}</Text>
          <ChangeLocationButton />
        </Stack>
      </Alert>
    );
  }
  return (
    <Group mt="md" gap={6} wrap="nowrap" data-testid="delivers-to">
      <IconTruckDelivery size={18} aria-hidden style={{ flex: 'none' }} />
      <Text size="sm" fw={600}>
        {DELIVERY_PLACE_MESSAGES.deliversTo(
          location.label,
          formatRupees(quote.deliveryFee),
          quote.etaMinutes.min,
          quote.etaMinutes.max,
        )}
      </Text>
    </Group>
  );
}

/** Why Add is disabled: the server's reason when the restaurant does not deliver to the place. */
function undeliverableReason(delivery: Delivery): string | null {
  const quote = delivery.data;
  if (!quote || quote.deliverable) return null;
  return quote.reason ?? SERVICEABILITY_MESSAGES.outsideZone;
}

function Menu({ restaurant, undeliverable }: { restaurant: TRestaurant; undeliverable: string | null }) {
  // A menu can be long: it renders in the background, in short slices (useDeferredQuery).
  const menu = useDeferredQuery(menuQuery(restaurant._id));
  const [category, setCategory] = useState(ALL);
  const top = useRef<HTMLDivElement>(null);
  const { request, dialogs } = useAddToCart(restaurant);

  const items = menu.data?.items ?? [];
  const categories = [ALL, ...new Set(items.map((i) => i.category))];
  const shown = category === ALL ? items : items.filter((i) => i.category === category);
  const choose = (next: string) => {
    setCategory(next);
    // Deep in a long menu, a shorter list would leave the reader below its end: go to its start.
    const el = top.current;
    if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: 'start' });
  };

  return (
    <Box component="section" aria-labelledby="menu-heading" mt="lg" ref={top} style={{ scrollMarginTop: 64 }}>
      <Title order={2} id="menu-heading" mb="xs">
        Menu
      </Title>
      {menu.isError ? (
        <ErrorState
          message={MESSAGES.failedToFetchMenu}
          action={
            <Group>
              <RetryButton onRetry={() => menu.refetch()} />
              <BackButton label="Go Back" />
            </Group>
          }
        />
      ) : menu.isPending ? (
        <Stack gap="sm" aria-hidden>
          <Skeleton h={44} />
          {['a', 'b', 'c', 'd'].map((k) => (
            <Skeleton key={k} h={120} />
          ))}
        </Stack>
      ) : (
        <>
          <CategoryBar categories={categories} value={category} onChange={choose} />
          {shown.length === 0 ? (
            <EmptyState message={items.length === 0 ? MESSAGES.noDishesYet : MESSAGES.noItemsInCategory} />
          ) : (
            <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`${category} dishes`}>
              {shown.map((item) => (
                <MenuRow
                  key={item._id}
                  item={item}
                  // Closed by its hours, a dish can still be ordered for later (decision 053).
                  closed={restaurant.isPaused}
                  undeliverable={undeliverable}
                  onAdd={() => request(item)}
                />
              ))}
            </Box>
          )}
        </>
      )}
      {dialogs}
    </Box>
  );
}

/** Restaurant page: banner, details, favourite, the menu with categories, Add, the latest reviews, and the cart bar. */
export default function ViewRestaurantPage() {
  const { id = '' } = useParams();
  const restaurant = useRestaurant(id);
  const location = useDeliveryLocation();
  const delivery = useServiceability(restaurant.data?._id, location);
  // A restaurant an admin has switched off is gone for customers (its menu is too): the server
  // answers this address with 404, and the page says not found.
  const inactive = restaurant.data?.isActive === false;
  const notFound =
    inactive || (restaurant.error instanceof ApiError && [400, 404].includes(restaurant.error.status));
  usePageTitle(
    notFound
      ? notFoundTitle(MESSAGES.restaurantNotFound)
      : restaurant.data
        ? restaurantPageTitle(restaurant.data)
        : null,
  );

  if (restaurant.isPending) {
    return (
      <Container size="md" py="lg" aria-busy>
        <Skeleton h={BANNER_HEIGHT} />
        <Skeleton h={28} mt="md" w="60%" />
        <Skeleton h={400} mt="md" />
      </Container>
    );
  }
  if (restaurant.isError || inactive) {
    return (
      <Container size="md" py="lg">
        <ErrorState
          message={notFound ? MESSAGES.restaurantNotFound : MESSAGES.failedToFetchRestaurant}
          action={
            notFound ? (
              <BackButton label="Go Back" />
            ) : (
              <Group>
                <RetryButton onRetry={() => restaurant.refetch()} />
                <BackButton label="Go Back" />
              </Group>
            )
          }
        />
      </Container>
    );
  }

  return (
    <>
      <Container size="md" py="lg">
        <Group justify="flex-end" mb="xs">
          <DeliverTo />
        </Group>
        <RestaurantHeader restaurant={restaurant.data} />
        {!restaurant.data.isPaused && <DeliveryStatus location={location} delivery={delivery} />}
        <Menu restaurant={restaurant.data} undeliverable={undeliverableReason(delivery)} />
        <RestaurantReviews restaurantId={restaurant.data._id} />
      </Container>
      <CartBar />
    </>
  );
}
