import { MESSAGES } from '@app/shared';
import { Box, Paper, Rating, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, RetryButton } from '../../../components/page-state.tsx';
import { restaurantReviewsQuery } from '../api/get-restaurant-reviews.ts';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** The restaurant page's latest reviews, each with the restaurant's public reply under it. */
export function RestaurantReviews({ restaurantId }: { restaurantId: string }) {
  const reviews = useQuery(restaurantReviewsQuery(restaurantId));
  return (
    <Box component="section" aria-labelledby="reviews-heading" mt="xl">
      <Title order={2} id="reviews-heading" mb="xs">
        Reviews
      </Title>
      {reviews.isError ? (
        <ErrorState
          message={MESSAGES.failedToFetchReviews}
          action={<RetryButton onRetry={() => reviews.refetch()} />}
        />
      ) : reviews.isPending ? (
        <Stack gap="sm" aria-hidden>
          <Skeleton h={72} />
          <Skeleton h={72} />
        </Stack>
      ) : reviews.data.length === 0 ? (
        <Text c="dimmed">{MESSAGES.noReviewsYet}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Latest reviews">
          {reviews.data.map((r) => (
            <Paper component="li" key={r._id} withBorder p="sm" radius="md">
              <Text fw={600} size="sm">
                {r.customerName}
                <Text span c="dimmed" size="xs">
                  {' · '}
                  {dateFormat.format(new Date(r.createdAt))}
                </Text>
              </Text>
              <Rating value={r.rating} readOnly size="sm" aria-label={`${r.rating} out of 5 stars`} my={4} />
              {r.comment && <Text size="sm">{r.comment}</Text>}
              {r.reply && (
                <Box mt="xs" pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-default-border)' }}>
                  <Text size="xs" fw={600}>
                    Reply from the restaurant
                  </Text>
                  <Text size="sm">{r.reply}</Text>
                </Box>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}
