import { COUPON_SCREEN_MESSAGES } from '@app/shared';
import { Stack } from '@mantine/core';
import { CouponManager } from '../../../components/coupons/coupon-manager.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';

/** /admin/coupons: the platform's coupons, switched on and off, and a form for a new one. */
export default function AdminCouponsPage() {
  return (
    <Stack>
      <WorkspacePageHeader title={COUPON_SCREEN_MESSAGES.title} />
      <CouponManager funder="platform" />
    </Stack>
  );
}
