import type { ProductOptions } from '@shop/shared/rules';
import { useId, type ReactNode } from 'react';
import { Field } from '../../components/field.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { routeFromName, type ProductDraft } from './product-draft.ts';

export interface SectionProps {
  draft: ProductDraft;
  set: (change: Partial<ProductDraft>) => void;
  errors: Record<string, string[]>;
}

const message = (errors: Record<string, string[]>, field: string) => errors[field]?.join(' ');

/** A labelled select with its error tied to it, like `Field`. */
function Select(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.children}
      </select>
      {props.error && (
        <p className="field__error" id={`${id}-error`}>
          {props.error}
        </p>
      )}
    </div>
  );
}

/** Name, route and where the product sits: category, subcategory, brand, origin, alcohol. */
export function IdentitySection({
  draft,
  set,
  errors,
  options,
  isNew,
}: SectionProps & { options: ProductOptions; isNew: boolean }) {
  // A new product's route follows its name until staff write a route of their own.
  const routeFollowsName = isNew && draft.route === routeFromName(draft.name);
  const tops = options.categories.filter((c) => c.parent_id === null);
  const subs = options.categories.filter((c) => c.parent_id !== null && String(c.parent_id) === draft.category_id);
  return (
    <fieldset className="product-section product-grid">
      <legend>Product</legend>
      <Field
        label="Name"
        value={draft.name}
        error={message(errors, 'name')}
        maxLength={200}
        onChange={(event) =>
          set({
            name: event.target.value,
            ...(routeFollowsName && { route: routeFromName(event.target.value) }),
          })
        }
      />
      <Field
        label="Route"
        hint="The product's address: /product/{route}. Changing it keeps the old address working (it redirects)."
        value={draft.route}
        error={message(errors, 'route')}
        maxLength={200}
        onChange={(event) => set({ route: event.target.value })}
      />
      <Select
        label="Category"
        value={draft.category_id}
        error={message(errors, 'category_id')}
        onChange={(value) => set({ category_id: value, sub_category_id: '' })}
      >
        <option value="">Choose…</option>
        {tops.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Select>
      <Select
        label="Subcategory"
        value={draft.sub_category_id}
        error={message(errors, 'sub_category_id')}
        onChange={(value) => set({ sub_category_id: value })}
      >
        <option value="">None</option>
        {subs.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Select>
      <Select
        label="Brand"
        value={draft.brand_id}
        error={message(errors, 'brand_id')}
        onChange={(value) => set({ brand_id: value })}
      >
        <option value="">None</option>
        {options.brands.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </Select>
      <Select
        label="Origin"
        value={draft.origin_id}
        error={message(errors, 'origin_id')}
        onChange={(value) => set({ origin_id: value })}
      >
        <option value="">None</option>
        {options.origins.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </Select>
      <Field
        label="Alcohol (% ABV)"
        inputMode="decimal"
        value={draft.abv}
        error={message(errors, 'abv')}
        onChange={(event) => set({ abv: event.target.value })}
      />
    </fieldset>
  );
}

/** The premium and promotion flags and the curated lists the product is in. */
export function ListsSection({ draft, set, errors, options }: SectionProps & { options: ProductOptions }) {
  const toggle = (id: number, on: boolean) =>
    set({ choice_ids: on ? [...draft.choice_ids, id] : draft.choice_ids.filter((c) => c !== id) });
  const choiceError = Object.entries(errors).find(([field]) => field.startsWith('choice_ids'))?.[1];
  return (
    <fieldset className="product-section">
      <legend>Lists</legend>
      <div className="check-list">
        <label>
          <input
            type="checkbox"
            checked={draft.is_premium}
            onChange={(event) => set({ is_premium: event.target.checked })}
          />{' '}
          Premium
        </label>
        <label>
          <input
            type="checkbox"
            checked={draft.is_promotion}
            onChange={(event) => set({ is_promotion: event.target.checked })}
          />{' '}
          Promotion
        </label>
        {options.choices.map((choice) => (
          <label key={choice.id}>
            <input
              type="checkbox"
              checked={draft.choice_ids.includes(choice.id)}
              onChange={(event) => toggle(choice.id, event.target.checked)}
            />{' '}
            Our choice: {choice.name}
          </label>
        ))}
      </div>
      {choiceError && <p className="field__error">{choiceError.join(' ')}</p>}
    </fieldset>
  );
}

/** The description and tasting notes, in the rich-text editor, and what search engines show. */
export function TextsSection({ draft, set, errors }: SectionProps) {
  return (
    <fieldset className="product-section">
      <legend>Texts and search engines</legend>
      <RichTextEditor
        id="product-description"
        label="Description"
        value={draft.description}
        onChange={(html) => set({ description: html })}
      />
      {errors.description && <p className="field__error">{errors.description.join(' ')}</p>}
      <RichTextEditor
        id="product-tasting-notes"
        label="Tasting notes"
        value={draft.tasting_notes}
        onChange={(html) => set({ tasting_notes: html })}
      />
      {errors.tasting_notes && <p className="field__error">{errors.tasting_notes.join(' ')}</p>}
      <Field
        label="SEO title"
        hint="Empty: the product's name."
        value={draft.meta_title}
        maxLength={200}
        error={message(errors, 'meta_title')}
        onChange={(event) => set({ meta_title: event.target.value })}
      />
      <Field
        label="SEO description"
        hint="Empty: the start of the description."
        value={draft.meta_description}
        maxLength={400}
        error={message(errors, 'meta_description')}
        onChange={(event) => set({ meta_description: event.target.value })}
      />
    </fieldset>
  );
}
