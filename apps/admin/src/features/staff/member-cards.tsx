import type { StaffMember } from '@shop/shared/rules';
import { MemberButtons, MemberPanel, panelShown, useMemberControls, type MemberListState } from './member-controls.tsx';
import { MemberName, MemberRole, MemberSignIn, MemberState, OwnAccountNote } from './member-summary.tsx';
import type { MemberListProps } from './members-table.tsx';

function MemberCard({ member, state }: { member: StaffMember; state: MemberListState }) {
  const controls = useMemberControls(member, state);
  const isMe = member.id === state.meId;
  return (
    <li className="order-card member-card">
      <p className="member-card__who">
        <MemberName member={member} isMe={isMe} />
      </p>
      <dl className="member-card__facts">
        <div>
          <dt>Role</dt>
          <dd>
            <MemberRole member={member} />
          </dd>
        </div>
        <div>
          <dt>State</dt>
          <dd>
            <MemberState member={member} />
          </dd>
        </div>
        <div>
          <dt>Last sign-in</dt>
          <dd>
            <MemberSignIn member={member} />
          </dd>
        </div>
      </dl>
      {isMe ? <OwnAccountNote /> : <MemberButtons controls={controls} />}
      {!isMe && panelShown(controls) && <MemberPanel controls={controls} />}
    </li>
  );
}

/** The members on a phone: one card each, the change's form opening inside the card. */
export function MemberCards({ members, caption, state }: MemberListProps) {
  return (
    <ul className="order-cards member-cards" aria-label={caption}>
      {members.map((member) => (
        <MemberCard key={member.id} member={member} state={state} />
      ))}
    </ul>
  );
}
