import { formatAed, type FilterListResponse } from '@shop/shared/rules';
import { useState, type FormEvent } from 'react';
import { useFilterList } from '../api/get-filter-list';
import { hasFilters, type ListingUrlState } from '../hooks/listing-params';
import { useListingParams } from '../hooks/use-listing-params';

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Brand, origin and price filters of a category; every change is a URL change (Back undoes it). */
export function FiltersPanel({ categoryRoute }: { categoryRoute: string }) {
  const { data } = useFilterList(categoryRoute);
  const { state, update } = useListingParams();
  const title = `Filters${hasFilters(state) ? ' (active)' : ''}`;
  // The panel's frame renders at once so the grid does not move when the filter list arrives.
  // One markup for every screen, as a server render cannot know the width; CSS picks the form (index.css, filters).
  // Up to 900 px the options open from the summary, closed at first; wider, they always show under a title drawn
  // like an open summary. The options follow the <details> instead of sitting in it: a closed <details> hides its
  // content, and CSS can show it again only in the newest browsers (::details-content).
  return (
    <div className="filters">
      <details className="filters__toggle">
        <summary className="filters__summary">{title}</summary>
      </details>
      <div className="filters__title">{title}</div>
      {data ? (
        <FilterOptions data={data} state={state} update={update} />
      ) : (
        <p className="filters__body filters__loading">Loading filters…</p>
      )}
    </div>
  );
}

interface FilterOptionsProps {
  data: FilterListResponse;
  state: ListingUrlState;
  update: (patch: Partial<ListingUrlState>) => void;
}

function FilterOptions({ data, state, update }: FilterOptionsProps) {
  return (
    <div className="filters__body">
      {data.brand.length ? (
        <fieldset className="filters__group">
          <legend>Brand</legend>
          {data.brand.map((b) => (
            <label key={b.id} className="check">
              <input
                type="checkbox"
                checked={state.brands.includes(b.id)}
                onChange={() => update({ brands: toggle(state.brands, b.id) })}
              />
              <span>{b.name}</span>
              <span className="check__count">{b.count}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {data.origins.length ? (
        <fieldset className="filters__group">
          <legend>Origin</legend>
          {data.origins.map((o) => (
            <label key={o.country} className="check">
              <input
                type="checkbox"
                checked={state.origins.includes(o.country)}
                onChange={() => update({ origins: toggle(state.origins, o.country) })}
              />
              <span>{o.country}</span>
              <span className="check__count">{o.count}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <PriceRange
        key={`${state.min}-${state.max}`}
        state={state}
        bounds={data.price}
        onApply={(min, max) => update({ min, max })}
      />
      {hasFilters(state) ? (
        <button
          type="button"
          className="btn btn--ghost btn--block"
          onClick={() => update({ brands: [], origins: [], min: null, max: null })}
        >
          Clear filters
        </button>
      ) : null}
    </div>
  );
}

interface PriceRangeProps {
  state: ListingUrlState;
  bounds: { min: number; max: number };
  onApply: (min: number | null, max: number | null) => void;
}

function PriceRange({ state, bounds, onApply }: PriceRangeProps) {
  const [min, setMin] = useState(state.min?.toString() ?? '');
  const [max, setMax] = useState(state.max?.toString() ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const lo = min.trim() === '' ? null : Math.max(0, Number(min));
    const hi = max.trim() === '' ? null : Math.max(0, Number(max));
    if (lo !== null && hi !== null && lo > hi) onApply(hi, lo);
    else onApply(lo, hi);
  };
  return (
    <form className="filters__group" onSubmit={submit} aria-labelledby="price-range-legend">
      <p id="price-range-legend" className="filters__legend">
        Price (AED)
      </p>
      <p className="filters__hint">{`${formatAed(bounds.min)} – ${formatAed(bounds.max)}`}</p>
      <div className="range">
        <label>
          <span className="visually-hidden">Minimum price in AED</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            placeholder="Min"
            value={min}
            onChange={(e) => setMin(e.target.value)}
          />
        </label>
        <span aria-hidden="true">–</span>
        <label>
          <span className="visually-hidden">Maximum price in AED</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            placeholder="Max"
            value={max}
            onChange={(e) => setMax(e.target.value)}
          />
        </label>
        <button type="submit" className="btn btn--small">
          Apply
        </button>
      </div>
    </form>
  );
}
