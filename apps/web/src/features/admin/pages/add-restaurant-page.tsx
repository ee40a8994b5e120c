import { ADMIN_MESSAGES } from '@app/shared';
import { useState } from 'react';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { useAddRestaurant } from '../api/add-restaurant.ts';
import { RestaurantForm } from '../components/restaurant-form.tsx';
import { submitErrorText } from '../components/submit-error-text.ts';
import { SubmitResult } from '../components/submit-result.tsx';

// Here too, for the screens that import it from this page; it lives in its own file so that a
// screen needing only it does not load this form.
export { submitErrorText };

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
