import { FACTS } from './facts.ts';

/** Spec 9's FAQ facts in ₹; "free delivery above $15" is replaced by the fee we actually charge. */
export const faq = (deliveryFee: string) =>
  [
    {
      id: 'change-order',
      question: 'Can I change my order after placing it?',
      answer: `Yes, within ${FACTS.changeWindow} of confirmation. Call or email our support team with your order and we will do our best to update it.`,
    },
    {
      id: 'delivery-hours',
      question: 'When do you deliver?',
      answer: `We deliver from ${FACTS.deliveryHours}.`,
    },
    {
      id: 'cancel-order',
      question: 'Can I cancel an order?',
      answer: `Yes. Cancel from My Orders within ${FACTS.cancelWindow} of paying, before the restaurant starts preparing it, and you get a full refund.`,
    },
    {
      id: 'refund-time',
      question: 'How long does a refund take?',
      answer: `Refunds go back to your original payment method within ${FACTS.refundTime}.`,
    },
    {
      id: 'delivery-fee',
      question: 'How much does delivery cost?',
      answer: `The delivery fee depends on how far the restaurant is from you: ${deliveryFee}. It is shown in your total before you pay.`,
    },
    {
      id: 'payment',
      question: 'How can I pay?',
      answer: 'Online, through Razorpay’s secure checkout, in Indian rupees (₹).',
    },
  ] as const;
