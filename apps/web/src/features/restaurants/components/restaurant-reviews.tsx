import { MESSAGES } from '@app/shared';
import { Box, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { EmptyState, ErrorState, RetryButton } from '../../../components/page-state.tsx';
import { dayMonthYear } from '../../../lib/day-month-year.ts';
import { useRestaurantReviews } from '../api/restaurant-reviews.ts';

/** The restaurant page's latest reviews, each with the restaurant's reply under it. */
export function RestaurantReviews({ restaurantId }: { restaurantId: string }) {
  const reviews = useRestaurantReviews(restaurantId);
  return (
    <Box component="section" aria-labelledby="reviews-heading" mt="xl" mb={96}>
      <Title order={2} id="reviews-heading" mb="xs">
        Reviews
      </Title>
      {reviews.isError ? (
        <ErrorState
          message={`${MESSAGES.failedToFetchReviews} ${reviews.error?.message ?? ''}`}
          action={<RetryButton onRetry={() => reviews.refetch()} />}
        />
      ) : reviews.data === undefined ? (
        <Stack gap="sm" aria-hidden>
          <Skeleton h={72} />
          <Skeleton h={72} />
        </Stack>
      ) : reviews.data.length === 0 ? (
        <EmptyState message={MESSAGES.noReviewsYet} />
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Latest reviews"
          data-testid="restaurant-reviews"
        >
          {reviews.data.map((r) => (
            <Paper key={r._id} component="li" withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={700} size="sm">
                  {r.customerName}
                </Text>
                <Text size="sm" fw={700}>
                  {r.rating} ★<VisuallyHidden> out of 5</VisuallyHidden>
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {dayMonthYear(r.createdAt)}
              </Text>
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                {r.comment}
              </Text>
              {r.reply && (
                <Box
                  mt="xs"
                  pl="sm"
                  style={{ borderInlineStart: '3px solid var(--mantine-color-orange-filled)' }}
                >
                  <Text size="xs" fw={700}>
                    Reply from the restaurant
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {r.reply}
                  </Text>
                </Box>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}
