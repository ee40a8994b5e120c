import { HIDE_REASON_MAX, ADMIN_CARE_MESSAGES as M, type TAdminReview } from '@app/shared';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { ErrorState } from '../../../components/page-state.tsx';
import { useSetReviewHidden } from '../api/set-review-hidden.ts';
import { submitErrorText } from './submit-error-text.ts';

/** Hide an abusive review: the reason is required and goes to the audit log. */
export function HideReviewModal({ review, onClose }: { review: TAdminReview | null; onClose: () => void }) {
  const hide = useSetReviewHidden();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new review starts a blank form.
  useEffect(() => {
    setReason('');
    setError(null);
    hide.reset();
  }, [review?._id]);

  const submit = () => {
    if (!review) return;
    if (!reason.trim()) {
      setError(M.hideReasonRequired);
      return;
    }
    hide.mutate(
      { id: review._id, hidden: true, reason: reason.trim() },
      {
        onSuccess: () => {
          notifications.show({ message: M.reviewHidden });
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={review !== null} onClose={onClose} title="Hide review">
      {review && (
        <Stack>
          <Text size="sm">
            {review.customerName} on {review.restaurantName}, {review.rating} ★:
          </Text>
          <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-wrap' }}>
            “{review.comment}”
          </Text>
          <Textarea
            label="Reason"
            description="Kept in the audit log. The customer and the owner no longer see the review."
            withAsterisk
            autosize
            minRows={2}
            maxLength={HIDE_REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          {hide.isError && <ErrorState message={submitErrorText(hide.error)} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button color="red.9" loading={hide.isPending} onClick={submit}>
              Hide review
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
