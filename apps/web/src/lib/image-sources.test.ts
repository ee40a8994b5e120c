import { IMAGE_SLOT_SIZES, IMAGE_WIDTHS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { pictureProps } from './image-sources.ts';

const UPLOAD = '/api/images/5f0c6d0e-3b1a-4c6e-9a43-2f1d7c9b8e10';

describe('pictureProps', () => {
  it('offers every width the server makes for an uploaded photo, with the slot’s sizes', () => {
    const props = pictureProps(UPLOAD, 'card');
    expect(props.src).toBe(UPLOAD);
    expect(props.srcSet).toBe(
      `${UPLOAD}?w=160 160w, ${UPLOAD}?w=320 320w, ${UPLOAD}?w=480 480w, ${UPLOAD}?w=640 640w, ${UPLOAD}?w=960 960w, ${UPLOAD}?w=1200 1200w`,
    );
    expect(props.srcSet?.split(', ')).toHaveLength(IMAGE_WIDTHS.length);
    expect(props.sizes).toBe(IMAGE_SLOT_SIZES.card);
    expect(pictureProps(UPLOAD, 'thumbnail').sizes).toBe('112px');
    expect(pictureProps(UPLOAD, 'banner').sizes).toBe('(min-width: 48em) 360px, 100vw');
  });

  it('leaves drawings and other pictures as they are: no srcset, no sizes', () => {
    for (const src of [
      '/images/restaurants/3.svg',
      'https://cdn.example.com/a.jpg',
      `${UPLOAD}?w=320`,
      '/api/images/nope',
    ]) {
      const props = pictureProps(src, 'card');
      expect(props.src).toBe(src);
      expect(props).not.toHaveProperty('srcSet');
      expect(props).not.toHaveProperty('sizes');
    }
  });

  it('announces each slot’s box, so the page does not move when the picture arrives', () => {
    expect(pictureProps(UPLOAD, 'card')).toMatchObject({ width: 640, height: 320 });
    expect(pictureProps(UPLOAD, 'thumbnail')).toMatchObject({ width: 224, height: 168 });
    expect(pictureProps(UPLOAD, 'banner')).toMatchObject({ width: 1200, height: 900 });
  });

  it('loads lazily, except the picture of the first screen, fetched at once and first', () => {
    expect(pictureProps(UPLOAD, 'card')).toMatchObject({ loading: 'lazy', fetchPriority: 'auto' });
    expect(pictureProps(UPLOAD, 'banner', true)).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
  });
});
