import { ADMIN_CARE_MESSAGES as M, type TAdminReview } from '@app/shared';
import { Badge, Box, Button, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { BADGE_SHADES } from '../../../components/badge-shades.ts';
import { type ListColumn, ManagementList } from '../../../components/workspace/management-list.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { CARE_LIST_PATHS } from '../api/care-keys.ts';
import { useSetReviewHidden } from '../api/set-review-hidden.ts';
import { HideReviewModal } from '../components/hide-review-modal.tsx';
import { RestaurantFilter } from '../components/restaurant-filter.tsx';
import { submitErrorText } from '../components/submit-error-text.ts';

const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' });

const STARS = ['5', '4', '3', '2', '1'].map((s) => ({ value: s, label: `${s} ★` }));
const VISIBILITY = [
  { value: 'visible', label: M.visibleBadge },
  { value: 'hidden', label: M.hiddenBadge },
];

/** The review with the owner's reply under it, and why it was hidden. */
function ReviewText({ review }: { review: TAdminReview }) {
  return (
    <Stack gap={6} maw={420}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {review.comment}
      </Text>
      {review.reply && (
        <Box pl="sm" style={{ borderInlineStart: '3px solid var(--mantine-color-default-border)' }}>
          <Text size="xs" fw={700}>
            Owner&apos;s reply
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {review.reply}
          </Text>
        </Box>
      )}
      {review.hidden && review.hiddenReason && (
        <Text size="xs">
          <Text span fw={700} size="xs">
            Hidden because:
          </Text>{' '}
          {review.hiddenReason}
        </Text>
      )}
    </Stack>
  );
}

/** /admin/feedback: every review on the platform, newest first; hide an abusive one, show it again. */
export default function AdminFeedbackPage() {
  const [restaurantId, setRestaurantId] = useState<string | null>(null);
  const [stars, setStars] = useState<string | null>(null);
  const [visibility, setVisibility] = useState<string | null>(null);
  const [hiding, setHiding] = useState<TAdminReview | null>(null);
  const show = useSetReviewHidden();

  const showAgain = (r: TAdminReview) =>
    show.mutate(
      { id: r._id, hidden: false },
      {
        onSuccess: () => notifications.show({ message: M.reviewShown }),
        onError: (err) => notifications.show({ color: 'red', message: submitErrorText(err) }),
      },
    );

  const columns: ListColumn<TAdminReview>[] = [
    { key: 'date', header: 'Date', render: (r) => date.format(new Date(r.createdAt)) },
    {
      key: 'restaurant',
      header: 'Restaurant',
      phone: 'title',
      render: (r) => <Text fw={600}>{r.restaurantName}</Text>,
    },
    { key: 'customer', header: 'Customer', render: (r) => r.customerName },
    { key: 'rating', header: 'Rating', render: (r) => `${r.rating} ★` },
    { key: 'review', header: 'Review', render: (r) => <ReviewText review={r} /> },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <Badge color={r.hidden ? BADGE_SHADES.red : BADGE_SHADES.green} variant="filled">
          {r.hidden ? M.hiddenBadge : M.visibleBadge}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      phone: 'actions',
      render: (r) =>
        r.hidden ? (
          <Button
            size="xs"
            variant="default"
            loading={show.isPending && show.variables?.id === r._id}
            onClick={() => showAgain(r)}
            aria-label={`Show the review by ${r.customerName} again`}
          >
            Show
          </Button>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => setHiding(r)}
            aria-label={`Hide the review by ${r.customerName}`}
          >
            Hide
          </Button>
        ),
    },
  ];

  return (
    <>
      <WorkspacePageHeader title="Customer Feedback" />
      <ManagementList<TAdminReview>
        what="reviews"
        path={CARE_LIST_PATHS.reviews}
        params={{
          restaurantId: restaurantId ?? undefined,
          stars: stars ?? undefined,
          visibility: visibility ?? undefined,
        }}
        columns={columns}
        rowKey={(r) => r._id}
        csvFileName="feedback-export.csv"
        emptyText={M.noReviews}
        emptySearchText={M.noReviewsSearching}
        searchPlaceholder="Words in a review or reply…"
        toolbar={
          <>
            <RestaurantFilter value={restaurantId} onChange={setRestaurantId} />
            <Select
              label="Stars"
              placeholder="All"
              clearable
              data={STARS}
              value={stars}
              onChange={setStars}
              w={110}
            />
            <Select
              label="Status"
              placeholder="All"
              clearable
              data={VISIBILITY}
              value={visibility}
              onChange={setVisibility}
              w={130}
            />
          </>
        }
      />
      <HideReviewModal review={hiding} onClose={() => setHiding(null)} />
    </>
  );
}
