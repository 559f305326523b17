import { FAQ_SCOPE_LABELS, type FaqScope, type StaffFaq } from '@shop/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert } from '../../components/alert.tsx';
import { Field } from '../../components/field.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { createFaq, updateFaq } from './content-api.ts';

interface FaqFormProps {
  scope: FaqScope;
  /** The entry edited, or null for a new one (added at the end of the list). */
  entry: StaffFaq | null;
  onDone: () => void;
  onSaved: () => Promise<unknown>;
}

/** A question and its answer, written in the shared editor; the server's words show on the field it refused. */
export function FaqForm({ scope, entry, onDone, onSaved }: FaqFormProps) {
  const [question, setQuestion] = useState(entry?.question ?? '');
  const [answer, setAnswer] = useState(entry?.answer ?? '');
  const save = useMutation({
    mutationFn: () => {
      const body = { scope, question, answer, ...(entry && { position: entry.position }) };
      return entry ? updateFaq(entry.id, body) : createFaq(body);
    },
    onSuccess: async () => {
      await onSaved();
      onDone();
    },
  });
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const problem = (name: string) => fields[name]?.[0] ?? null;
  const id = `faq-${entry?.id ?? 'new'}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form
      className="panel content-form faq-form"
      aria-label={entry ? `Edit “${entry.question}”` : `New question on the ${FAQ_SCOPE_LABELS[scope]}`}
      noValidate
      onSubmit={submit}
    >
      <Field
        label="Question"
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
        error={problem('question')}
      />
      <RichTextEditor
        id={`${id}-answer`}
        label="Answer"
        value={answer}
        onChange={setAnswer}
        error={problem('answer')}
      />
      {Object.keys(fields).length === 0 && <ErrorAlert error={save.error} />}
      <div className="content-form__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : entry ? 'Save' : 'Add'}
        </button>
        <button type="button" className="button button--quiet" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
