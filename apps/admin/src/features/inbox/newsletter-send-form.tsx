import { NEWSLETTER_SUBJECT_MAX_LENGTH } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert, StatusMessage } from '../../components/alert.tsx';
import { inboxKeys, sendNewsletter } from './inbox-api.ts';

/**
 * Writing and sending a newsletter. The form makes one key per message written and sends it with every try, so a
 * retry after a lost answer finds the send already made and sends nothing twice; the key changes once it is sent.
 */
export function NewsletterSendForm({ confirmed }: { confirmed: number | undefined }) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [sent, setSent] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (form: { subject: string; body: string }) => sendNewsletter({ key, ...form }),
    onSuccess: async (answer, _form) => {
      setKey(crypto.randomUUID());
      setSent(`“${answer.subject}” is on its way to ${answer.recipients} confirmed subscribers.`);
      await queryClient.invalidateQueries({ queryKey: inboxKeys.sends });
    },
  });
  const fields = send.error instanceof ApiError ? send.error.fields : {};
  const problem = (name: string) => fields[name]?.[0];

  return (
    <form
      className="newsletter-form"
      aria-labelledby={`${ids}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const formElement = event.currentTarget;
        const form = new FormData(formElement);
        const subject = String(form.get('subject') ?? '');
        const body = String(form.get('body') ?? '');
        setSent(null);
        const people = confirmed === undefined ? 'every confirmed subscriber' : `${confirmed} confirmed subscribers`;
        if (!window.confirm(`Send “${subject}” to ${people}? It cannot be called back.`)) return;
        send.mutate({ subject, body }, { onSuccess: () => formElement.reset() });
      }}
    >
      <h2 id={`${ids}-title`}>Send a newsletter</h2>
      <div className="field">
        <label htmlFor={`${ids}-subject`}>Subject</label>
        <input
          id={`${ids}-subject`}
          name="subject"
          maxLength={NEWSLETTER_SUBJECT_MAX_LENGTH}
          aria-invalid={problem('subject') ? true : undefined}
          aria-describedby={problem('subject') ? `${ids}-subject-error` : undefined}
        />
        {problem('subject') && (
          <p className="field__error" id={`${ids}-subject-error`}>
            {problem('subject')}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${ids}-body`}>Message (HTML)</label>
        <textarea
          id={`${ids}-body`}
          name="body"
          rows={8}
          aria-invalid={problem('body') ? true : undefined}
          aria-describedby={`${ids}-body-hint${problem('body') ? ` ${ids}-body-error` : ''}`}
        />
        <p className="field__hint" id={`${ids}-body-hint`}>
          Paragraphs, headings, lists, links and images as in blog posts; anything else is removed. Each e-mail ends
          with its reader&apos;s own unsubscribe link.
        </p>
        {problem('body') && (
          <p className="field__error" id={`${ids}-body-error`}>
            {problem('body')}
          </p>
        )}
      </div>
      <ErrorAlert error={send.error && !problem('subject') && !problem('body') ? send.error : null} />
      <StatusMessage>{sent}</StatusMessage>
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send to confirmed subscribers'}
      </button>
    </form>
  );
}
