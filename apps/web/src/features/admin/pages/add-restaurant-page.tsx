import { ADMIN_MESSAGES } from '@app/shared';
import { useState } from 'react';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/api-client.ts';
import { useAddRestaurant } from '../api/add-restaurant.ts';
import { RestaurantForm } from '../components/restaurant-form.tsx';
import { SubmitResult } from '../components/submit-result.tsx';

/** The spec's words for a failed submit: the server's error text, 'Submission failed', or 'Server error' offline. */
export function submitErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.code === NETWORK_ERROR_CODE) return ADMIN_MESSAGES.serverError;
    return err.message || ADMIN_MESSAGES.submissionFailed;
  }
  return ADMIN_MESSAGES.submissionFailed;
}

/** /add-restaurant (spec 5): a restaurant with a new owner account, or an existing owner. */
export default function AddRestaurantPage() {
  const add = useAddRestaurant();
  const [result, setResult] = useState<{ text: string; ok: boolean } | null>(null);
  return (
    <>
      <WorkspacePageHeader title="Add Restaurant" />
      <SubmitResult text={result?.text ?? null} ok={result?.ok ?? false} />
      <RestaurantForm
        withOwner
        submitLabel="Add Restaurant"
        busy={add.isPending}
        onSubmit={(payload, reset) => {
          setResult(null);
          add.mutate(payload, {
            onSuccess: () => {
              setResult({ text: ADMIN_MESSAGES.restaurantAdded, ok: true });
              reset();
            },
            onError: (err) => setResult({ text: submitErrorText(err), ok: false }),
          });
        }}
      />
    </>
  );
}
