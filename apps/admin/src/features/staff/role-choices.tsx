import type { StaffRole } from '@shop/shared/rules';
import { useId } from 'react';
import { ROLE_DUTIES, roleLabel } from './member-text.ts';

interface RoleChoicesProps {
  legend: string;
  roles: readonly StaffRole[];
  /** The role chosen at first, if any. */
  chosen?: StaffRole;
  /** Focus the chosen role (or the first) when the choices appear. */
  autoFocus?: boolean;
  error?: string | null;
}

/**
 * A role to choose, each with one line on what it may do. The whole box is the target; a screen reader hears the
 * role as its name and the line as its description.
 */
export function RoleChoices({ legend, roles, chosen, autoFocus, error }: RoleChoicesProps) {
  const id = useId();
  const focused = chosen ?? roles[0];
  return (
    <fieldset className="choices role-choices" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="role-choices__grid">
        {roles.map((role) => (
          <label key={role} className="check check--big role-choice">
            <input
              type="radio"
              name="role"
              value={role}
              defaultChecked={role === chosen}
              autoFocus={autoFocus && role === focused}
              aria-labelledby={`${id}-${role}`}
              aria-describedby={`${id}-${role}-duty`}
              aria-invalid={error ? true : undefined}
            />
            <span>
              <span className="role-choice__name" id={`${id}-${role}`}>
                {roleLabel(role)}
              </span>
              <span className="role-choice__duty" id={`${id}-${role}-duty`}>
                {ROLE_DUTIES[role]}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
