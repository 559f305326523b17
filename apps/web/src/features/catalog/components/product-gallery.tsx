import { useState } from 'react';
import { ShopImage } from '@/components/ui/shop-image';

/** Main image with thumbnails; thumbnails are buttons so the gallery works by keyboard. */
export function ProductGallery({ images, alt }: { images: string[]; alt: string }) {
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];
  if (!current) return null;
  return (
    <div className="gallery">
      <div className="gallery__main">
        <ShopImage
          src={current}
          sizes="(max-width: 760px) 100vw, 600px"
          alt={alt}
          width={600}
          height={600}
          fetchPriority="high"
          decoding="async"
        />
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" role="list">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={i === active ? 'is-active' : undefined}
                aria-pressed={i === active}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                onClick={() => setActive(i)}
              >
                <ShopImage src={src} sizes="72px" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
