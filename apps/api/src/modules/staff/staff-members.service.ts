import {
  STAFF_INVITE_HOURS,
  STAFF_MESSAGES,
  STAFF_PASSWORD_MIN_LENGTH,
  type StaffAcceptBody,
  type StaffInvitation,
  type StaffInviteBody,
  type StaffRole,
} from '@shop/shared';
import type { UnitOfWork } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/transaction.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import { hashPassword, isCommonPassword } from '../../lib/passwords.ts';
import { randomToken, tokenHash } from '../../lib/tokens.ts';
import type { AuditRepo, StaffActor } from './audit.repo.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import type { SecretBox } from './secret-box.ts';
import type { StaffRepo, StaffRow } from './staff.repo.ts';
import { checkTotp, newTotpSecret, totpUri } from './totp.ts';
import { auditedMember, invitationMail } from './staff-presenting.ts';

export interface StaffRepos {
  staff: StaffRepo;
  audit: AuditRepo;
}

/** A person set up with everything they sign in with: shown once, never stored readable. */
export interface NewPerson {
  member: StaffRow;
  otpauthUri: string;
  recoveryCodes: string[];
}

export interface StaffMembersDeps {
  transaction: UnitOfWork<StaffRepos>;
  secret: string;
  box: SecretBox;
  notifier: Notifier;
  /** The back office's page where an invitee accepts, for a token: built from the shop's configured address. */
  inviteLink: (token: string) => string;
  onDeliveryError?: (err: unknown) => void;
}

function checkPassword(password: string): void {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH)
    throw new ValidationError(STAFF_MESSAGES.passwordTooShort, { password: [STAFF_MESSAGES.passwordTooShort] });
  if (isCommonPassword(password))
    throw new ValidationError(STAFF_MESSAGES.passwordCommon, { password: [STAFF_MESSAGES.passwordCommon] });
}

const emailTaken = () => new ConflictError(STAFF_MESSAGES.emailTaken);

/**
 * Staff accounts (issue 25): the first owner and service accounts from the command line, invitations, and the owner's
 * changes to members. Every change is audited in its own transaction. Disabling a member or changing their role ends
 * their sessions at once.
 */
