import { ORDER_UI_MESSAGES, REVIEW_LABELS } from '@app/shared';
import { Alert, Button, Fieldset, Group, Rating, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSubmitReview } from '../api/submit-review.ts';
import classes from './review-form.module.css';

const starLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}: ${REVIEW_LABELS[n] ?? ''}`;

/** An error line with a warning sign (spec 8), e.g. the server's refusal in its own words. */
function Warning({ text }: { text: string }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-label="Warning" />} role="alert">
      {text}
    </Alert>
  );
}

/**
 * Stars (from 0) and a required comment. Submit waits for a rating and is off while a submit is in
 * flight; the server's sentence ("You have already reviewed this order.") shows when it refuses.
 */
export function ReviewForm({
  orderId,
  blockedReason,
  onSubmitted,
}: {
  orderId: string;
  blockedReason: string | null;
  onSubmitted: () => void;
}) {
  const navigate = useNavigate();
  const submit = useSubmitReview();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (rating === 0 || submit.isPending) return;
    if (!comment.trim()) {
      setCommentError(ORDER_UI_MESSAGES.commentRequired);
      return;
    }
    submit.mutate({ orderId, rating, comment: comment.trim() }, { onSuccess: onSubmitted });
  }

  const blocked = blockedReason !== null;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your review">
      <Stack gap="md">
        {blockedReason && <Warning text={blockedReason} />}
        <Fieldset legend="Your rating" variant="unstyled" disabled={blocked}>
          <Group gap="sm" align="center">
            <Rating
              value={rating}
              onChange={setRating}
              size="xl"
              color="orange.6"
              name="rating"
              className={classes.rating}
              readOnly={blocked}
              getSymbolLabel={(value) => (value === 0 ? 'No rating' : starLabel(value))}
            />
            <Text fw={600} aria-live="polite" miw={110}>
              {rating > 0 ? REVIEW_LABELS[rating] : 'Tap a star'}
            </Text>
          </Group>
        </Fieldset>
        <Textarea
          label="Your comment"
          placeholder="What did you like? What could be better?"
          required
          autosize
          minRows={4}
          maxLength={2000}
          value={comment}
          disabled={blocked}
          error={commentError}
          onChange={(e) => {
            setComment(e.currentTarget.value);
            setCommentError(null);
          }}
          size="md"
        />
        {submit.isError && <Warning text={submit.error.message} />}
        <Group justify="space-between">
          <Button variant="default" h={44} onClick={() => navigate('/')}>
            Maybe Later
          </Button>
          <Button type="submit" h={44} disabled={rating === 0 || submit.isPending || blocked}>
            {submit.isPending ? 'Submitting...' : 'Submit Review'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
