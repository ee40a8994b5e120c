/** Uploads: stored as WebP at most this wide (apps/server uploads.service.ts). */
export const UPLOAD_MAX_WIDTH = 1200;

/**
 * The widths an uploaded photo is served at (`/api/images/{id}?w=`), smallest first; no other
 * width is made, so a few variants per photo cover every layout and stay cached (decision 027).
 * 160/320: the menu's 112 px thumbnail at 1-3x; 480/640/960: a card or a phone-wide banner at
 * 1.5-3x; the stored width itself for the widest screens.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, UPLOAD_MAX_WIDTH] as const;
export type TImageWidth = (typeof IMAGE_WIDTHS)[number];

export function isImageWidth(value: number): value is TImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}
