import { STAFF_INVITE_HOURS, STAFF_ROLES, type StaffMember, type StaffRole } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert, StatusMessage } from '../../components/alert.tsx';
import { Field } from '../../components/field.tsx';
import { roleLabel } from './member-text.ts';
import { RoleChoices } from './role-choices.tsx';
import { inviteMember, staffKeys } from './staff-api.ts';

const ROLE_MISSING = 'Please choose a role.';

function invitedMessage(member: StaffMember): string {
  return (
    `Invitation sent to ${member.name} (${member.email}) as ${roleLabel(member.role)}. ` +
    `The e-mail holds their link to set a password and an authenticator app; it works for ${STAFF_INVITE_HOURS} hours.`
  );
}

/** What the server said is wrong, by field: its field errors, and a taken e-mail (409) on the e-mail. */
function problemsOf(error: unknown): { email?: string; name?: string; role?: string; other?: unknown } {
  if (!(error instanceof ApiError)) return { other: error };
  const email = error.fields.email?.[0] ?? (error.status === 409 ? error.message : undefined);
  const found = { email, name: error.fields.name?.[0], role: error.fields.role?.[0] };
  return found.email || found.name || found.role ? found : { other: error };
}

/**
 * Inviting a person (issue 25, item 2): their e-mail, name and role. The server e-mails them a link to the back
 * office's accept-invitation page, where they choose a password and set up their authenticator; the owner never sees
 * the link.
 */
export function InviteForm() {
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [roleMissing, setRoleMissing] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: inviteMember,
    onMutate: () => setSent(null),
    onSuccess: async (member) => {
      form.current?.reset();
      setSent(invitedMessage(member));
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
  const problems = invite.error ? problemsOf(invite.error) : {};
  const roleError = roleMissing ? ROLE_MISSING : problems.role;

  // A refused invitation puts the keyboard on the first field the server found wrong.
  useEffect(() => {
    if (!invite.error || !form.current) return;
    const { email, name, role } = problemsOf(invite.error);
    const field = email ? 'email' : name ? 'name' : role ? 'role' : null;
    const element = field && form.current.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
    else if (element instanceof RadioNodeList) (element[0] as HTMLElement | undefined)?.focus();
  }, [invite.error]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const role = data.get('role') as StaffRole | null;
    setRoleMissing(!role);
    if (!role) {
      setSent(null);
      invite.reset();
      (event.currentTarget.querySelector('input[name="role"]') as HTMLInputElement | null)?.focus();
      return;
    }
    invite.mutate({ email: String(data.get('email') ?? ''), name: String(data.get('name') ?? ''), role });
  };

  return (
    <form
      ref={form}
      className="invite-form"
      noValidate
      onSubmit={submit}
      onChange={(event) =>
        event.target instanceof HTMLInputElement && event.target.name === 'role' && setRoleMissing(false)
      }
      aria-labelledby="invite-title"
    >
      <StatusMessage>{sent}</StatusMessage>
      <ErrorAlert error={problems.other} />
      <div className="invite-form__fields">
        <Field
          label="E-mail"
          name="email"
          type="email"
          autoComplete="off"
          spellCheck={false}
          maxLength={254}
          error={problems.email}
          hint="The invitation goes to this address."
        />
        <Field label="Name" name="name" autoComplete="off" maxLength={100} error={problems.name} />
      </div>
      <RoleChoices legend="Role" roles={STAFF_ROLES} error={roleError} />
      <button className="button button--primary" type="submit" disabled={invite.isPending}>
        {invite.isPending ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}
