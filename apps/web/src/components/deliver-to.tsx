import { DELIVER_TO_MESSAGES as M } from '@app/shared';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useDeliveryLocation } from '../state/delivery-location.ts';

/**
 * The sheet (its modal, list and map) loads when first opened, not with the page: the home page's
 * JavaScript budget (e2e/specs/browse-first-screen.spec.ts) has no room for it.
 */
const DeliverToSheet = lazy(() => import('./deliver-to-sheet.tsx'));

function Sheet({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DeliverToSheet onDone={onClose} />
    </Suspense>
  );
}

/** "Deliver to Velachery" (or "Set delivery location"): opens the sheet to choose the place. */
export function DeliverTo() {
  const location = useDeliveryLocation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="subtle"
        mih={44}
        px={4}
        leftSection={<IconMapPin size={18} aria-hidden />}
        onClick={open}
        aria-haspopup="dialog"
        data-testid="deliver-to"
      >
        {location ? M.deliverTo(location.label) : M.setLocation}
      </Button>
      <Sheet opened={opened} onClose={close} />
    </>
  );
}

/** Opens the same sheet from a button with other words (an empty located list, a restaurant page). */
export function ChangeLocationButton({ label = M.changeLocation }: { label?: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" mih={44} onClick={open} aria-haspopup="dialog">
        {label}
      </Button>
      <Sheet opened={opened} onClose={close} />
    </>
  );
}
