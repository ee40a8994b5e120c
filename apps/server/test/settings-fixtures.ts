/**
 * The body of PUT /api/admin/settings with the values the migration ships with: tests add the field
 * they are about (a platform fee, fee slabs) and leave the rest as it was.
 */
export const SETTINGS_BODY = {
  supportPhone: '+91 44 4000 1234',
  supportEmail: 'support@chennaieats.example',
  bannerEnabled: false,
  bannerText: '',
  orderingPaused: false,
} as const;
