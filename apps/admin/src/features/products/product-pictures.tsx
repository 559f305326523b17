import { ImageUpload } from '../../components/image-upload.tsx';
import type { SectionProps } from './product-fields.tsx';

/**
 * The featured picture and the gallery: each uploaded as it is chosen, the form keeping the key the shop answers. The
 * gallery shows in the order here; an empty field at its end adds a picture.
 */
export function PicturesSection({ draft, set, errors }: SectionProps) {
  const problem = (prefix: string) =>
    Object.entries(errors)
      .filter(([field]) => field === prefix || field.startsWith(`${prefix}.`))
      .flatMap(([, messages]) => messages)
      .join(' ');
  const setGallery = (i: number, key: string | null) =>
    set({
      gallery: key === null ? draft.gallery.filter((_, j) => j !== i) : draft.gallery.with(i, key),
    });
  return (
    <fieldset className="product-section">
      <legend>Pictures</legend>
      <ImageUpload
        id="product-featured-picture"
        label="Featured picture"
        value={draft.featured_img || null}
        onChange={(key) => set({ featured_img: key ?? '' })}
      />
      {problem('featured_img') && <p className="field__error">{problem('featured_img')}</p>}
      <div className="product-gallery">
        {draft.gallery.map((key, i) => (
          <ImageUpload
            key={`${i}-${key}`}
            id={`product-gallery-${i}`}
            label={`Gallery picture ${i + 1}`}
            value={key}
            onChange={(next) => setGallery(i, next)}
          />
        ))}
        <ImageUpload
          key={`add-${draft.gallery.length}`}
          id="product-gallery-add"
          label="Add a gallery picture"
          value={null}
          onChange={(next) => next && set({ gallery: [...draft.gallery, next] })}
        />
      </div>
      {problem('gallery') && <p className="field__error">{problem('gallery')}</p>}
    </fieldset>
  );
}
