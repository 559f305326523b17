export interface SelectFilterProps {
  id: string;
  label: string;
  /** The chosen value, `''` for the whole list. */
  value: string | number;
  options: ReadonlyArray<{ value: string | number; label: string }>;
  /** The first choice, for the whole list (`Every post`); none when the list is always kept to one option. */
  every?: string;
  className?: string;
  onChange: (value: string) => void;
}

/** A labelled drop-down keeping a list to some of its rows (a state, a category). */
export function SelectFilter({ id, label, value, options, every, className = 'field', onChange }: SelectFilterProps) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {every !== undefined && <option value="">{every}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
