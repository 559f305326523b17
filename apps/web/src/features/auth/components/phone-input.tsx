import { PHONE_INPUT_TEXTS as T } from '@shop/shared/rules';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  formatPhone,
  guessCountry,
  phoneValue,
  searchCountries,
  type Country,
} from './phone-countries';

export interface PhoneInputProps {
  /** A number to start from (`+971501234567`); empty starts at the default country's code. */
  defaultValue?: string;
  /** The number as shown (`+971 501 234 567`), or '' while nothing follows the calling code. */
  onChange: (value: string) => void;
  label?: string;
  /** The id of a message about the field (an error under it). */
  describedBy?: string;
  invalid?: boolean;
}

function initial(defaultValue: string | undefined): { country: Country; text: string } {
  const digits = (defaultValue ?? '').replace(/\D/g, '');
  if (!digits) return { country: DEFAULT_COUNTRY, text: `${T.prefix}${DEFAULT_COUNTRY.dialCode}` };
  const country = guessCountry(digits);
  return { country, text: formatPhone(digits, country.format) };
}

/**
 * The phone field of spec section 5: a country picker (UAE by default) with search, and the number typed after
 * the calling code; the country follows the first 6 digits typed. The picker is a listbox driven from its search
 * box (arrows, Enter); Escape, Tab, a click outside or a choice close it.
 */
export function PhoneInput({ defaultValue, onChange, label = T.label, describedBy, invalid }: PhoneInputProps) {
  const [{ country, text }, setNumber] = useState(() => initial(defaultValue));
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const ids = useId();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const caretDigits = useRef<number | null>(null);
  const results = useMemo(() => searchCountries(query, COUNTRIES), [query]);

  // Keeps the caret after the same digit once the text is formatted again.
  useLayoutEffect(() => {
    const el = input.current;
    if (caretDigits.current === null || !el || document.activeElement !== el) return;
    let seen = 0;
    let pos = 0;
    while (pos < text.length && seen < caretDigits.current) if (/\d/.test(text[pos++]!)) seen++;
    el.setSelectionRange(pos, pos);
    caretDigits.current = null;
  }, [text]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(`${ids}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, ids]);

  const update = (next: { country: Country; text: string }) => {
    setNumber(next);
    onChange(phoneValue(next.text, next.country));
  };

  const type = (e: ChangeEvent<HTMLInputElement>) => {
    const raw = e.target.value;
    caretDigits.current = raw.slice(0, e.target.selectionStart ?? raw.length).replace(/\D/g, '').length;
    const digits = raw.replace(/\D/g, '');
    const next = guessCountry(digits, country);
    update({ country: next, text: formatPhone(digits, next.format) });
  };

  // Focus (a Tab selects all, a script puts the caret first) lands after the calling code, so typing adds to the
  // number instead of replacing the country's code.
  const onFocus = () =>
    requestAnimationFrame(() => {
      const el = input.current;
      if (el && document.activeElement === el && (el.selectionStart ?? 0) <= country.dialCode.length + 1)
        el.setSelectionRange(el.value.length, el.value.length);
    });

  const openList = () => {
    setQuery('');
    setActive(Math.max(0, COUNTRIES.indexOf(country)));
    setOpen(true);
  };

  const choose = (chosen: Country) => {
    const digits = text.replace(/\D/g, '');
    const rest = digits.startsWith(country.dialCode) ? digits.slice(country.dialCode.length) : '';
    update({ country: chosen, text: formatPhone(chosen.dialCode + rest, chosen.format) });
    setOpen(false);
    input.current?.focus();
  };

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(i + step, 0), Math.max(results.length - 1, 0)));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const chosen = results[active];
      if (chosen) choose(chosen);
    } else if (e.key === 'Escape') {
      // Closes the list, not the popup around it.
      e.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  const listId = `${ids}-list`;
  return (
    <div className={`phone${invalid ? ' is-invalid' : ''}`} ref={root}>
      <label className="field__label" htmlFor={`${ids}-number`}>
        {label}
      </label>
      <div className="phone__field">
        <button
          ref={toggle}
          type="button"
          className="phone__country"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? `${ids}-panel` : undefined}
          aria-label={`Country: ${country.name} +${country.dialCode}`}
          onClick={() => (open ? setOpen(false) : openList())}
        >
          <span className="phone__iso" aria-hidden="true">
            {country.iso2.toUpperCase()}
          </span>
          <span className="phone__arrow" aria-hidden="true" />
        </button>
        <input
          ref={input}
          id={`${ids}-number`}
          className="phone__number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={T.placeholder}
          value={text}
          onChange={type}
          onFocus={onFocus}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      </div>
      {open ? (
        <div id={`${ids}-panel`} className="phone__panel">
          <input
            className="phone__search"
            type="search"
            placeholder={T.searchPlaceholder}
            aria-label="Search countries"
            autoFocus
            autoComplete="off"
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={results.length ? `${ids}-option-${active}` : undefined}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKey}
          />
          {results.length ? (
            // A press on the list keeps the focus in the search box, so Escape and Tab still reach the list's keys
            // (a press moving it to the popup would let Escape close the whole popup instead of the list).
            <ul
              id={listId}
              className="phone__list"
              role="listbox"
              aria-label="Countries"
              onMouseDown={(e) => e.preventDefault()}
            >
              {results.map((c, i) => (
                <li
                  key={c.iso2}
                  id={`${ids}-option-${i}`}
                  role="option"
                  aria-selected={c.iso2 === country.iso2}
                  className={`phone__option${i === active ? ' is-active' : ''}`}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => choose(c)}
                >
                  <span className="phone__iso" aria-hidden="true">
                    {c.iso2.toUpperCase()}
                  </span>
                  <span className="phone__name">{c.name}</span>
                  <span className="phone__dial">+{c.dialCode}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="phone__empty" role="status">
              {T.noEntries}
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
