import { COUPON_SCREEN_MESSAGES } from '@app/shared';
import { Stack } from '@mantine/core';
import { CouponManager } from '../../../components/coupons/coupon-manager.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { NeedsRestaurant } from '../components/needs-restaurant.tsx';
import { useSelectedRestaurant } from '../state/selected-restaurant.ts';

/**
 * /restaurant-coupons: the coupons the chosen restaurant funds (the header's picker chooses among
 * several), switched on and off, and a form for a new one.
 */
export default function OwnerCouponsPage() {
  const { selected } = useSelectedRestaurant();
  return (
    <Stack>
      <WorkspacePageHeader title={COUPON_SCREEN_MESSAGES.title} />
      <NeedsRestaurant>
        {(id) => <CouponManager funder="restaurant" restaurant={{ id, name: selected?.name ?? '' }} />}
      </NeedsRestaurant>
    </Stack>
  );
}
