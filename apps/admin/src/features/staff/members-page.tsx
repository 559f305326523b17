import type { StaffMember } from '@shop/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert, Loading, StatusMessage } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { PHONE, useMediaQuery } from '../../hooks/use-media-query.ts';
import { useCan, useMe } from '../../session/session.ts';
import { InviteForm } from './invite-form.tsx';
import { MemberCards } from './member-cards.tsx';
import type { MemberListState } from './member-controls.tsx';
import { MembersTable } from './members-table.tsx';
import { byState } from './member-text.ts';
import { fetchMembers, staffKeys } from './staff-api.ts';

/** `3 people and 1 service account` */
function countText(members: StaffMember[]): string {
  const services = members.filter((member) => member.kind === 'service').length;
  const people = members.length - services;
  const parts = [`${people} ${people === 1 ? 'person' : 'people'}`];
  if (services) parts.push(`${services} ${services === 1 ? 'service account' : 'service accounts'}`);
  return parts.join(' and ');
}

/**
 * The owner's staff screen (issue 25, item 2): every member with their role, state and last sign-in; inviting a
 * person; changing a role; disabling (their sessions end at once) and enabling. The server refuses changes to
 * oneself, so one's own row offers none.
 */
export function MembersPage() {
  const me = useMe();
  const allowed = useCan('staff:manage');
  const phone = useMediaQuery(PHONE);
  const members = useQuery({ queryKey: staffKeys.list, queryFn: fetchMembers, enabled: allowed });
  const [status, setStatus] = useState<string | null>(null);
  const [open, setOpen] = useState<MemberListState['open']>(null);

  const head = (
    <div className="page-head">
      <PageHeading title="Staff">Staff</PageHeading>
      {allowed && (
        <a className="button page-head__action" href="#invite-title">
          Invite a member
        </a>
      )}
    </div>
  );
  if (me.isPending) return <Loading what="your account" />;
  if (!allowed)
    return (
      <>
        {head}
        <p>Only an owner can see and change the shop's staff. Please ask an owner if someone needs access.</p>
      </>
    );

  const list = members.data;
  const caption = list ? `Staff members: ${countText(list)}` : 'Staff members';
  const List = phone ? MemberCards : MembersTable;
  return (
    <>
      {head}
      <section className="staff-members" aria-labelledby="members-title">
        <h2 id="members-title">Members</h2>
        {list && <p className="small">{countText(list)}.</p>}
        <StatusMessage>{status}</StatusMessage>
        <ErrorAlert error={members.error} />
        {list ? (
          <List
            members={byState(list)}
            caption={caption}
            state={{ meId: me.data?.id ?? 0, open, setOpen, announce: setStatus }}
          />
        ) : (
          members.isPending && <Loading what="staff members" />
        )}
      </section>
      <section className="panel staff-invite" aria-labelledby="invite-title">
        <h2 id="invite-title" tabIndex={-1}>
          Invite a new member
        </h2>
        <p className="small">
          They get an e-mail with a link to set their password and an authenticator app, then sign in with both.
        </p>
        <InviteForm />
      </section>
    </>
  );
}
