import { z } from 'zod';
import { RESTAURANT_MAX_BYTES, RESTAURANT_MAX_CUISINES, utf8Bytes } from '../limits.ts';
import { isWholePaise } from '../money.ts';
import { isFssaiLicence, isGstin } from '../orders/tax-ids.ts';

/**
 * A restaurant's own fields, stated once: the owner's My Restaurant form (contracts/owner.ts) and
 * the admin's Add/Edit Restaurant (contracts/admin.ts) both build their schema from these, so what
 * one may save the other may save too. Limits are the larger of the two the screens had (500 and
 * 200): nothing already saved becomes unsaveable.
 */
export const RESTAURANT_ADDRESS_MAX = 500;
export const RESTAURANT_HOURS_MAX = 200;
export const RESTAURANT_MAX_IMAGES = 10;
export const IMAGE_URL_MAX = 2000;

/** A picture's address: http(s)://host…, or a path on this site; never protocol-relative `//host`. */
export function isImageUrl(s: string): boolean {
  return /^https?:\/\/\S+$/i.test(s) || /^\/(?!\/)\S*$/.test(s);
}
export const IMAGE_URL_INVALID = 'Image URL must start with http(s):// or / (a photo uploaded here)';

const withinBytes = (max: number) => (s: string) => utf8Bytes(s) <= max;

export const money = (label: string, max: number) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`)
    .refine(isWholePaise, { message: `${label} can have at most 2 decimals` });

/** One image URL of a restaurant's gallery; '' (an emptied row of the form) is dropped. */
const galleryImage = z
  .string()
  .trim()
  .max(IMAGE_URL_MAX, `Image URL is too long (at most ${IMAGE_URL_MAX} characters)`)
  .refine((s) => s === '' || isImageUrl(s), IMAGE_URL_INVALID);

export const GSTIN_INVALID =
  'GSTIN must be 15 characters like 33AABCU9603R1ZU, with the right check character at the end';
export const FSSAI_INVALID = 'FSSAI licence number must be 14 digits';
export const RAZORPAY_ACCOUNT_INVALID =
  'A Razorpay linked account id is acc_ and 14 letters or digits, like acc_CPRsN1LkFccllA';

/** A tax identity the admin sets (decision 045): absent keeps the saved one, '' clears it. */
const taxId = (isValid: (s: string) => boolean, message: string) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .refine((s) => s === '' || isValid(s), message)
    .optional();

export const restaurantFields = {
  gstin: taxId(isGstin, GSTIN_INVALID),
  fssaiLicence: taxId(isFssaiLicence, FSSAI_INVALID),
  /** Its Razorpay Route linked account (decision 048): absent keeps it, '' or null (as read) clears it. */
  razorpayAccountId: z
    .string({ error: RAZORPAY_ACCOUNT_INVALID })
    .trim()
    .refine((s) => s === '' || /^acc_[A-Za-z0-9]{14}$/.test(s), RAZORPAY_ACCOUNT_INVALID)
    .nullable()
    .optional(),
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .refine(
      withinBytes(RESTAURANT_MAX_BYTES.name),
      `Name is too long (at most ${RESTAURANT_MAX_BYTES.name} bytes)`,
    ),
  description: z
    .string()
    .trim()
    .refine(
      withinBytes(RESTAURANT_MAX_BYTES.description),
      `Description is too long (at most ${RESTAURANT_MAX_BYTES.description} bytes)`,
    ),
  cuisine: z
    .array(z.string().trim().min(1, 'A cuisine cannot be blank').max(50, 'A cuisine is too long'))
    .max(RESTAURANT_MAX_CUISINES, `At most ${RESTAURANT_MAX_CUISINES} cuisines`)
    .refine(
      (list) => utf8Bytes(list.join('')) <= RESTAURANT_MAX_BYTES.cuisines,
      `Cuisines are too long together (at most ${RESTAURANT_MAX_BYTES.cuisines} bytes)`,
    ),
  address: z
    .string({ error: 'Address is required' })
    .trim()
    .min(1, 'Address is required')
    .max(RESTAURANT_ADDRESS_MAX, `Address is too long (at most ${RESTAURANT_ADDRESS_MAX} characters)`),
  images: z
    .array(galleryImage)
    .transform((list) => list.filter((s) => s !== ''))
    .pipe(z.array(z.string()).max(RESTAURANT_MAX_IMAGES, `At most ${RESTAURANT_MAX_IMAGES} images`)),
  openHours: z
    .string()
    .trim()
    .max(RESTAURANT_HOURS_MAX, `Hours are too long (at most ${RESTAURANT_HOURS_MAX} characters)`),
  minOrderAmount: money('Minimum order', 100_000),
};
