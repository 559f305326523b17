import { SORT_LABELS, SORT_MODES, type SortMode } from '@shop/shared/rules';
import type { FormEvent } from 'react';

/**
 * The four sort modes of spec section 2, labelled word for word. It is a GET form, so without JavaScript a 'Sort'
 * button asks the server for the sorted page (first page, `keep` holding the filters); with it, a choice applies at
 * once.
 */
export function SortSelect({
  value,
  onChange,
  keep = [],
}: {
  value: SortMode;
  onChange: (sort: SortMode) => void;
  keep?: ReadonlyArray<[string, string]>;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(new FormData(event.currentTarget).get('sort') as SortMode);
  };
  return (
    <form className="sort" method="get" onSubmit={submit}>
      <label className="sort__field">
        <span className="sort__label">Sort by</span>
        <select name="sort" value={value} onChange={(e) => onChange(e.target.value as SortMode)}>
          {SORT_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {SORT_LABELS[mode]}
            </option>
          ))}
        </select>
      </label>
      {keep.map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <noscript>
        <button type="submit" className="btn btn--ghost sort__apply">
          Sort
        </button>
      </noscript>
    </form>
  );
}
