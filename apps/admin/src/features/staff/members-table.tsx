import type { StaffMember } from '@shop/shared/rules';
import { MemberButtons, MemberPanel, panelShown, useMemberControls, type MemberListState } from './member-controls.tsx';
import { MemberName, MemberRole, MemberSignIn, MemberState, OwnAccountNote } from './member-summary.tsx';

export interface MemberListProps {
  members: StaffMember[];
  caption: string;
  state: MemberListState;
}

const COLUMNS = 5;

function MemberRow({ member, state }: { member: StaffMember; state: MemberListState }) {
  const controls = useMemberControls(member, state);
  const isMe = member.id === state.meId;
  const open = panelShown(controls);
  return (
    <>
      <tr className={open ? 'member-row member-row--open' : 'member-row'}>
        <th scope="row">
          <MemberName member={member} isMe={isMe} />
        </th>
        <td>
          <MemberRole member={member} />
        </td>
        <td>
          <MemberState member={member} />
        </td>
        <td>
          <MemberSignIn member={member} />
        </td>
        <td>{isMe ? <OwnAccountNote /> : <MemberButtons controls={controls} />}</td>
      </tr>
      {!isMe && open && (
        <tr className="member-panel-row">
          <td colSpan={COLUMNS}>
            <MemberPanel controls={controls} />
          </td>
        </tr>
      )}
    </>
  );
}

/** The members at desk width: one row each; a change opens its form in a row of its own under the member. */
export function MembersTable({ members, caption, state }: MemberListProps) {
  return (
    <div className="table-wrap">
      <table className="orders-table members-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Role</th>
            <th scope="col">State</th>
            <th scope="col">Last sign-in</th>
            <th scope="col">Changes</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <MemberRow key={member.id} member={member} state={state} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
