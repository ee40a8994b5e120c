import { OWNER_MESSAGES, type TOwnerReview } from '@app/shared';
import { Button, Group, Paper, Progress, Select, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ListColumn, ManagementList } from '../../../components/workspace/management-list.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { REVIEWS_LIST_PATH, ratingSummaryQuery, useReplyToReview } from '../api/insights.ts';
import { NeedsRestaurant } from '../components/needs-restaurant.tsx';

const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' });

function ReplyBox({ review }: { review: TOwnerReview }) {
  const reply = useReplyToReview();
  const [text, setText] = useState(review.reply ?? '');
  return (
    <Stack gap={4}>
      <Textarea
        aria-label={`Reply to ${review.customerName}`}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={1}
        maxLength={1000}
        placeholder="Write a public reply"
      />
      <Group gap="xs">
        <Button
          size="xs"
          disabled={!text.trim()}
          loading={reply.isPending}
          onClick={() => reply.mutate({ id: review._id, reply: text })}
        >
          {review.reply ? 'Update reply' : 'Reply'}
        </Button>
        {reply.isSuccess && <Text size="xs">{OWNER_MESSAGES.replySaved}</Text>}
      </Group>
    </Stack>
  );
}

function Distribution({ restaurantId }: { restaurantId: string }) {
  const summary = useQuery(ratingSummaryQuery(restaurantId));
  if (!summary.data) return null;
  const { distribution, count, average } = summary.data;
  return (
    <Paper withBorder p="md" radius="md" maw={420}>
      <Text fw={700}>
        {count ? `${average.toFixed(1)} ★ from ${count} reviews` : OWNER_MESSAGES.noReviews}
      </Text>
      {[5, 4, 3, 2, 1].map((stars) => (
        <Group key={stars} gap="xs" wrap="nowrap">
          <Text size="sm" w={28}>
            {stars}★
          </Text>
          <Progress
            value={count ? ((distribution[stars - 1] ?? 0) / count) * 100 : 0}
            style={{ flex: 1 }}
            color="orange"
            aria-label={`${stars} stars`}
          />
          <Text size="sm" w={36} ta="right">
            {distribution[stars - 1]}
          </Text>
        </Group>
      ))}
    </Paper>
  );
}

const columns: ListColumn<TOwnerReview>[] = [
  { key: 'date', header: 'Date', render: (r) => date.format(new Date(r.createdAt)) },
  { key: 'who', header: 'Customer', phone: 'title', render: (r) => r.customerName },
  { key: 'rating', header: 'Rating', render: (r) => `${r.rating} ★` },
  {
    key: 'comment',
    header: 'Comment',
    render: (r) => (
      <Text size="sm" maw={320}>
        {r.comment}
      </Text>
    ),
  },
  { key: 'reply', header: 'Reply', phone: 'actions', render: (r) => <ReplyBox review={r} /> },
];

function Reviews({ restaurantId }: { restaurantId: string }) {
  const [stars, setStars] = useState<string | null>(null);
  return (
    <Stack>
      <Distribution restaurantId={restaurantId} />
      <ManagementList<TOwnerReview>
        what="reviews"
        path={REVIEWS_LIST_PATH}
        params={{ restaurantId, stars: stars ?? undefined }}
        columns={columns}
        rowKey={(r) => r._id}
        csvFileName="reviews-export.csv"
        emptyText={OWNER_MESSAGES.noReviews}
        emptySearchText="No reviews found matching your search"
        toolbar={
          <Select
            label="Stars"
            placeholder="All"
            clearable
            data={['5', '4', '3', '2', '1']}
            value={stars}
            onChange={setStars}
            w={110}
          />
        }
      />
    </Stack>
  );
}

/** /restaurant-feedback: reviews newest first, distribution, filter by stars, replies. */
export default function FeedbackPage() {
  return (
    <>
      <WorkspacePageHeader title="Feedback" />
      <NeedsRestaurant>{(id) => <Reviews restaurantId={id} />}</NeedsRestaurant>
    </>
  );
}
