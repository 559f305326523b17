import { MONEY_HINT, emptySize, type SizeDraft } from './product-draft.ts';

interface SizesProps {
  sizes: SizeDraft[];
  onChange: (sizes: SizeDraft[]) => void;
  errors: Record<string, string[]>;
  /** What the role may set: a manager prices, whoever counts stock sets stock; the others see them, read-only. */
  canPrice: boolean;
  canStock: boolean;
}

type SizeField = 'value' | 'price' | 'offer' | 'stock' | 'packSize' | 'cost';
const COLUMNS: { field: SizeField; api: string; label: string; kind: 'text' | 'money' | 'count' }[] = [
  { field: 'value', api: 'value', label: 'Size', kind: 'text' },
  { field: 'price', api: 'price_fils', label: 'Price (AED)', kind: 'money' },
  { field: 'offer', api: 'offer_price_fils', label: 'Offer price (AED)', kind: 'money' },
  { field: 'stock', api: 'stock', label: 'Stock', kind: 'count' },
  { field: 'packSize', api: 'pack_size', label: 'Pack size', kind: 'count' },
  { field: 'cost', api: 'cost_fils', label: 'Cost (AED)', kind: 'money' },
];

/**
 * A product's sizes, each with its prices, stock and pack size; the first is the default. Each field has its own
 * label and shows the server's message under it. A size in orders cannot be removed (the server refuses too).
 */
export function ProductSizes({ sizes, onChange, errors, canPrice, canStock }: SizesProps) {
  const set = (i: number, field: SizeField, value: string) =>
    onChange(sizes.map((size, j) => (j === i ? { ...size, [field]: value } : size)));
  const move = (i: number, by: number) => {
    const next = [...sizes];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };
  const name = (i: number) => sizes[i]!.value.trim() || `size ${i + 1}`;
  const readOnly = (field: SizeField) =>
    (['price', 'offer', 'cost'].includes(field) && !canPrice) || (field === 'stock' && !canStock);
  return (
    <fieldset className="product-section">
      <legend>Sizes</legend>
      <p className="field__hint">The first size is the one listings show. Leave the offer price empty for no offer.</p>
      {errors.sizes && (
        <div className="alert alert--error" role="alert">
          {errors.sizes.join(' ')}
        </div>
      )}
      <ol className="size-list">
        {sizes.map((size, i) => (
          <li key={size.key} className="size-row">
            <div className="size-row__fields">
              {COLUMNS.map(({ field, api, label, kind }) => {
                const id = `size-${size.key}-${field}`;
                const error = errors[`sizes.${i}.${api}`]?.join(' ');
                return (
                  <div key={field} className={`field size-row__${field}`}>
                    <label htmlFor={id}>{label}</label>
                    <input
                      id={id}
                      value={size[field]}
                      inputMode={kind === 'money' ? 'decimal' : kind === 'count' ? 'numeric' : undefined}
                      readOnly={readOnly(field)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      title={kind === 'money' ? MONEY_HINT : undefined}
                      onChange={(event) => set(i, field, event.target.value)}
                    />
                    {error && (
                      <p className="field__error" id={`${id}-error`}>
                        {error}
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
            <div className="size-row__actions">
              <button
                type="button"
                className="button button--quiet"
                aria-label={`Move ${name(i)} up`}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              >
                Up
              </button>
              <button
                type="button"
                className="button button--quiet"
                aria-label={`Remove ${name(i)}`}
                disabled={size.inOrders || sizes.length === 1}
                title={size.inOrders ? 'This size is in orders: set its stock to 0 instead.' : undefined}
                onClick={() => onChange(sizes.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      {canPrice && (
        <button type="button" className="button" onClick={() => onChange([...sizes, emptySize()])}>
          Add a size
        </button>
      )}
    </fieldset>
  );
}
