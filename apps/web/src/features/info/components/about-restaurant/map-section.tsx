import { Anchor, Box, Group, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { MAP_HEIGHT_PX, mapLink, SAMPLE_RESTAURANT } from '../../content/about-restaurant.ts';
import { MapErrorBoundary } from './map-error-boundary.tsx';

// Leaflet is heavy: its chunk (and CSS) is fetched only when this section renders.
const RestaurantMap = lazy(() => import('./restaurant-map.tsx'));

/** Where to find the restaurant: the map, plus a plain link for keyboard and screen-reader users. */
export function MapSection() {
  const { location, name, address } = SAMPLE_RESTAURANT;
  const href = mapLink(location);
  return (
    <Box>
      {/* Leaflet's panes use z-indexes up to 1000; isolate them so the map never covers the header. */}
      <Box
        role="region"
        aria-label={`Map showing ${name}`}
        style={{ isolation: 'isolate', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        bd="1px solid var(--mantine-color-default-border)"
      >
        <MapErrorBoundary height={MAP_HEIGHT_PX}>
          <Suspense fallback={<Skeleton h={MAP_HEIGHT_PX} radius={0} />}>
            <RestaurantMap
              lat={location.lat}
              lng={location.lng}
              label={name}
              address={address.join(', ')}
              externalHref={href}
            />
          </Suspense>
        </MapErrorBoundary>
      </Box>
      <Group justify="space-between" mt="xs" gap="xs">
        <Text size="sm" c="dimmed">
          Tap or click the map to open it full size.
        </Text>
        <Anchor
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          py={12}
          display="inline-block"
        >
          <Group component="span" gap={4} wrap="nowrap">
            Open in OpenStreetMap <IconExternalLink size={14} aria-hidden />
            <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
          </Group>
        </Anchor>
      </Group>
    </Box>
  );
}
