import { imageSources, type TImageSlot, type TImageSources } from '@app/shared';

/**
 * The intrinsic size each slot's <img> announces (its aspect ratio): the browser reserves the box
 * before the picture arrives, so nothing below it moves. The CSS sets the size it is drawn at.
 */
export const IMAGE_SLOT_BOX: Record<TImageSlot, { width: number; height: number }> = {
  card: { width: 640, height: 320 },
  thumbnail: { width: 224, height: 168 },
  square: { width: 112, height: 112 },
  banner: { width: 1200, height: 900 },
};

export type TPictureProps = TImageSources & {
  width: number;
  height: number;
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | 'auto';
};

/**
 * Everything an <img> for a picture in a slot needs: `src`, and for an uploaded photo `srcSet`
 * and `sizes` (the widths the server makes, @app/shared imageSources), its box, and how soon to
 * fetch it. Pictures load lazily, except the one likely to be the first screen's largest paint
 * (`priority`: a list's first card, the restaurant banner), fetched at once and ahead of others.
 */
export function pictureProps(src: string, slot: TImageSlot, priority = false): TPictureProps {
  return {
    ...imageSources(src, slot),
    ...IMAGE_SLOT_BOX[slot],
    ...(priority
      ? ({ loading: 'eager', fetchPriority: 'high' } as const)
      : ({ loading: 'lazy', fetchPriority: 'auto' } as const)),
  };
}
