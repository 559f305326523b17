import { DAY_MS, FORM_MESSAGES, type ContactBody, type PlatinumClubBody } from '@shop/shared';
import { ConflictError } from '../../lib/errors.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import type { FormsRepo } from './forms.repo.ts';

export interface FormsServiceDeps {
  repo: FormsRepo;
  notifier: Notifier;
  /** The shop's inbox (`CONTACT_EMAIL`), which receives contact messages. */
  inbox: string;
  onDeliveryError: (err: unknown) => void;
}

/** Acknowledgements one address gets in a day, whoever sends the form. */
const ACKNOWLEDGEMENTS_PER_DAY = 3;

/**
 * The contact form and the Platinum Club (decision 017). A message is stored first, then sent: a mail server that is
 * down loses nothing, and the visitor is not kept waiting for it.
 */
export function createFormsService({ repo, notifier, inbox, onDeliveryError }: FormsServiceDeps) {
  const send = (to: string, subject: string, text: string, purpose: string) =>
    void notifier.send({ channel: 'email', to, subject, text, purpose }).catch(onDeliveryError);

  return {
    async contact(body: ContactBody): Promise<void> {
      const id = await repo.addContactMessage(body);
      send(
        inbox,
        `Contact form #${id}: ${body.subject}`,
        [
          `From: ${body.name} <${body.email}>, ${body.mobile}`,
          `Subject: ${body.subject}`,
          '',
          body.message,
          '',
          `Reply to ${body.email}.`,
        ].join('\n'),
        'contact',
      );
      // The acknowledgement goes to whatever address the form names, so it repeats nothing the sender typed (a name
      // or subject would let anyone send the shop's own mail with their words to a stranger), and an address gets a
      // few a day at most.
      if ((await repo.contactMessagesFrom(body.email, new Date(Date.now() - DAY_MS))) > ACKNOWLEDGEMENTS_PER_DAY)
        return;
      send(
        body.email,
        'We have your message',
        [
          'Hello,',
          '',
          'Thank you for writing to Cellar. Our team answers within one working day.',
          'If you did not write to us, you can ignore this e-mail.',
          '',
          'Cellar, Dubai',
        ].join('\n'),
        'contact-acknowledgement',
      );
    },

    async joinClub(body: PlatinumClubBody): Promise<void> {
      if (!(await repo.addMember(body))) throw new ConflictError(FORM_MESSAGES.alreadyMember);
      send(
        body.email,
        'Welcome to the Cellar Platinum Club',
        [
          `Dear ${body.first_name},`,
          '',
          'You are now a member of the Cellar Platinum Club: members hear first about new arrivals, tastings and offers.',
          '',
          'Cellar, Dubai',
        ].join('\n'),
        'platinum-club',
      );
    },
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
