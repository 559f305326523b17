import type { StaffMember, StaffRole } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorAlert } from '../../components/alert.tsx';
import { DisableConfirm, RoleForm } from './member-forms.tsx';
import { roleLabel } from './member-text.ts';
import { changeRole, disableMember, enableMember, staffKeys } from './staff-api.ts';

type Panel = 'role' | 'disable';

/**
 * What the list shares with each member: the one form open (kept by the page, so a window turned from desk to phone
 * width keeps it), the signed-in member, and the polite announcement of a change done.
 */
export interface MemberListState {
  meId: number;
  open: { id: number; panel: Panel } | null;
  setOpen: (update: (open: MemberListState['open']) => MemberListState['open']) => void;
  announce: (text: string | null) => void;
}

type Change = { to: 'disable' } | { to: 'enable' } | { to: 'role'; role: StaffRole };

const buttonId = (member: StaffMember, which: 'role' | 'state') => `member-${member.id}-${which}`;
const panelId = (member: StaffMember) => `member-${member.id}-panel`;
const focusButton = (member: StaffMember, which: 'role' | 'state') =>
  document.getElementById(buttonId(member, which))?.focus();

/** What a change did, said politely once it is done. */
export function doneMessage(before: StaffMember, after: StaffMember, change: Change): string {
  const service = after.kind === 'service';
  if (change.to === 'role') return `${after.name} is now ${roleLabel(after.role)}.`;
  if (change.to === 'enable')
    return service
      ? `The service account ${after.name} is active again: its API key works.`
      : `${after.name} is active again and can sign in.`;
  if (service) return `The service account ${after.name} is disabled: its API key no longer works.`;
  if (before.status === 'invited') return `The invitation to ${after.name} is withdrawn: its link no longer works.`;
  return `${after.name} is disabled and signed out everywhere.`;
}

/**
 * One member's changes: which form is open, and the call. Success closes the form, is announced, refreshes the list
 * and puts the focus back on the member's button; a refusal stays in the form with the server's words.
 */
export function useMemberControls(member: StaffMember, { open, setOpen, announce }: MemberListState) {
  const queryClient = useQueryClient();
  const panel = open?.id === member.id ? open.panel : null;
  // Closing touches only this member's form: another may have been opened meanwhile.
  const setPanel = (next: Panel | null) =>
    setOpen((current) => (next ? { id: member.id, panel: next } : current?.id === member.id ? null : current));
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffKeys.all });
  const change = useMutation({
    mutationFn: (next: Change) =>
      next.to === 'role'
        ? changeRole(member.id, next.role)
        : next.to === 'disable'
          ? disableMember(member.id)
          : enableMember(member.id),
    onMutate: () => announce(null),
    onSuccess: async (after, next) => {
      setPanel(null);
      announce(doneMessage(member, after, next));
      queryClient.setQueryData<StaffMember[]>(staffKeys.list, (list) =>
        list?.map((one) => (one.id === after.id ? after : one)),
      );
      await refresh();
      focusButton(member, next.to === 'role' ? 'role' : 'state');
    },
    // Someone may have changed the member meanwhile: the list is read again either way.
    onError: () => void refresh(),
  });
  const toggle = (next: Panel) => {
    change.reset();
    setPanel(panel === next ? null : next);
  };
  const close = () => {
    const was = panel;
    change.reset();
    setPanel(null);
    focusButton(member, was === 'role' ? 'role' : 'state');
  };
  return { member, panel, change, toggle, close };
}

export type MemberControls = ReturnType<typeof useMemberControls>;

/** Whether the member's panel (a form or a refusal) is showing. */
export const panelShown = ({ panel, change }: MemberControls) => panel !== null || change.isError;

export function MemberButtons({ controls }: { controls: MemberControls }) {
  const { member, panel, change, toggle } = controls;
  // Each button says whom it changes (its name starts with its visible words): a list of "Disable" buttons means
  // nothing to a screen reader.
  const [stateLabel, whose] =
    member.status === 'disabled'
      ? ['Enable', member.name]
      : member.status === 'invited'
        ? ['Withdraw invitation', `to ${member.name}`]
        : ['Disable', member.name];
  return (
    <div className="member-buttons">
      <button
        type="button"
        id={buttonId(member, 'role')}
        className="button"
        aria-expanded={panel === 'role'}
        aria-controls={panel === 'role' ? panelId(member) : undefined}
        aria-label={`Change role of ${member.name}`}
        onClick={() => toggle('role')}
      >
        Change role
      </button>
      {member.status === 'disabled' ? (
        <button
          type="button"
          id={buttonId(member, 'state')}
          className="button"
          aria-disabled={change.isPending || undefined}
          aria-label={`${change.isPending ? 'Enabling…' : stateLabel} ${whose}`}
          onClick={() => !change.isPending && change.mutate({ to: 'enable' })}
        >
          {change.isPending ? 'Enabling…' : stateLabel}
        </button>
      ) : (
        <button
          type="button"
          id={buttonId(member, 'state')}
          className="button button--danger"
          aria-expanded={panel === 'disable'}
          aria-controls={panel === 'disable' ? panelId(member) : undefined}
          aria-label={`${stateLabel} ${whose}`}
          onClick={() => toggle('disable')}
        >
          {stateLabel}
        </button>
      )}
    </div>
  );
}

export function MemberPanel({ controls }: { controls: MemberControls }) {
  const { member, panel, change, close } = controls;
  return (
    <div className="member-panel" id={panelId(member)}>
      <ErrorAlert error={change.error} />
      {panel === 'role' && (
        <RoleForm
          member={member}
          busy={change.isPending}
          onSubmit={(role) => change.mutate({ to: 'role', role })}
          onClose={close}
        />
      )}
      {panel === 'disable' && (
        <DisableConfirm
          member={member}
          busy={change.isPending}
          onConfirm={() => change.mutate({ to: 'disable' })}
          onClose={close}
        />
      )}
    </div>
  );
}
