import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorAlert } from '../../components/alert.tsx';
import { findProducts } from './home-page-api.ts';

/**
 * Banners and our-choice lists name products by number: this finds a product's number by its name (products on
 * sale, as shoppers' search finds them).
 */
export function ProductFinder() {
  const id = useId();
  const [query, setQuery] = useState('');
  const find = useMutation({ mutationFn: findProducts });
  return (
    <details className="product-finder">
      <summary>Find a product’s number</summary>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (query.trim()) find.mutate(query.trim());
        }}
      >
        <div className="field">
          <label htmlFor={id}>Product name</label>
          <input id={id} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
        <button className="button" type="submit" disabled={find.isPending}>
          Find
        </button>
      </form>
      <ErrorAlert error={find.error} />
      {find.data && (
        <ul className="product-finder__hits" aria-live="polite">
          {find.data.length === 0 && <li>No product on sale has this name.</li>}
          {find.data.map((p) => (
            <li key={p.id}>
              <strong>{p.id}</strong> {p.name}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
