import { PRODUCT_NAME } from '@app/shared';
import { Text } from '@mantine/core';
import { LegalList } from '../components/legal/legal-list.tsx';
import { LegalPage, type TLegalSection } from '../components/legal/legal-page.tsx';
import { COMPANY } from '../content/company.ts';

const SECTIONS: TLegalSection[] = [
  {
    id: 'collected',
    heading: 'Information we collect',
    body: (
      <LegalList
        items={[
          'Your account: name, email, phone number and a password, which we store only as a one-way hash.',
          'Your delivery addresses, favourite restaurants and cart.',
          'Your orders: the dishes, amounts in ₹ (INR), delivery details, status history and any review you leave.',
          'Payment references from Razorpay. Card, UPI and bank details go to Razorpay, never to us.',
          'Messages you send us through a contact form.',
          'Delivery partners: while you carry an order, your phone’s location, sent every few seconds. Only the customer of that order sees it; the latest position is deleted as soon as the delivery ends. A thinned record of the route (a point every 30 seconds or 200 metres) is kept for 30 days as proof of the delivery and to improve arrival estimates, then deleted.',
          'A session cookie that keeps you signed in. We use no advertising or tracking cookies.',
        ]}
      />
    ),
  },
  {
    id: 'use',
    heading: 'How we use it',
    body: (
      <LegalList
        items={[
          'To take, prepare and deliver your order: the restaurant sees the dishes, your name, address and phone number for that order; the delivery partner sees your first name, address and phone number only while delivering it, and before accepting only your neighbourhood.',
          'To take payment and give refunds through Razorpay.',
          'To show your order history, let you reorder and let you review delivered orders.',
          'To answer your messages and send emails you ask for, such as a password reset.',
          'We do not sell your information or share it for advertising.',
        ]}
      />
    ),
  },
  {
    id: 'security',
    heading: 'Data security',
    body: (
      <LegalList
        items={[
          'Passwords are hashed with a memory-hard algorithm; nobody at our company can read them.',
          'Sessions use a secure, httpOnly cookie, and you can sign out of every device at once.',
          'Each person sees only what their role needs: restaurants see their own orders, admins manage the service.',
          'Payments are verified on our server with Razorpay’s signature before an order is confirmed.',
        ]}
      />
    ),
  },
  {
    id: 'choices',
    heading: 'Your choices',
    body: (
      <Text>
        You can update your profile and addresses at any time. To get a copy of your data or to close your
        account, write to us at the address below.
      </Text>
    ),
  },
];

/** Privacy (/privacy): what we collect, why, and how we keep it safe. */
export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={`How ${PRODUCT_NAME} collects, uses and protects your information.`}
      sections={SECTIONS}
      contactEmail={COMPANY.privacyEmail}
    />
  );
}
