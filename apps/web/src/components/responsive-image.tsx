import type { TImageSlot } from '@app/shared';
import { Image, type ImageProps } from '@mantine/core';
import { useState } from 'react';
import { pictureProps } from '../lib/image-sources.ts';

type Props = Omit<ImageProps, 'src'> & {
  src: string | undefined;
  alt: string;
  slot: TImageSlot;
  /** The first screen's likely largest picture: fetched at once, with high priority. */
  priority?: boolean;
};

/**
 * A dish or restaurant picture: an uploaded photo offers the server's widths (srcset and sizes
 * for its slot), every picture announces its box and loads lazily unless `priority`. If the
 * picture fails, the srcset goes too, or the browser would keep choosing from it over
 * `fallbackSrc`.
 */
export function ResponsiveImage({ src, slot, priority = false, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { srcSet, sizes, ...props } = pictureProps(src ?? '', slot, priority);
  const withSources = src && failedSrc !== src && srcSet && sizes ? { srcSet, sizes } : {};
  return <Image {...rest} {...props} src={src} {...withSources} onError={() => setFailedSrc(src ?? null)} />;
}
