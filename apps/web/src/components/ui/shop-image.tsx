import { pictureSources } from '@shop/shared/rules';
import type { ImgHTMLAttributes } from 'react';

interface ShopImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  src: string;
  /** How wide the picture is drawn, as `<img sizes>` says it: the browser picks the smallest width that fills it. */
  sizes: string;
}

/**
 * A shop picture: an upload (issue 26) or one of the demo's drawings (decision 005) offers the browser its 320, 640
 * and 1,200 widths, and an upload AVIF before WebP when the shop kept AVIF, so a phone's card loads a few kilobytes,
 * not the product page's picture. Any other picture (a Google avatar) is an `<img>` as it is. Without AVIF it stays
 * one element (a grid shows 64 cards); with it, `<picture>` lays out as its `<img>` (`display: contents`), which keeps
 * its class and size.
 */
export function ShopImage({ src, sizes, alt = '', ...img }: ShopImageProps) {
  const sources = pictureSources(src);
  if (!sources) return <img src={src} alt={alt} {...img} />;
  const image = <img src={sources.src} srcSet={sources.srcSet} sizes={sizes} alt={alt} {...img} />;
  if (!sources.avifSrcSet) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sizes} />
      {image}
    </picture>
  );
}
