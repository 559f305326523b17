import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_DESCRIPTION_MAX_LENGTH,
  type CouponCategoryChoice,
  type StaffCoupon,
} from '@shop/shared/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert } from '../../components/alert.tsx';
import { Field } from '../../components/field.tsx';
import { couponBodyOf, fieldProblems, type CouponFormValues } from './coupon-form-values.ts';
import { couponsKeys, fetchCouponCategories } from './coupons-api.ts';

interface CouponFormProps {
  initial: CouponFormValues;
  /** Sends the form: a new coupon, or the changes to one. */
  save: (body: ReturnType<typeof couponBodyOf>) => Promise<StaffCoupon>;
  submitLabel: string;
  cancelTo: string;
}

/** The categories as the form offers them: each top category, then its subcategories under it. */
function byParent(categories: readonly CouponCategoryChoice[]) {
  const tops = categories.filter((c) => c.parent_id === null);
  return tops.map((top) => ({ top, subs: categories.filter((c) => c.parent_id === top.id) }));
}

/**
 * A coupon's rules (issue 26, item 5), to make one or change one. The server checks every field and says what is
 * wrong on each; the form shows each message under its field, and moves to the first.
 */
export function CouponForm({ initial, save, submitLabel, cancelTo }: CouponFormProps) {
  const [values, setValues] = useState(initial);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const categories = useQuery({ queryKey: couponsKeys.categories, queryFn: fetchCouponCategories });
  const saving = useMutation({
    mutationFn: () => save(couponBodyOf(values)),
    onSuccess: async (coupon) => {
      await queryClient.invalidateQueries({ queryKey: couponsKeys.all });
      void navigate(`/coupons/${coupon.id}`, { state: { saved: `${coupon.code} is saved.` } });
    },
  });
  const form = useRef<HTMLFormElement>(null);
  // Once the messages are shown: the first field with one.
  useEffect(() => {
    if (saving.error) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [saving.error]);
  const problems = saving.error instanceof ApiError ? fieldProblems(saving.error.fields) : {};
  const set = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) =>
    setValues((now) => ({ ...now, [key]: value }));
  const box = (key: Exclude<keyof CouponFormValues, 'kind' | 'first_order_only' | 'category_ids'>) => ({
    name: key,
    value: values[key],
    error: problems[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
  });
  const toggleCategory = (id: number, on: boolean) =>
    set('category_ids', on ? [...values.category_ids, id] : values.category_ids.filter((c) => c !== id));
  const percent = values.kind === 'percent';

  return (
    <form
      ref={form}
      className="coupon-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        saving.mutate();
      }}
    >
      <ErrorAlert error={saving.error} />
      <section className="panel coupon-form__section" aria-labelledby="coupon-code-title">
        <h2 id="coupon-code-title">Code and description</h2>
        <Field
          label="Code"
          hint="What shoppers type, in any case: letters, digits, - and _."
          autoComplete="off"
          spellCheck={false}
          maxLength={COUPON_CODE_MAX_LENGTH}
          className="coupon-form__code"
          {...box('code')}
        />
        <Field
          label="Description"
          hint="Shown to shoppers beside the code."
          maxLength={COUPON_DESCRIPTION_MAX_LENGTH}
          {...box('description')}
        />
      </section>

      <section className="panel coupon-form__section" aria-labelledby="coupon-amount-title">
        <h2 id="coupon-amount-title">Discount</h2>
        <fieldset className="choices choices--row">
          <legend>Takes off</legend>
          {(['percent', 'fixed'] as const).map((kind) => (
            <label key={kind} className="check">
              <input type="radio" name="kind" checked={values.kind === kind} onChange={() => set('kind', kind)} />
              {kind === 'percent' ? 'A percentage' : 'A fixed amount'}
            </label>
          ))}
        </fieldset>
        {problems.kind && <p className="field__error">{problems.kind}</p>}
        <div className="coupon-form__row">
          <Field
            label={percent ? 'Percent off' : 'Amount off (AED)'}
            inputMode={percent ? 'numeric' : 'decimal'}
            {...box('value')}
          />
          {percent && (
            <Field
              label="Maximum discount (AED)"
              hint="Optional: the most it takes off an order."
              inputMode="decimal"
              {...box('max_discount')}
            />
          )}
        </div>
      </section>

      <section className="panel coupon-form__section" aria-labelledby="coupon-when-title">
        <h2 id="coupon-when-title">When and for whom</h2>
        <div className="coupon-form__row">
          <Field label="First day" type="date" {...box('starts_on')} />
          <Field label="Last day" type="date" hint="Optional: empty, it does not end." {...box('ends_on')} />
        </div>
        <div className="coupon-form__row">
          <Field
            label="Minimum order (AED)"
            hint="After the wine offer. Empty: any order."
            inputMode="decimal"
            {...box('min_order')}
          />
          <Field label="Uses in all" hint="Optional: empty, no limit." inputMode="numeric" {...box('max_uses')} />
          <Field label="Uses per customer" inputMode="numeric" {...box('max_uses_per_customer')} />
        </div>
        <label className="check check--big">
          <input
            type="checkbox"
            name="first_order_only"
            checked={values.first_order_only}
            onChange={(event) => set('first_order_only', event.target.checked)}
          />
          <span>
            First order only
            <span className="field__hint"> A customer with an earlier order (not cancelled) is refused.</span>
          </span>
        </label>
        {problems.first_order_only && <p className="field__error">{problems.first_order_only}</p>}
      </section>

      <section className="panel coupon-form__section" aria-labelledby="coupon-categories-title">
        <h2 id="coupon-categories-title">Categories</h2>
        <p className="field__hint" id="coupon-categories-hint">
          None chosen: every product. Chosen: it takes off their products alone (a category covers its subcategories).
        </p>
        <ErrorAlert error={categories.error} />
        <fieldset
          className="choices coupon-categories"
          aria-describedby={problems.category_ids ? 'coupon-categories-error' : 'coupon-categories-hint'}
        >
          <legend className="visually-hidden">Keep the coupon to these categories</legend>
          {byParent(categories.data ?? []).map(({ top, subs }) => (
            <div key={top.id} className="coupon-categories__group">
              <label className="check">
                <input
                  type="checkbox"
                  checked={values.category_ids.includes(top.id)}
                  aria-invalid={problems.category_ids ? true : undefined}
                  onChange={(event) => toggleCategory(top.id, event.target.checked)}
                />
                {top.name}
              </label>
              {subs.map((sub) => (
                <label key={sub.id} className="check coupon-categories__sub">
                  <input
                    type="checkbox"
                    checked={values.category_ids.includes(sub.id)}
                    onChange={(event) => toggleCategory(sub.id, event.target.checked)}
                  />
                  {sub.name}
                </label>
              ))}
            </div>
          ))}
        </fieldset>
        {problems.category_ids && (
          <p className="field__error" id="coupon-categories-error">
            {problems.category_ids}
          </p>
        )}
      </section>

      <div className="coupon-form__actions">
        <button className="button button--primary button--big" type="submit" disabled={saving.isPending}>
          {saving.isPending ? 'Saving…' : submitLabel}
        </button>
        <Link className="button button--quiet" to={cancelTo}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