export function createStaffMembers({
  transaction,
  secret,
  box,
  notifier,
  inviteLink,
  onDeliveryError = () => {},
}: StaffMembersDeps) {
  async function storeRecoveryCodes(staff: StaffRepo, staffId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await staff.replaceRecoveryCodes(
      staffId,
      codes.map((code) => recoveryCodeHash(secret, code)),
    );
    return codes;
  }

  /** A member another member changes, locked; refusing changes to oneself and leaving the shop without an owner. */
  async function changeable(staff: StaffRepo, actor: StaffActor, id: number, losesOwner: boolean): Promise<StaffRow> {
    if (id === actor.staffId) throw new ConflictError(STAFF_MESSAGES.notYourself);
    if (losesOwner) await staff.lockOwners();
    const member = await staff.lock(id);
    if (!member) throw new NotFoundError(STAFF_MESSAGES.memberNotFound);
    if (losesOwner && member.role === 'owner' && (await staff.otherActiveOwners(id)) === 0)
      throw new ConflictError(STAFF_MESSAGES.lastOwner);
    return member;
  }

  return {
    /** `npm run staff:create`: an active person with a password, an authenticator secret and recovery codes. */
    async createPerson(
      actor: StaffActor | null,
      input: { email: string; name: string; role: StaffRole; password: string },
    ): Promise<NewPerson> {
      checkPassword(input.password);
      const totp = newTotpSecret();
      const passwordHash = await hashPassword(input.password);
      try {
        return await transaction(async ({ staff, audit }) => {
          const member = await staff.insert({
            email: input.email,
            name: input.name,
            role: input.role,
            status: 'active',
            passwordHash,
            totpSecret: box.seal(totp),
          });
          const recoveryCodes = await storeRecoveryCodes(staff, member.id);
          const by = actor ?? { staffId: member.id, label: 'command line (staff:create)', requestId: null };
          await audit.record(by, {
            action: 'staff.create',
            entity: 'staff',
            entityId: member.id,
            before: null,
            after: auditedMember(member),
          });
          return { member, otpauthUri: totpUri(totp, member.email), recoveryCodes };
        });
      } catch (err) {
        throw isUniqueViolation(err) ? emailTaken() : err;
      }
    },

    /** A service account for the staff commands; its API key is shown once. */
    async createService(input: {
      email: string;
      name: string;
      role: StaffRole;
    }): Promise<{ member: StaffRow; apiKey: string }> {
      if (input.role === 'owner')
        throw new ValidationError(STAFF_MESSAGES.serviceNotOwner, { role: [STAFF_MESSAGES.serviceNotOwner] });
      const apiKey = `sk_${randomToken()}`;
      try {
        return await transaction(async ({ staff, audit }) => {
          const member = await staff.insert({
            ...input,
            kind: 'service',
            status: 'active',
            apiKeyHash: tokenHash(apiKey),
          });
          const by = { staffId: member.id, label: 'command line (staff:create)', requestId: null };
          await audit.record(by, {
            action: 'staff.create',
            entity: 'staff',
            entityId: member.id,
            before: null,
            after: auditedMember(member),
          });
          return { member, apiKey };
        });
      } catch (err) {
        throw isUniqueViolation(err) ? emailTaken() : err;
      }
    },

    async list(): Promise<StaffRow[]> {
      return transaction(({ staff }) => staff.list());
    },

    /**
     * The owner invites a person by e-mail: they set their password and authenticator from the link. A person invited
     * before who never accepted (the link lapsed, or the owner withdrew it) is invited again on the same account, with
     * a new link, name and role; anyone who ever signed in keeps their account (enable it instead).
     */
    async invite(actor: StaffActor, body: StaffInviteBody): Promise<StaffRow> {
      const token = randomToken();
      const invitation = {
        ...body,
        status: 'invited',
        totpSecret: box.seal(newTotpSecret()),
        inviteHash: tokenHash(token),
        inviteExpiresAt: new Date(Date.now() + STAFF_INVITE_HOURS * 3_600_000).toISOString(),
        invitedBy: actor.staffId,
      } as const;
      let member: StaffRow;
      try {
        member = await transaction(async ({ staff, audit }) => {
          const earlier = await staff.findByEmail(body.email);
          if (earlier && (earlier.kind !== 'person' || earlier.passwordHash)) throw emailTaken();
          const row = earlier ? await staff.update(earlier.id, invitation) : await staff.insert(invitation);
          await audit.record(actor, {
            action: earlier ? 'staff.reinvite' : 'staff.invite',
            entity: 'staff',
            entityId: row.id,
            before: earlier ? auditedMember(earlier) : null,
            after: auditedMember(row),
          });
          return row;
        });
      } catch (err) {
        throw isUniqueViolation(err) ? emailTaken() : err;
      }
      void notifier.send(invitationMail(member, inviteLink(token))).catch(onDeliveryError);
      return member;
    },

    /** What the invitee sees before accepting: the authenticator to set up. */
    async invitation(token: string): Promise<StaffInvitation> {
      const member = await transaction(({ staff }) => staff.findByInviteHash(tokenHash(token)));
      const secret = member?.totpSecret && box.open(member.totpSecret);
      if (!member || !secret) throw new NotFoundError(STAFF_MESSAGES.inviteInvalid);
      return {
        email: member.email,
        name: member.name,
        role: member.role as StaffRole,
        otpauth_uri: totpUri(secret, member.email),
        totp_secret: secret,
      };
    },

    /** The invitee sets a password and proves the authenticator works; the recovery codes are shown once. */
    async accept(body: StaffAcceptBody): Promise<string[]> {
      checkPassword(body.password);
      const passwordHash = await hashPassword(body.password);
      return transaction(async ({ staff, audit }) => {
        const found = await staff.findByInviteHash(tokenHash(body.token));
        const member = found && (await staff.lock(found.id));
        const totp = member?.status === 'invited' && member.totpSecret && box.open(member.totpSecret);
        if (!member || !totp) throw new NotFoundError(STAFF_MESSAGES.inviteInvalid);
        const step = checkTotp(totp, body.totp);
        if (step === undefined)
          throw new ValidationError(STAFF_MESSAGES.wrongCredentials, { totp: ['The authenticator code is wrong.'] });
        const after = await staff.update(member.id, {
          passwordHash,
          status: 'active',
          totpLastStep: step,
          inviteHash: null,
          inviteExpiresAt: null,
        });
        const by = { staffId: member.id, label: `${member.name} <${member.email}>`, requestId: null };
        await audit.record(by, {
          action: 'staff.accept',
          entity: 'staff',
          entityId: member.id,
          before: auditedMember(member),
          after: auditedMember(after),
        });
        return storeRecoveryCodes(staff, member.id);
      });
    },

    /** Disables a member: their sessions and key stop working at once. */
    async disable(actor: StaffActor, id: number): Promise<StaffRow> {
      return transaction(async ({ staff, audit }) => {
        const before = await changeable(staff, actor, id, true);
        const after = await staff.update(id, { status: 'disabled', inviteHash: null });
        await staff.revokeSessionsOf(id);
        await audit.record(actor, {
          action: 'staff.disable',
          entity: 'staff',
          entityId: id,
          before: auditedMember(before),
          after: auditedMember(after),
        });
        return after;
      });
    },

    async enable(actor: StaffActor, id: number): Promise<StaffRow> {
      return transaction(async ({ staff, audit }) => {
        const before = await changeable(staff, actor, id, false);
        if (before.status !== 'disabled') return before;
        // An invitation that was never accepted is not brought back by enabling: the owner invites again.
        if (!before.passwordHash && before.kind === 'person') throw new ConflictError(STAFF_MESSAGES.inviteAgain);
        const after = await staff.update(id, { status: 'active' });
        await audit.record(actor, {
          action: 'staff.enable',
          entity: 'staff',
          entityId: id,
          before: auditedMember(before),
          after: auditedMember(after),
        });
        return after;
      });
    },

    /** Changes a member's role. Every call reads the role afresh, so it applies from their next call on. */
    async changeRole(actor: StaffActor, id: number, role: StaffRole): Promise<StaffRow> {
      return transaction(async ({ staff, audit }) => {
        const before = await changeable(staff, actor, id, role !== 'owner');
        if (before.kind === 'service' && role === 'owner')
          throw new ValidationError(STAFF_MESSAGES.serviceNotOwner, { role: [STAFF_MESSAGES.serviceNotOwner] });
        if (before.role === role) return before;
        const after = await staff.update(id, { role });
        await audit.record(actor, {
          action: 'staff.role',
          entity: 'staff',
          entityId: id,
          before: auditedMember(before),
          after: auditedMember(after),
        });
        return after;
      });
    },
  };
}

export type StaffMembers = ReturnType<typeof createStaffMembers>;
