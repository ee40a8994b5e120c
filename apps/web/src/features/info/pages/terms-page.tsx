import { MIN_ACCOUNT_AGE_YEARS, PRODUCT_NAME } from '@app/shared';
import { LegalList } from '../components/legal/legal-list.tsx';
import { LegalPage, type TLegalSection } from '../components/legal/legal-page.tsx';
import { COMPANY } from '../content/company.ts';
import { FACTS } from '../content/facts.ts';
import { useDeliveryFeeText } from '../hooks/use-delivery-fee-text.ts';

const sections = (deliveryFee: string): TLegalSection[] => [
  {
    id: 'eligibility',
    heading: 'Account eligibility',
    body: (
      <LegalList
        items={[
          `You must be ${MIN_ACCOUNT_AGE_YEARS} years or older to create an account and order.`,
          'Give accurate details, keep your password to yourself, and tell us if your account is misused.',
        ]}
      />
    ),
  },
  {
    id: 'orders',
    heading: 'Orders and payments',
    body: (
      <LegalList
        items={[
          'All prices are in Indian rupees (₹, INR) as set by each restaurant.',
          `Every order adds a delivery fee by distance (${deliveryFee}) to the price of the dishes; the total is shown before you pay.`,
          'Orders are paid online through Razorpay. An order is confirmed only after we verify the payment.',
          'Our server prices every order from the restaurant’s current menu.',
        ]}
      />
    ),
  },
  {
    id: 'refunds',
    heading: 'Cancellations and refunds',
    body: (
      <LegalList
        items={[
          `You may cancel an order within ${FACTS.cancelWindow} of payment, before the restaurant starts preparing it, for a full refund.`,
          'If a restaurant cannot accept your order, it is cancelled and refunded in full.',
          `Refunds go back to your original payment method within ${FACTS.refundTime}.`,
        ]}
      />
    ),
  },
  {
    id: 'liability',
    heading: 'Liability',
    body: (
      <LegalList
        items={[
          'Restaurants prepare the food and are responsible for its quality, ingredients and allergen information. Ask the restaurant if you have an allergy.',
          'Delivery times are estimates and can change with traffic and weather.',
          `To the extent the law allows, ${PRODUCT_NAME}’s liability for an order is limited to the amount you paid for it.`,
        ]}
      />
    ),
  },
  {
    id: 'conduct',
    heading: 'User conduct',
    body: (
      <LegalList
        items={[
          'Treat restaurant staff and delivery partners with respect.',
          'Do not place fake orders, misuse payments or refunds, or try to break into other accounts.',
          'Reviews must be honest and about your own delivered order.',
          'We may suspend accounts that break these terms.',
        ]}
      />
    ),
  },
];

/** Terms (/terms): the rules of ordering, in ₹. */
export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={`The terms that apply when you use ${PRODUCT_NAME} to order food in Chennai.`}
      sections={sections(useDeliveryFeeText())}
      contactEmail={COMPANY.legalEmail}
    />
  );
}
