/**
 * An audit entry's before and after as a person reads them (issue 28): one line per field that
 * changed, "Platform fee: ₹0.00 → ₹5.00", field names in words, unchanged fields left out, money in
 * rupees with two decimals, yes/no for switches, long text shortened. Pure: the audit log's screen
 * and its CSV both use it.
 */
import { roleLabel } from '../constants.ts';
import { INDIA_TIME_ZONE } from '../india-day.ts';
import { AUDIT_FIELD_WORDS, AUDIT_LOG_WORDS as W } from '../messages/audit-log.ts';
import { formatRupees, paiseToRupees } from '../money.ts';
import { isOrderStatus, ORDER_STATUS_LABELS } from '../orders/order-status.ts';

/** One changed field: `before` absent when the object was created, `after` absent when removed. */
export type TAuditChange = { field: string; before?: string; after?: string };

/** The longest value a line shows before it is cut with an ellipsis. */
export const AUDIT_VALUE_MAX_CHARS = 60;

/** Bookkeeping a person does not act on: the When column already says when, ids say nothing. */
const LEFT_OUT = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'updatedBy',
  'missesCountedFrom',
  'ratingSum',
  'replyId',
  'depositId',
  'restaurantId',
]);

/** Amounts the audit trail records in rupees already (payouts, refunds); `…Paise` fields are paise. */
const RUPEE_FIELDS = new Set(['amount', 'platformFee', 'fee', 'total']);

/** Fields too rich for one line: the log says that they changed, not how. */
const RICH_FIELDS = new Set(['weeklyHours', 'deliveryZone']);

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);
const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** camelCase (or a dotted path) in words: "riderDeliveryCap" → "Rider delivery cap". */
export function auditFieldName(key: string): string {
  const known = AUDIT_FIELD_WORDS[key];
  if (known) return known;
  const words = key
    .replace(/\./g, ' ')
    .replace(/(Paise|Bps|Id)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A record's fields, one level of small objects flattened: `refund: { amount }` → `refund.amount`. */
function fieldsOf(v: unknown): Plain {
  if (!isPlain(v)) return v === null || v === undefined ? {} : { value: v };
  const out: Plain = {};
  for (const [k, inner] of Object.entries(v)) {
    if (isPlain(inner) && !RICH_FIELDS.has(k)) {
      for (const [k2, v2] of Object.entries(inner)) out[`${k}.${k2}`] = v2;
    } else out[k] = inner;
  }
  return out;
}

const shorten = (s: string) =>
  s.length > AUDIT_VALUE_MAX_CHARS ? `${s.slice(0, AUDIT_VALUE_MAX_CHARS - 1).trimEnd()}…` : s;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const UUID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-/i;
let instantFormat: Intl.DateTimeFormat | undefined;
const formatInstant = (iso: string) => {
  instantFormat ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: INDIA_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return instantFormat.format(new Date(iso));
};

function feeSlabsWords(slabs: unknown[]): string {
  return slabs
    .map((slab) => {
      if (!isPlain(slab)) return String(slab);
      const km = typeof slab.upToKm === 'number' ? W.upToKm(slab.upToKm) : W.beyond;
      const fee =
        typeof slab.feePaise === 'number'
          ? formatRupees(paiseToRupees(slab.feePaise))
          : typeof slab.fee === 'number'
            ? formatRupees(slab.fee)
            : '';
      return `${km} ${fee}`.trim();
    })
    .join(', ');
}

/** One value in words, by what its field holds. */
export function auditValueWords(key: string, v: unknown): string {
  const leaf = key.slice(key.lastIndexOf('.') + 1);
  if (isEmpty(v)) return W.none;
  if (typeof v === 'boolean') return v ? W.yes : W.no;
  if (typeof v === 'number') {
    if (leaf.endsWith('Paise')) return formatRupees(paiseToRupees(v));
    if (RUPEE_FIELDS.has(leaf)) return formatRupees(v);
    if (leaf.endsWith('Bps')) return `${v / 100}%`;
    return String(v);
  }
  if (typeof v === 'string') {
    if (leaf === 'status') return isOrderStatus(v) ? ORDER_STATUS_LABELS[v] : capitalise(v);
    if (leaf === 'role') return roleLabel(v);
    if (leaf === 'partyKind') return capitalise(v);
    if (ISO_INSTANT.test(v) && !Number.isNaN(Date.parse(v))) return formatInstant(v);
    if (leaf.endsWith('Id') && UUID_LIKE.test(v)) return `#${v.slice(0, 8)}`;
    return shorten(v);
  }
  if (Array.isArray(v)) {
    if (leaf === 'deliveryFeeSlabs') return shorten(feeSlabsWords(v));
    if (v.every((x) => typeof x !== 'object' || x === null))
      return shorten(v.map((x) => auditValueWords(leaf, x)).join(', '));
  }
  return W.set;
}

/** Equal as stored (jsonb keeps its own key order; both sides come from the same code). */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that changed between `before` and `after`, in the order they were recorded. A created
 * object (no before) lists what it was created with, its empty and "No" fields left out.
 */
export function auditChanges(before: unknown, after: unknown): TAuditChange[] {
  const created = before === null || before === undefined;
  const removed = !created && (after === null || after === undefined);
  const b = fieldsOf(before);
  const a = fieldsOf(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => !LEFT_OUT.has(k.slice(k.lastIndexOf('.') + 1)) && !LEFT_OUT.has(k),
  );
  const changes: TAuditChange[] = [];
  for (const key of keys) {
    if (same(b[key], a[key])) continue;
    const field = auditFieldName(key);
    if (created) {
      if (isEmpty(a[key]) || a[key] === false) continue;
      changes.push({ field, after: auditValueWords(key, a[key]) });
    } else if (removed) {
      changes.push({ field, before: auditValueWords(key, b[key]) });
    } else if (RICH_FIELDS.has(key) && !isEmpty(b[key]) && !isEmpty(a[key])) {
      changes.push({ field, after: W.changed });
    } else {
      changes.push({ field, before: auditValueWords(key, b[key]), after: auditValueWords(key, a[key]) });
    }
  }
  return changes;
}

/** One change as a line: "Platform fee: ₹0.00 → ₹5.00", "Name: Saravana Bhavan" (created). */
export function auditChangeText(c: TAuditChange): string {
  if (c.before !== undefined && c.after !== undefined) return `${c.field}: ${c.before} → ${c.after}`;
  if (c.before !== undefined) return `${c.field}: ${c.before} → ${W.none}`;
  return `${c.field}: ${c.after ?? W.none}`;
}
