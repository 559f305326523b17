import { FORM_MESSAGES, FORM_MESSAGE_MAX_LENGTH } from '@shop/shared/rules';
import { ContactBodySchema } from '@shop/shared/schemas';
import type { FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { EmailField, PhoneField } from '@/components/ui/contact-fields';
import { firstFieldErrors, focusFirstInvalid, serverFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useFormFields } from '@/lib/use-form-fields';
import { useSendContact } from '../api/send-contact';

const FIELDS = ['name', 'email', 'mobile', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = FieldErrors<Field>;

const EMPTY: Values = { name: '', email: '', mobile: '', subject: '', message: '' };

/** The first message of each field the shared rule refuses (the server checks the same rule). */
export function validateContact(values: Values): Errors {
  const parsed = ContactBodySchema.safeParse(values);
  return parsed.success ? {} : firstFieldErrors(parsed.error.issues, FIELDS);
}

/**
 * The contact form of /contact (decision 017): every field labelled, errors under their fields and read with them,
 * the first invalid field focused; the server's own field errors shown the same way.
 */
export function ContactForm() {
  const { values, setValues, errors, setErrors, change } = useFormFields<Values>(EMPTY);
  const send = useSendContact();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateContact(values);
    setErrors(found);
    if (focusFirstInvalid(form, FIELDS, found)) return;
    send.mutate(ContactBodySchema.parse(values), {
      onSuccess: () => {
        notify('success', FORM_MESSAGES.submitted);
        setValues(EMPTY);
      },
      onError: (err) => {
        const fromServer = serverFieldErrors(err, FIELDS);
        if (Object.keys(fromServer).length) setErrors(fromServer);
        else notify('error', FORM_MESSAGES.failed);
      },
    });
  };

  return (
    <form className="contact-form" noValidate onSubmit={submit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      <div className="contact-form__grid">
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
        <PhoneField value={values.mobile} error={errors.mobile} onChange={change('mobile')} />
        <FormField label="Subject" error={errors.subject}>
          {(control) => (
            <input
              {...control}
              className="field__input"
              name="subject"
              maxLength={150}
              value={values.subject}
              onChange={change('subject')}
            />
          )}
        </FormField>
      </div>
      <FormField label="Message" error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            className="field__input contact-form__message"
            name="message"
            rows={6}
            maxLength={FORM_MESSAGE_MAX_LENGTH}
            value={values.message}
            onChange={change('message')}
          />
        )}
      </FormField>
      <button type="submit" className="btn btn--primary" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
