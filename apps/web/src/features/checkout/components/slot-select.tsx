import type { Slot } from '@shop/shared/rules';
import { FormField } from '@/components/ui/form-field';

/** A slot's label split into its day and its hours ("Tue, 1 Jan" and "10:00–14:00"). */
export function slotParts(slot: Slot): { day: string; time: string } {
  const cut = slot.label.lastIndexOf(', ');
  return cut < 0 ? { day: '', time: slot.label } : { day: slot.label.slice(0, cut), time: slot.label.slice(cut + 2) };
}

/** The slots grouped by day, in the server's order. */
export function slotsByDay(slots: readonly Slot[]): Array<{ day: string; slots: Slot[] }> {
  const days: Array<{ day: string; slots: Slot[] }> = [];
  for (const slot of slots) {
    const { day } = slotParts(slot);
    const last = days.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, slots: [slot] });
  }
  return days;
}

export interface SlotSelectProps {
  label: string;
  slots: readonly Slot[] | undefined;
  value: string;
  onChange: (id: string) => void;
  error?: string | null;
}

/**
 * The next days' slots (`GET /delivery-slots`), one list grouped by day: one control, easy by keyboard and screen
 * reader.
 */
export function SlotSelect({ label, slots, value, onChange, error }: SlotSelectProps) {
  return (
    <FormField label={label} error={error} hint="Times are Dubai time. The soonest slot starts two hours from now.">
      {(c) => (
        <select
          {...c}
          className="field__input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={!slots}
        >
          <option value="">{slots ? 'Choose a time' : 'Loading times…'}</option>
          {slotsByDay(slots ?? []).map((d) => (
            <optgroup key={d.day} label={d.day}>
              {d.slots.map((s) => (
                <option key={s.id} value={s.id}>{`${d.day}, ${slotParts(s).time}`}</option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </FormField>
  );
}
