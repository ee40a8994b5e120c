import { IMAGE_WIDTHS } from './image-widths.ts';

/**
 * Where a picture is shown, and how wide it is drawn there (the `sizes` attribute), matching the
 * web app's layout (Mantine's breakpoints: xs 36em, sm 48em, md 62em, lg 75em, xl 88em):
 * - `card`: a restaurant or dish card in the card grid (1, 2, 3 then 4 columns in a 1320 px
 *   container, apps/web components/card-grid.tsx);
 * - `thumbnail`: a menu row's 112 px picture;
 * - `square`: a cart line's 56 px square (the owner's dish list draws it at 40 px);
 * - `banner`: the restaurant page's banner, the page's width on a phone, 360 px beside the
 *   details from `sm` up.
 * The server's preload of a restaurant's banner uses these same words (decision 027), so the
 * browser reuses the preloaded picture for the <img>.
 */
export const IMAGE_SLOT_SIZES = {
  card: '(min-width: 88em) 310px, (min-width: 75em) 25vw, (min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw',
  thumbnail: '112px',
  square: '56px',
  banner: '(min-width: 48em) 360px, 100vw',
} as const;
export type TImageSlot = keyof typeof IMAGE_SLOT_SIZES;

export type TImageSources = {
  src: string;
  /** Only for uploaded photos: the server makes their smaller widths. */
  srcSet?: string;
  sizes?: string;
};

const UPLOADED = /^\/api\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An owner's uploaded photo (`/api/images/{id}`), which the server serves at IMAGE_WIDTHS. */
export function isUploadedImage(src: string): boolean {
  return UPLOADED.test(src);
}

/** The URL of an uploaded photo at one of IMAGE_WIDTHS. */
export function imageAtWidth(src: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  return `${src}?w=${width}`;
}

/**
 * The `src`, `srcset` and `sizes` of a picture in a slot. An uploaded photo gets every width the
 * server makes; any other picture (the bundled drawings are SVG, which scale) is left as it is.
 */
export function imageSources(src: string, slot: TImageSlot): TImageSources {
  if (!isUploadedImage(src)) return { src };
  return {
    src,
    srcSet: IMAGE_WIDTHS.map((w) => `${imageAtWidth(src, w)} ${w}w`).join(', '),
    sizes: IMAGE_SLOT_SIZES[slot],
  };
}
