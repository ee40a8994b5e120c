import {
  ADMIN_FIGURES_MESSAGES,
  billInRupees,
  computeBill,
  DELIVERY_FEE_RUPEES,
  MESSAGES,
  ORDER_UI_MESSAGES,
  rupeesToPaise,
  type TDeliveryInfo,
  type TPaymentMethod,
} from '@app/shared';
import { Alert, Button, Container, Grid, Skeleton, Stack, Stepper, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/page-state.tsx';
import { useRestaurant } from '../../../queries/restaurant.ts';
import { usePublicSettings } from '../../../queries/site-settings.ts';
import { type CartSnapshot, useCart } from '../../../state/cart.ts';
import { useCartSyncing } from '../../../state/cart-sync.ts';
import { useCurrentUser } from '../../../state/session.ts';
import { useCouponOffers } from '../api/coupon-offers.ts';
import { useOrderQuote } from '../api/use-order-quote.ts';
import { CartStep } from '../components/cart-step.tsx';
import { CouponField } from '../components/coupon-field.tsx';
import { DeliveryStep, initialDelivery } from '../components/delivery-step.tsx';
import { OrderSuccess } from '../components/order-success.tsx';
import { OrderSummary, type SummaryFigures } from '../components/order-summary.tsx';
import { PaymentStep } from '../components/payment-step.tsx';
import { orderInput, type ServerBill, useCheckout } from '../payment/use-checkout.tsx';

const STEP_TITLES = ['Items', 'Delivery details', 'Payment'] as const;

type EstimateCharges = { deliveryFee: number; packagingCharge: number; platformFee: number; tip: number };

/**
 * The summary's figures: the server's bill once it has priced this very body (the quote at the
 * payment step, or the order placed), else an estimate by the same rule (packages/shared bill.ts)
 * from the restaurant's own fees; the server's delivery fee is by distance (decision 041).
 */
function figuresFor(cart: CartSnapshot, server: ServerBill | null, charges: EstimateCharges): SummaryFigures {
  const base = { restaurantName: cart.restaurantName, itemCount: cart.count };
  if (server) return { ...base, bill: server.bill, confirmed: true };
  const estimate = computeBill({
    itemTotalPaise: rupeesToPaise(cart.subtotal),
    packagingChargePaise: rupeesToPaise(charges.packagingCharge),
    deliveryFeePaise: rupeesToPaise(charges.deliveryFee),
    platformFeePaise: rupeesToPaise(charges.platformFee),
    discountPaise: 0,
    tipPaise: rupeesToPaise(charges.tip),
  });
  return { ...base, bill: billInRupees(estimate), confirmed: false };
}

function CartSkeleton() {
  return (
    <Stack gap="sm" aria-busy aria-label="Loading your cart">
      <Skeleton h={36} w="50%" />
      {['a', 'b', 'c'].map((k) => (
        <Skeleton key={k} h={112} />
      ))}
    </Stack>
  );
}

/** /cart: Cart -> Delivery -> Payment, then the success screen (spec 2 and 4). */
export default function CartPage() {
  const cart = useCart();
  const syncing = useCartSyncing();
  const { user, isPending } = useCurrentUser();
  const navigate = useNavigate();
  const checkout = useCheckout();
  const restaurant = useRestaurant(cart.restaurantId).data;
  const settings = usePublicSettings().data;
  const orderingPaused = settings?.orderingPaused === true;
  const [step, setStep] = useState(0);
  const [delivery, setDelivery] = useState<TDeliveryInfo | null>(null);
  const [tip, setTip] = useState(0);
  const [coupon, setCoupon] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<TPaymentMethod>('online');
  const [scheduledFor, setScheduledFor] = useState<string | null>(null);
  // At the payment step the server quotes this very body; the order then charges exactly that.
  const body =
    step === 2 && delivery && cart.lines.length > 0
      ? orderInput(cart, delivery, { tip, couponCode: coupon, scheduledFor })
      : null;
  const quote = useOrderQuote(body);
  const offers = useCouponOffers(
    step === 2 && user?.role === 'customer' ? cart.restaurantId : null,
    cart.subtotal,
  );
  // A coupon the server refuses for this order comes off again, with its reason by the field.
  useEffect(() => {
    if (coupon && quote.error) {
      setCouponError(quote.error.message);
      setCoupon(null);
    }
  }, [coupon, quote.error]);
  // Cash on delivery (decision 049): offered while the admin has it on; the quote (always asked
  // without a method) says whether this bill may be paid at the door, and why not.
  const codOffered = settings?.cashOnDelivery.enabled === true;
  const codAvailable = codOffered && quote.data?.cashOnDelivery.available === true;
  const cod = {
    offered: codOffered,
    available: codAvailable,
    reason: quote.data?.cashOnDelivery.reason ?? null,
  };
  useEffect(() => {
    // A bigger tip or a coupon removed may lift the bill above the cap: back to paying online.
    if (paymentMethod === 'cod' && quote.data && !codAvailable) setPaymentMethod('online');
  }, [paymentMethod, quote.data, codAvailable]);
  const fingerprint = body ? JSON.stringify(body) : '';
  const serverBill =
    checkout.serverBill?.fingerprint === fingerprint && fingerprint
      ? checkout.serverBill
      : quote.data && !quote.isPlaceholderData && body
        ? { fingerprint, bill: quote.data.bill }
        : null;
  const figures = figuresFor(cart, serverBill, {
    deliveryFee: restaurant?.deliveryFee ?? DELIVERY_FEE_RUPEES,
    packagingCharge: restaurant?.packagingCharge ?? 0,
    platformFee: settings?.platformFee ?? 0,
    tip,
  });
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const movedOnce = useRef(false);

  // Moving between steps puts focus on the new step's heading, so a screen reader hears where it is.
  useEffect(() => {
    if (!movedOnce.current) {
      movedOnce.current = step > 0;
      if (step === 0) return;
    }
    stepHeading.current?.focus();
  }, [step]);

  if (checkout.paidOrder) {
    return (
      <Container size="lg" py="lg">
        <OrderSuccess order={checkout.paidOrder} />
      </Container>
    );
  }

  if (cart.lines.length === 0) {
    return (
      <Container size="lg" py="lg">
        <Title order={1} mb="md">
          Your Cart
        </Title>
        {isPending || syncing ? (
          <CartSkeleton />
        ) : (
          <EmptyState
            message={MESSAGES.cartEmpty}
            action={
              <Button component={Link} to="/all-restaurants" h={44}>
                Browse Restaurants
              </Button>
            }
          />
        )}
      </Container>
    );
  }

  const toDelivery = () => {
    if (isPending) return;
    // Guests keep their cart in this browser; after signing in they come back to it.
    if (!user) navigate(`/login?redirect=${encodeURIComponent('/cart')}`);
    else setStep(1);
  };
  const goBackTo = (target: number) => {
    if (target < step && checkout.phase === 'idle') setStep(target);
  };

  let content: React.ReactNode;
  if (step === 0 || !user) {
    content = <CartStep cart={cart} onContinue={toDelivery} continuing={isPending} />;
  } else if (user.role !== 'customer') {
    content = (
      <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
        {ORDER_UI_MESSAGES.customersOnly}
      </Alert>
    );
  } else if (step === 1 || !delivery) {
    content = (
      <DeliveryStep
        user={user}
        restaurantId={cart.restaurantId ?? ''}
        initial={delivery ?? initialDelivery(user)}
        initialScheduledFor={scheduledFor}
        onBack={() => goBackTo(0)}
        onContinue={(info, when) => {
          setDelivery(info);
          setScheduledFor(when);
          setStep(2);
        }}
      />
    );
  } else {
    content = (
      <PaymentStep
        info={delivery}
        scheduledFor={scheduledFor}
        total={figures.bill.total}
        tip={tip}
        onTip={setTip}
        coupon={
          <CouponField
            applied={coupon}
            error={couponError}
            offers={offers.data?.items ?? []}
            onApply={(code) => {
              setCouponError(null);
              setCoupon(code);
            }}
            onRemove={() => setCoupon(null)}
            disabled={checkout.phase !== 'idle'}
          />
        }
        quoteError={coupon ? null : (quote.error?.message ?? null)}
        checkout={checkout}
        onBack={() => goBackTo(1)}
        onPay={() => checkout.pay(cart, delivery, { tip, couponCode: coupon, paymentMethod, scheduledFor })}
        paused={orderingPaused}
        paymentMethod={paymentMethod}
        onPaymentMethod={setPaymentMethod}
        cod={cod}
      />
    );
  }

  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="md">
        Your Cart
      </Title>
      {orderingPaused && (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="alert" mb="md">
          {ADMIN_FIGURES_MESSAGES.orderingPaused}
        </Alert>
      )}
      <Stepper
        active={step}
        onStepClick={goBackTo}
        allowNextStepsSelect={false}
        size="sm"
        iconSize={32}
        // Labels under the numbers: three steps fit a 360 px phone without wrapping.
        labelPosition="bottom"
        mb="lg"
      >
        <Stepper.Step label="Cart" />
        <Stepper.Step label="Delivery" />
        <Stepper.Step label="Payment" />
      </Stepper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <OrderSummary figures={figures} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Title
            order={2}
            size="h3"
            mb="sm"
            ref={stepHeading}
            tabIndex={-1}
            // Focused on each step change: kept clear of the sticky header.
            style={{ outline: 'none', scrollMarginTop: 80 }}
          >
            {STEP_TITLES[step]}
          </Title>
          {content}
        </Grid.Col>
      </Grid>
      {checkout.sheet}
    </Container>
  );
}
