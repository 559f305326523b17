import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput } from './phone-input';

function setup(defaultValue?: string) {
  const onChange = vi.fn();
  const onOuterKey = vi.fn();
  render(
    <div onKeyDown={(e) => onOuterKey(e.key)}>
      <PhoneInput defaultValue={defaultValue} onChange={onChange} />
      <button type="button">Elsewhere</button>
    </div>,
  );
  const number = screen.getByLabelText<HTMLInputElement>('Phone');
  const toggle = screen.getByRole('button', { name: /^Country:/ });
  return { onChange, onOuterKey, number, toggle };
}

describe('phone input (spec section 5)', () => {
  it('starts at the UAE code with the label Phone, and shows the placeholder once emptied', async () => {
    const { number, toggle, onChange } = setup();
    expect(number).toHaveValue('+971');
    expect(toggle).toHaveAccessibleName('Country: United Arab Emirates +971');
    await userEvent.clear(number);
    expect(number).toHaveAttribute('placeholder', '1 (702) 123-4567');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('formats with the mask, reports the number, and guesses the country from what is typed', async () => {
    const { number, toggle, onChange } = setup();
    await userEvent.type(number, '501234567');
    expect(number).toHaveValue('+971 501 234 567');
    expect(onChange).toHaveBeenLastCalledWith('+971 501 234 567');
    await userEvent.clear(number);
    await userEvent.type(number, '447700900123');
    expect(number).toHaveValue('+44 770 090 012 3');
    expect(toggle).toHaveAccessibleName('Country: United Kingdom +44');
  });

  it('puts the caret after the calling code when focused, so typing keeps the country code', async () => {
    const { number, onChange } = setup();
    number.focus();
    number.setSelectionRange(0, 4);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await userEvent.keyboard('50');
    expect(number).toHaveValue('+971 50');
    expect(onChange).toHaveBeenLastCalledWith('+971 50');
  });

  it('starts from a stored number in its own country (edit mode)', () => {
    const { number, toggle } = setup('+12685551234');
    expect(number).toHaveValue('+1268 555 123 4');
    expect(toggle).toHaveAccessibleName('Country: Antigua and Barbuda +1268');
  });

  it('searches with the placeholder "search", says "No entries to show", and is a keyboard listbox', async () => {
    const { toggle, number } = setup();
    await userEvent.type(number, '501234567');
    await userEvent.click(toggle);
    const search = screen.getByRole('combobox', { name: 'Search countries' });
    expect(search).toHaveAttribute('placeholder', 'search');
    expect(search).toHaveFocus();
    expect(screen.getByRole('option', { name: /United Arab Emirates/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(search, 'qqqq');
    expect(screen.getByText('No entries to show')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.clear(search);
    await userEvent.type(search, '+966');
    const list = screen.getByRole('listbox', { name: 'Countries' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['SASaudi Arabia+966']);
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    // The typed number moves to the new calling code.
    expect(number).toHaveValue('+966 501 234 567');
    expect(number).toHaveFocus();
  });

  it('moves through options with the arrows', async () => {
    const { toggle } = setup();
    await userEvent.click(toggle);
    await userEvent.type(screen.getByRole('combobox'), 'united');
    const search = screen.getByRole('combobox');
    // U.S. Virgin Islands, United Arab Emirates, United Kingdom, United States.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const active = search.getAttribute('aria-activedescendant')!;
    expect(document.getElementById(active)).toHaveTextContent('United Kingdom');
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAccessibleName('Country: United Kingdom +44');
  });

  it('closes on Escape (without closing what is around it), Tab, an outside click or a choice', async () => {
    const { toggle, onOuterKey } = setup();
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(onOuterKey).not.toHaveBeenCalledWith('Escape');
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    await userEvent.tab();
    expect(screen.queryByRole('combobox')).toBeNull();

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('combobox')).toBeNull();

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('option', { name: /Oman/ }));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(toggle).toHaveAccessibleName('Country: Oman +968');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the focus in its search box when the list is pressed, so Escape still closes only the list', async () => {
    const { toggle, onOuterKey } = setup();
    await userEvent.click(toggle);
    const search = screen.getByRole('combobox');
    // A press on the list that chooses nothing (its padding, its scroll bar) does not take the focus away from the
    // search box: the browser's default move of the focus is cancelled.
    expect(fireEvent.mouseDown(screen.getByRole('listbox'))).toBe(false);
    expect(search).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(onOuterKey).not.toHaveBeenCalledWith('Escape');
  });
});
