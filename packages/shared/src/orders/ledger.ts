/**
 * The ledger's one rule (decision 048): which balanced entries each money event posts, in integer
 * paise. Debits are positive, credits negative; every event's entries sum to zero, so every order's
 * do too. The server posts what these return in the event's own transaction; the statements read
 * the sums back (`restaurantStatementOf`, `riderStatementOf`). The commission is the one share
 * here, rounded only by `basisPointsOfPaise`.
 */
import { basisPointsOfPaise } from '../money.ts';
import { billTaxLines, type TBillPaise } from './bill.ts';

export const LEDGER_ACCOUNTS = [
  /** Money the payment gateway holds for us (online payments), debit = the gateway owes us. */
  'gateway_clearing',
  /** Cash a rider collected at the door and has not deposited yet (per rider). */
  'rider_cash_held',
  /** The platform's bank account: payouts leave it, cash deposits enter it. */
  'bank',
  /** GST collected, to be paid to the government (party: the restaurant for food GST). */
  'gst_payable',
  /** The platform's income: commission (party: the restaurant), delivery fee, platform fee. */
  'platform_revenue',
  /** What the platform pays riders for deliveries: an expense. */
  'delivery_costs',
  /** What the platform owes a restaurant (per restaurant). */
  'restaurant_payable',
  /** What the platform owes a rider: delivery pay and tips (per rider). */
  'rider_payable',
  /** Tips taken from customers, held until the order is delivered and the tip is the rider's. */
  'tips_payable',
  /** Discounts the platform funds: an expense. (Restaurant-funded ones lower restaurant_payable.) */
  'platform_discounts',
] as const;
export type TLedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const LEDGER_EVENTS = [
  'payment_captured',
  'late_tip_paid',
  'cash_collected',
  'delivered',
  'refunded',
  'payout_paid',
  'cash_deposited',
  /** Razorpay Route sent a restaurant its share from the gateway (and, on a refund, took it back). */
  'route_transferred',
  'route_reversed',
] as const;
export type TLedgerEvent = (typeof LEDGER_EVENTS)[number];

export const PAYOUT_PARTY_KINDS = ['restaurant', 'rider'] as const;
export type TPayoutPartyKind = (typeof PAYOUT_PARTY_KINDS)[number];

/**
 * A restaurant's share sent by Razorpay Route (decision 048): `pending` until made, `settled` once
 * made, `reversing` when a refund must take a made transfer back, `reversed` once it has (or when
 * the refund came before the transfer was ever made).
 */
export const ROUTE_TRANSFER_STATUSES = ['pending', 'settled', 'reversing', 'reversed'] as const;
export type TRouteTransferStatus = (typeof ROUTE_TRANSFER_STATUSES)[number];

export type TLedgerLine =
  | 'customer_payment'
  | 'sale'
  | 'commission'
  | 'discount'
  | 'delivery_fee'
  | 'platform_fee'
  | 'gst_food'
  | 'gst_fees'
  | 'tip'
  | 'delivery_pay'
  | 'payout'
  | 'route_transfer'
  | 'cash_deposit';

export type TLedgerEntry = {
  account: TLedgerAccount;
  /** A restaurant's or rider's id where the line is about one; null otherwise. */
  party: string | null;
  line: TLedgerLine;
  /** Debit positive, credit negative; never 0 (zero lines are left out). */
  amountPaise: number;
};

/** The default commission: 20% of the item total (basis points). */
export const DEFAULT_COMMISSION_BPS = 2000;

export type TCaptureFacts = {
  /** The order's bill as stored (its total is what the customer paid). */
  bill: TBillPaise;
  restaurantId: string;
  /** The restaurant's commission in basis points of the item total at the time of payment. */
  commissionBps: number;
  /** Who funds the discount on the bill (null: no coupon). */
  discountFundedBy: 'platform' | 'restaurant' | null;
  /** Online (the gateway holds the money) or cash collected at the door by this rider. */
  paidWith: { kind: 'online' } | { kind: 'cash'; riderId: string };
};

function entry(account: TLedgerAccount, party: string | null, line: TLedgerLine, amountPaise: number) {
  return { account, party, line, amountPaise };
}

