import type { Notifier } from '../../notifier/notifier.ts';
import type { AuthRepos } from './auth.repos.ts';
import type { AddressField, UserRow } from './users.repo.ts';

/** An account that lost an address it only claimed, and where to tell it. */
export interface DroppedClaim {
  field: AddressField;
  value: string;
  account: UserRow;
}

/**
 * Marks an address as proven by `ownerId` and takes it away from every other account that only claimed it
 * (decision 018). Runs inside the transaction that proves it, under the address's lock, so two proofs never cross.
 */
export async function proveAddress(
  tx: AuthRepos,
  field: AddressField,
  value: string,
  ownerId: number,
): Promise<DroppedClaim[]> {
  const dropped = await tx.users.dropUnprovenClaims(field, value, ownerId);
  return dropped.map((account) => ({ field, value, account }));
}

/** Where an account can be told something: an address it proved (e-mail first), or nowhere. */
function provenContact(account: UserRow): { channel: 'email' | 'sms'; to: string } | undefined {
  if (account.email && account.emailVerifiedAt) return { channel: 'email', to: account.email };
  if (account.mobile && account.mobileVerifiedAt) return { channel: 'sms', to: account.mobile };
  return undefined;
}

function noticeText({ field, value }: DroppedClaim): string {
  const what = field === 'email' ? `The e-mail address ${value}` : `The mobile number ${value}`;
  return (
    `${what} was on your Cellar account but was never confirmed. Its owner has now confirmed it for their own ` +
    'account, so it has been removed from yours. Your orders and details are unchanged. If it is yours, add it again ' +
    'from your profile and confirm it with the code we send.'
  );
}

/**
 * Tells each account that lost a claim, at an address it proved, after the change is committed. A message that
 * cannot leave is only logged: the change stands either way.
 */
export function tellDroppedClaims(
  notifier: Notifier,
  dropped: readonly DroppedClaim[],
  onError: (err: unknown) => void,
): void {
  for (const claim of dropped) {
    const contact = provenContact(claim.account);
    if (!contact) continue;
    void notifier
      .send({
        ...contact,
        subject: 'An unconfirmed address was removed from your Cellar account',
        text: noticeText(claim),
        purpose: 'address-claim-dropped',
      })
      .catch(onError);
  }
}
