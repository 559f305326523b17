import { REVIEW_TEXT_MAX_LENGTH, REVIEW_TITLE_MAX_LENGTH, type Review } from '@shop/shared/rules';
import { ReviewTextSchema } from '@shop/shared/schemas';
import { useId, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { firstFieldErrors, focusFirstInvalid, serverFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useFormFields } from '@/lib/use-form-fields';
import { useSaveReview } from '../api/save-review';

const FIELDS = ['rating', 'title', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = { rating: string; title: string; message: string };
type Errors = FieldErrors<Field>;

/** The first message of each field the shared rule refuses (the server checks the same rule). */
export function validateReview(values: Values): Errors {
  const parsed = ReviewTextSchema.safeParse(values);
  return parsed.success ? {} : firstFieldErrors(parsed.error.issues, FIELDS);
}

interface ReviewFormProps {
  productId: number;
  /** The shopper's review being edited; a new review without it. */
  review?: Review;
  onDone: () => void;
}

/**
 * Writing or editing a review: the stars are a radio group (arrow keys move between them), every field labelled, the
 * first invalid one focused, errors read with their fields; the server's refusals are shown the same way.
 */
export function ReviewForm({ productId, review, onDone }: ReviewFormProps) {
  const { values, errors, setErrors, change } = useFormFields<Values>({
    rating: review ? String(review.rating) : '',
    title: review?.title ?? '',
    message: review?.message ?? '',
  });
  const save = useSaveReview();
  const ratingErrorId = useId();
  const headingId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateReview(values);
    setErrors(found);
    if (focusFirstInvalid(form, FIELDS, found)) return;
    const body = ReviewTextSchema.parse(values);
    save.mutate(
      review ? { kind: 'update', id: review.id, body } : { kind: 'add', body: { ...body, product_id: productId } },
      {
        onSuccess: (answer) => {
          notify('success', answer.message);
          onDone();
        },
        onError: (err) => {
          const fromServer = serverFieldErrors(err, FIELDS);
          if (Object.keys(fromServer).length) setErrors(fromServer);
          else notify('error', err instanceof ApiError ? err.message : 'Something Went Wrong!');
        },
      },
    );
  };

  return (
    <form className="review-form" noValidate onSubmit={submit} aria-labelledby={headingId}>
      <h3 id={headingId} className="review-form__title">
        {review ? 'Edit your review' : 'Write a review'}
      </h3>
      <fieldset
        className="star-picker"
        aria-describedby={errors.rating ? ratingErrorId : undefined}
        aria-invalid={errors.rating ? true : undefined}
      >
        <legend className="field__label">Your rating</legend>
        <div className="star-picker__options">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={Number(values.rating) >= n ? 'star-picker__star is-on' : 'star-picker__star'}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={values.rating === String(n)}
                onChange={change('rating')}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{n === 1 ? '1 star' : `${n} stars`}</span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id={ratingErrorId} className="field__error" role="alert">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <FormField label="Title" error={errors.title}>
        {(control) => (
          <input
            {...control}
            className="field__input"
            name="title"
            maxLength={REVIEW_TITLE_MAX_LENGTH}
            value={values.title}
            onChange={change('title')}
          />
        )}
      </FormField>
      <FormField
        label="Your review"
        hint="What did you like or dislike? Plain text; links are not made clickable."
        error={errors.message}
      >
        {(control) => (
          <textarea
            {...control}
            className="field__input review-form__message"
            name="message"
            rows={5}
            maxLength={REVIEW_TEXT_MAX_LENGTH}
            value={values.message}
            onChange={change('message')}
          />
        )}
      </FormField>
      <div className="review-form__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : review ? 'Save changes' : 'Publish review'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