/** Leaves out the zero lines and checks the rest sum to zero (a bug here must never be posted). */
function balanced(entries: TLedgerEntry[]): TLedgerEntry[] {
  const kept = entries.filter((e) => e.amountPaise !== 0);
  const sum = kept.reduce((s, e) => s + e.amountPaise, 0);
  if (sum !== 0 || kept.some((e) => !Number.isInteger(e.amountPaise)))
    throw new Error(`unbalanced ledger posting (off by ${sum} paise)`);
  return kept;
}

/** The platform's commission on an order: a share of the item total, rounded once, half up. */
export function commissionOf(itemTotalPaise: number, commissionBps: number): number {
  return basisPointsOfPaise(itemTotalPaise, commissionBps);
}

/**
 * A payment captured (online) or cash collected at the door (COD): the customer's money in, split
 * into the restaurant's sale less commission and any discount it funds, the platform's fees and
 * commission, GST payable and the tip held for the rider.
 */
export function captureEntries(f: TCaptureFacts): TLedgerEntry[] {
  const b = f.bill;
  const r = f.restaurantId;
  const t = billTaxLines(b);
  const gstTotal = b.cgstPaise + b.sgstPaise;
  // Food GST as the invoice prints it; an order stored before GST (migration 0019) has none.
  const gstFood = Math.min(2 * t.goodsHalfPaise, gstTotal);
  const commission = commissionOf(b.itemTotalPaise, f.commissionBps);
  const discount = b.discountPaise;
  const paidInto =
    f.paidWith.kind === 'online'
      ? entry('gateway_clearing', null, 'customer_payment', b.totalPaise)
      : entry('rider_cash_held', f.paidWith.riderId, 'customer_payment', b.totalPaise);
  return balanced([
    paidInto,
    entry('restaurant_payable', r, 'sale', -(b.itemTotalPaise + b.packagingChargePaise)),
    entry('restaurant_payable', r, 'commission', commission),
    entry('platform_revenue', r, 'commission', -commission),
    f.discountFundedBy === 'restaurant'
      ? entry('restaurant_payable', r, 'discount', discount)
      : entry('platform_discounts', null, 'discount', discount),
    entry('platform_revenue', null, 'delivery_fee', -b.deliveryFeePaise),
    entry('platform_revenue', null, 'platform_fee', -b.platformFeePaise),
    entry('gst_payable', r, 'gst_food', -gstFood),
    entry('gst_payable', null, 'gst_fees', -(gstTotal - gstFood)),
    entry('tips_payable', null, 'tip', -b.tipPaise),
  ]);
}

/** An order delivered: the rider earns the delivery's pay (a platform cost) and the tip held for them. */
export function deliveredEntries(f: { riderId: string; riderPayPaise: number; tipPaise: number }) {
  return balanced([
    entry('delivery_costs', null, 'delivery_pay', f.riderPayPaise),
    entry('rider_payable', f.riderId, 'delivery_pay', -f.riderPayPaise),
    entry('tips_payable', null, 'tip', f.tipPaise),
    entry('rider_payable', f.riderId, 'tip', -f.tipPaise),
  ]);
}

/**
 * A refund (a paid order cancelled, or an admin's refund): the captured entries reversed, line by
 * line, as new entries. What the rider earned for a delivery made stays theirs.
 */
export function reversalEntries(captured: readonly TLedgerEntry[]): TLedgerEntry[] {
  return balanced(captured.map((e) => ({ ...e, amountPaise: -e.amountPaise })));
}

/**
 * A tip given after delivery (paid on its own, decision 045): the customer's money in at the
 * gateway, all of it owed to the rider who delivered (no tax, no commission).
 */
export function lateTipEntries(f: { riderId: string; amountPaise: number }) {
  return balanced([
    entry('gateway_clearing', null, 'customer_payment', f.amountPaise),
    entry('rider_payable', f.riderId, 'tip', -f.amountPaise),
  ]);
}

/** A payout paid from the bank to a restaurant or a rider: what it was owed goes down by as much. */
export function payoutEntries(f: { partyKind: TPayoutPartyKind; party: string; amountPaise: number }) {
  const owed = f.partyKind === 'restaurant' ? 'restaurant_payable' : 'rider_payable';
  return balanced([
    entry(owed, f.party, 'payout', f.amountPaise),
    entry('bank', null, 'payout', -f.amountPaise),
  ]);
}

/**
 * Razorpay Route paid a restaurant its share of one order straight from the gateway (decision 048):
 * what it is owed goes down as a payout's would. `reversed`: the transfer came back after a refund.
 */
