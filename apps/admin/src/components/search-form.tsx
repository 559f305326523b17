import { useId } from 'react';

export interface SearchFormProps {
  label: string;
  /** The search as it stands (from the address); the field shows it again after a back or forward. */
  value: string | undefined;
  maxLength: number;
  placeholder?: string;
  /** The trimmed words, or undefined for an emptied field (the whole list). */
  onSearch: (q: string | undefined) => void;
}

/** A list's search: a labelled field and its button, sent with Enter too (a search landmark for screen readers). */
export function SearchForm({ label, value, maxLength, placeholder, onSearch }: SearchFormProps) {
  const id = useId();
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim() || undefined);
  };
  return (
    <form className="toolbar__search" role="search" onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <div className="input-row">
        <input
          id={id}
          key={value ?? ''}
          name="q"
          type="search"
          defaultValue={value}
          placeholder={placeholder}
          maxLength={maxLength}
        />
        <button className="button button--primary" type="submit">
          Search
        </button>
      </div>
    </form>
  );
}
