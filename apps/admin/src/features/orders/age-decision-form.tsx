import { shopToday, type AgeDecisionBody, type IdDocument } from '@shop/shared/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert } from '../../components/alert.tsx';
import { decideAge, ordersKeys } from './orders-api.ts';

export const AGE_TITLE_ID = 'age-title';

export const NAME_AND_DOB_MATCH = 'Verified: the name and date of birth match the account, 21 or over';

/**
 * The decision on one upload (issue 25, item 6): verified, with the staff member's tick and the ID's expiry (the proof
 * lasts until then), or rejected with a reason the customer reads by e-mail and SMS.
 */
export function AgeDecisionForm({ document: doc }: { document: IdDocument }) {
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<'verified' | 'rejected' | null>(null);
  const decide = useMutation({
    mutationFn: (body: AgeDecisionBody) => decideAge(doc.id, body),
    // The form goes once the upload is decided: focus goes to the panel's heading, and its status line says the rest.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      document.getElementById(AGE_TITLE_ID)?.focus();
    },
  });
  const fieldError = (name: string) => (decide.error instanceof ApiError ? decide.error.fields[name]?.[0] : undefined);
  const prefix = `decision-${doc.id}`;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (decision === 'verified')
      decide.mutate({
        decision: 'verified',
        id_expires_on: String(form.get('id_expires_on') ?? ''),
        name_and_dob_match: true,
      });
    else if (decision === 'rejected') decide.mutate({ decision: 'rejected', reason: String(form.get('reason') ?? '') });
  };

  return (
    <form className="decision" onSubmit={submit} aria-label="Decide on this ID">
      <fieldset className="choices choices--row">
        <legend>Your decision</legend>
        <label className="check">
          <input type="radio" name="decision" value="verified" onChange={() => setDecision('verified')} />
          <span>Verify</span>
        </label>
        <label className="check">
          <input type="radio" name="decision" value="rejected" onChange={() => setDecision('rejected')} />
          <span>Reject</span>
        </label>
      </fieldset>
      {decision === 'verified' && (
        <>
          <label className="check check--big">
            <input type="checkbox" name="name_and_dob_match" required />
            <span>{NAME_AND_DOB_MATCH}</span>
          </label>
          <div className="field">
            <label htmlFor={`${prefix}-expiry`}>ID expiry date</label>
            <input
              id={`${prefix}-expiry`}
              name="id_expires_on"
              type="date"
              required
              min={shopToday(new Date())}
              aria-describedby={fieldError('id_expires_on') ? `${prefix}-expiry-error` : undefined}
            />
            {fieldError('id_expires_on') && (
              <p className="field__error" id={`${prefix}-expiry-error`}>
                {fieldError('id_expires_on')}
              </p>
            )}
          </div>
        </>
      )}
      {decision === 'rejected' && (
        <div className="field">
          <label htmlFor={`${prefix}-reason`}>Reason (the customer reads this)</label>
          <textarea
            id={`${prefix}-reason`}
            name="reason"
            rows={3}
            required
            minLength={3}
            maxLength={300}
            placeholder="For example: the photo is blurred; please upload a sharper one."
          />
        </div>
      )}
      <ErrorAlert error={decide.error} />
      {decision && (
        <button
          className={`button button--big ${decision === 'verified' ? 'button--primary' : 'button--danger'}`}
          type="submit"
          disabled={decide.isPending}
        >
          {decide.isPending ? 'Saving…' : decision === 'verified' ? 'Verify ID' : 'Reject ID'}
        </button>
      )}
    </form>
  );
}
