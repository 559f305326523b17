import { SORT_LABELS, SORT_MODES, type SortMode } from '@shop/shared';

/** The four sort modes of spec section 2, labelled word for word. */
export function SortSelect({ value, onChange }: { value: SortMode; onChange: (sort: SortMode) => void }) {
  return (
    <label className="sort">
      <span className="sort__label">Sort by</span>
      <select value={value} onChange={(e) => onChange(e.target.value as SortMode)}>
        {SORT_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {SORT_LABELS[mode]}
          </option>
        ))}
      </select>
    </label>
  );
}
