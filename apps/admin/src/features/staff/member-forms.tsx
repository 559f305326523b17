import type { StaffMember, StaffRole } from '@shop/shared/rules';
import { useId, useState } from 'react';
import { rolesFor, roleLabel } from './member-text.ts';
import { RoleChoices } from './role-choices.tsx';

/** The two changes that ask something first, each opened under the member's buttons. */

interface FormProps {
  member: StaffMember;
  busy: boolean;
  onClose: () => void;
}

export function RoleForm({ member, busy, onSubmit, onClose }: FormProps & { onSubmit: (role: StaffRole) => void }) {
  const [same, setSame] = useState(false);
  return (
    <form
      className="member-form"
      aria-label={`Change the role of ${member.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        const role = new FormData(event.currentTarget).get('role') as StaffRole | null;
        setSame(role === member.role);
        if (role && role !== member.role) onSubmit(role);
      }}
    >
      <RoleChoices
        legend={`New role for ${member.name}`}
        roles={rolesFor(member.kind)}
        chosen={member.role}
        autoFocus
        error={same ? `${member.name} is already ${roleLabel(member.role)}. Choose another role.` : null}
      />
      <p className="small">
        {member.kind === 'service' ? 'A service account cannot be an owner. ' : ''}
        The new role applies from their next step in the back office.
      </p>
      <div className="member-form__actions">
        <button className="button button--primary" type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save role'}
        </button>
        <button className="button" type="button" onClick={onClose} disabled={busy}>
          Back
        </button>
      </div>
    </form>
  );
}

/** What disabling does to this member, asked before it is done. */
export function disableQuestion(member: StaffMember): { question: string; confirm: string } {
  if (member.kind === 'service')
    return {
      question:
        `Disable the service account ${member.name}? Its API key stops working at once: the staff commands ` +
        'that use it fail until you enable it again.',
      confirm: 'Yes, disable it',
    };
  if (member.status === 'invited')
    return {
      question:
        `Withdraw the invitation to ${member.name}? The link in their e-mail stops working at once; inviting ` +
        'the same e-mail again sends them a new one.',
      confirm: 'Yes, withdraw it',
    };
  return {
    question:
      `Disable ${member.name}? Their sessions end at once, on every device, and they cannot sign in until you ` +
      'enable them again.',
    confirm: `Yes, disable ${member.name}`,
  };
}

export function DisableConfirm({ member, busy, onConfirm, onClose }: FormProps & { onConfirm: () => void }) {
  const id = useId();
  const { question, confirm } = disableQuestion(member);
  return (
    <form
      className="member-form"
      aria-labelledby={`${id}-question`}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
    >
      <p id={`${id}-question`}>{question}</p>
      <div className="member-form__actions">
        <button className="button button--danger" type="submit" disabled={busy}>
          {busy ? 'Saving…' : confirm}
        </button>
        {/* The safe choice takes the focus; it reads the question with it. */}
        <button
          className="button"
          type="button"
          onClick={onClose}
          disabled={busy}
          autoFocus
          aria-describedby={`${id}-question`}
        >
          Back
        </button>
      </div>
    </form>
  );
}
