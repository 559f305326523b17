import { useId } from 'react';
import { Field } from '../../components/field.tsx';
import type { SectionProps } from './product-fields.tsx';

/**
 * The featured picture and the gallery, as the names of stored pictures (`products/rioja.jpg`, an upload's key).
 * Uploading from here comes with the picture upload's own component.
 */
export function PicturesSection({ draft, set, errors }: SectionProps) {
  const galleryId = useId();
  const galleryError = Object.entries(errors)
    .find(([field]) => field.startsWith('gallery'))?.[1]
    ?.join(' ');
  return (
    <fieldset className="product-section">
      <legend>Pictures</legend>
      <Field
        label="Featured picture"
        hint="The name of a stored picture, for example products/rioja.jpg."
        value={draft.featured_img}
        error={errors.featured_img?.join(' ')}
        onChange={(event) => set({ featured_img: event.target.value })}
      />
      <div className="field">
        <label htmlFor={galleryId}>Gallery</label>
        <textarea
          id={galleryId}
          rows={3}
          value={draft.gallery.join('\n')}
          aria-invalid={galleryError ? true : undefined}
          aria-describedby={`${galleryId}-hint${galleryError ? ` ${galleryId}-error` : ''}`}
          onChange={(event) => set({ gallery: event.target.value.split('\n') })}
        />
        <p className="field__hint" id={`${galleryId}-hint`}>
          One picture name a line, in the order the product page shows them.
        </p>
        {galleryError && (
          <p className="field__error" id={`${galleryId}-error`}>
            {galleryError}
          </p>
        )}
      </div>
    </fieldset>
  );
}