export function routeTransferEntries(f: { restaurantId: string; amountPaise: number; reversed: boolean }) {
  const paid = f.reversed ? -f.amountPaise : f.amountPaise;
  return balanced([
    entry('restaurant_payable', f.restaurantId, 'route_transfer', paid),
    entry('gateway_clearing', null, 'route_transfer', -paid),
  ]);
}

/** Cash a rider collected, deposited with the platform's bank. */
export function cashDepositEntries(f: { riderId: string; amountPaise: number }) {
  return balanced([
    entry('bank', null, 'cash_deposit', f.amountPaise),
    entry('rider_cash_held', f.riderId, 'cash_deposit', -f.amountPaise),
  ]);
}

/** Ledger lines (or their sums by event, account and line) as the statements read them. */
export type TLedgerSum = {
  event: TLedgerEvent;
  account: TLedgerAccount;
  line: TLedgerLine | string;
  amountPaise: number;
};

const CAPTURES: readonly TLedgerEvent[] = ['payment_captured', 'cash_collected'];
/** What paid a restaurant: the weekly payout, or Razorpay Route (less what Route took back). */
const PAID_OUT: readonly TLedgerEvent[] = ['payout_paid', 'route_transferred', 'route_reversed'];

/** A restaurant's settlement figures from its ledger lines (all its lines in the period). */
export function restaurantStatementOf(rows: readonly TLedgerSum[]) {
  let gross = 0;
  let commission = 0;
  let discounts = 0;
  let refunds = 0;
  let gst = 0;
  let paidOut = 0;
  for (const r of rows) {
    if (r.account === 'gst_payable' && r.line === 'gst_food') gst -= r.amountPaise;
    if (r.account !== 'restaurant_payable') continue;
    if (r.event === 'refunded') refunds += r.amountPaise;
    else if (PAID_OUT.includes(r.event)) paidOut += r.amountPaise;
    else if (CAPTURES.includes(r.event) && r.line === 'sale') gross -= r.amountPaise;
    else if (CAPTURES.includes(r.event) && r.line === 'commission') commission += r.amountPaise;
    else if (CAPTURES.includes(r.event) && r.line === 'discount') discounts += r.amountPaise;
  }
  return {
    grossPaise: gross,
    commissionPaise: commission,
    gstPaise: gst,
    refundsPaise: refunds,
    restaurantDiscountsPaise: discounts,
    /** What the period's orders leave owed to the restaurant (before any payout). */
    netPayablePaise: gross - commission - discounts - refunds,
    paidOutPaise: paidOut,
  };
}

/** A rider's earnings from their ledger lines (all their lines in the period). */
export function riderStatementOf(rows: readonly TLedgerSum[]) {
  let deliveryPay = 0;
  let tips = 0;
  let paidOut = 0;
  let cashCollected = 0;
  let cashDeposited = 0;
  for (const r of rows) {
    if (r.account === 'rider_payable') {
      if (r.event === 'payout_paid') paidOut += r.amountPaise;
      else if (r.line === 'delivery_pay') deliveryPay -= r.amountPaise;
      else if (r.line === 'tip') tips -= r.amountPaise;
    } else if (r.account === 'rider_cash_held') {
      if (r.line === 'cash_deposit') cashDeposited -= r.amountPaise;
      else cashCollected += r.amountPaise;
    }
  }
  return {
    deliveryPayPaise: deliveryPay,
    tipsPaise: tips,
    netPayablePaise: deliveryPay + tips,
    paidOutPaise: paidOut,
    cashCollectedPaise: cashCollected,
    cashDepositedPaise: cashDeposited,
    cashToDepositPaise: cashCollected - cashDeposited,
  };
}

/**
 * A bank's Unique Transaction Reference: 12 digits (IMPS/UPI), or a bank's 4-letter code and 12
 * (NEFT) or 18 (RTGS) letters and digits.
 */
export const UTR_PATTERN = /^(\d{12}|[A-Z]{4}[A-Z0-9]{12}|[A-Z]{4}[A-Z0-9]{18})$/;

/** The settlement week `weeks` weeks from the one named by its Monday (`YYYY-MM-DD`). */
export function shiftSettlementWeek(week: string, weeks: number): string {
  const monday = new Date(`${week}T00:00:00Z`);
  return new Date(monday.getTime() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
}
