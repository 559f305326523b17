import type { StaffMember } from '@shop/shared/rules';
import { roleLabel, signInText, STATE_LABELS, STATE_TONES } from './member-text.ts';

/** The pieces of a member the table and the cards both show. */

export function MemberName({ member, isMe }: { member: StaffMember; isMe: boolean }) {
  return (
    <>
      <span className="member-name">
        <span className="cell-main">{member.name}</span>
        {isMe && <span className="tag tag--plain">You</span>}
        {member.kind === 'service' && <span className="tag tag--plain">Service account</span>}
      </span>
      <span className="cell-sub member-email">{member.email}</span>
    </>
  );
}

export function MemberState({ member }: { member: StaffMember }) {
  return <span className={`tag ${STATE_TONES[member.status]}`}>{STATE_LABELS[member.status]}</span>;
}

export function MemberRole({ member }: { member: StaffMember }) {
  return <>{roleLabel(member.role)}</>;
}

export function MemberSignIn({ member }: { member: StaffMember }) {
  const text = signInText(member);
  return member.kind === 'person' && member.last_login_at ? (
    <time dateTime={member.last_login_at}>{text}</time>
  ) : (
    <span className="member-sign-in--none">{text}</span>
  );
}

/** Instead of the buttons on one's own row: the server refuses disabling or demoting oneself. */
export function OwnAccountNote() {
  return <span className="small">Your own account: another owner can change it.</span>;
}
