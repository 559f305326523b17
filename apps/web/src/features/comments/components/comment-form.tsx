import { COMMENT_MESSAGES, COMMENT_RULES } from '@shop/shared/rules';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { EmailField } from '@/components/ui/contact-fields';
import { ApiError } from '@/lib/api-client';
import { focusFirstInvalid, serverFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useFormFields } from '@/lib/use-form-fields';
import { useSendComment } from '../api/send-comment';
import { COMMENT_FIELDS as FIELDS, type CommentField as Field, type CommentValues as Values } from '../comment-fields';
import { useFormToken } from '../hooks/use-form-token';

const noSubscription = () => () => {};

export interface CommentFormProps {
  blogId: number;
  /** A signed-in reader's name and e-mail, known only once the page has hydrated. */
  prefill?: { name: string; email: string } | null;
}

/**
 * The comment form under a blog post (decision 017). Every field is labelled, errors show under their fields and are
 * read with them, and the first invalid field is focused. Besides what people see it sends `website`, a field kept
 * out of sight, out of the tab order and away from screen readers (scripts fill it in), and the form token.
 */
export function CommentForm({ blogId, prefill = null }: CommentFormProps) {
  // What the reader typed; a field not typed in shows the signed-in reader's details, which arrive after hydration
  // (the cached page is a guest's), and never replace what was typed.
  const { values: typed, setValues: setTyped, errors, setErrors, change } = useFormFields<Partial<Values>, Field>({});
  const values: Values = {
    name: typed.name ?? prefill?.name ?? '',
    email: typed.email ?? prefill?.email ?? '',
    message: typed.message ?? '',
  };
  const [website, setWebsite] = useState('');
  const [status, setStatus] = useState<{ kind: 'sent' | 'refused'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  // The server-rendered form cannot send anything until the app has hydrated: its button says so by being disabled
  // (false on the server and while hydrating, true right after and on every page the browser renders itself).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const send = useSendComment();
  const { formRef, start, ready, renew } = useFormToken(blogId);
  const trapId = useId();

  const refused = (err: unknown) => {
    if (err instanceof ApiError && err.errors?.form_token) {
      // An old or refused token: a new one is on its way, and the comment is still in the form.
      renew();
      setStatus({ kind: 'refused', text: err.errors.form_token[0] ?? COMMENT_MESSAGES.formExpired });
      return;
    }
    const fromServer = serverFieldErrors(err, FIELDS);
    if (Object.keys(fromServer).length) setErrors(fromServer);
    else if (err instanceof ApiError && err.code === 'RATE_LIMITED' && err.serverMessage)
      setStatus({ kind: 'refused', text: err.serverMessage });
    else notify('error', COMMENT_MESSAGES.failed);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    // The shared rule (and zod with it) loads at the first send: a post's first visit does without it.
    const { checkComment } = await import('../check-comment');
    const { errors: found, fields } = checkComment(values);
    setErrors(found);
    setStatus(null);
    if (focusFirstInvalid(form, FIELDS, found) || !fields) return;
    setSending(true);
    try {
      const formToken = await ready();
      await send.mutateAsync({ blog_id: blogId, ...fields, website, form_token: formToken });
      // A token brings one comment (decision 017): the reader's next one goes with a new token.
      renew();
      notify('success', COMMENT_MESSAGES.submitted);
      setStatus({ kind: 'sent', text: COMMENT_MESSAGES.awaitingApproval });
      setTyped((t) => ({ ...t, message: '' }));
    } catch (err) {
      refused(err);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      ref={formRef}
      className="comment-form"
      method="post"
      noValidate
      onSubmit={submit}
      onFocus={start}
      aria-labelledby="comment-form-title"
    >
      <h2 id="comment-form-title">Leave a comment</h2>
      <p className="comment-form__lead">
        Comments are read by our team before they appear. Your e-mail address is never shown.
      </p>
      <div className="comment-form__grid">
        <FormField label="Name" error={errors.name}>
          {(control) => (
            <input
              {...control}
              className="field__input"
              name="name"
              autoComplete="name"
              maxLength={100}
              value={values.name}
              onChange={change('name')}
            />
          )}
        </FormField>
        <EmailField value={values.email} error={errors.email} onChange={change('email')} />
      </div>
      <FormField label="Comment" hint={`Up to ${COMMENT_RULES.maxLinks} links.`} error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            className="field__input comment-form__message"
            name="message"
            rows={5}
            maxLength={COMMENT_RULES.maxLength}
            value={values.message}
            onChange={change('message')}
          />
        )}
      </FormField>
      <div className="comment-form__trap" aria-hidden="true">
        <label htmlFor={trapId}>Website</label>
        <input
          id={trapId}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(e) => setWebsite(e.target.value)}
        />
      </div>
      <p className={`comment-form__status${status?.kind === 'refused' ? ' is-refused' : ''}`} role="status">
        {status?.text}
      </p>
      <button type="submit" className="btn btn--primary" disabled={!hydrated || sending}>
        {sending ? 'Sending…' : 'Post comment'}
      </button>
    </form>
  );
}
