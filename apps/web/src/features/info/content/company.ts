import { FACTS } from './facts.ts';

// Sample company details: `.example` addresses (RFC 2606) and plain-text phones, so nobody's real inbox
// or phone is reached from a demo. An operator replaces them here, in one place.
export const COMPANY = {
  headquarters: ['3rd Floor, 12 Anna Salai', 'Teynampet, Chennai 600018', 'Tamil Nadu, India'],
  phones: [
    { label: 'Customer support', number: '+91 44 4000 1234' },
    { label: 'Restaurant partners', number: '+91 44 4000 5678' },
  ],
  emails: [
    { label: 'Customer support', address: 'support@chennaieats.example' },
    { label: 'Restaurant partners', address: 'partners@chennaieats.example' },
  ],
  privacyEmail: 'privacy@chennaieats.example',
  legalEmail: 'legal@chennaieats.example',
  supportHours: FACTS.deliveryHours,
} as const;

/** Social accounts are not open yet: shown as names, never as links that lead nowhere. */
export const SOCIAL_ACCOUNTS = ['Instagram', 'Facebook', 'X (Twitter)', 'YouTube'] as const;
