import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorAlert, Loading, StatusMessage } from './alert.tsx';
import { RecordForm, type FieldSpec, type FormValues } from './record-form.tsx';

export interface OrderedEditorProps<T extends { id: number }> {
  heading: string;
  /** What one row is called in buttons and messages ("brand", "offer text"). */
  noun: string;
  items: readonly T[] | undefined;
  loadError?: unknown;
  nameOf: (item: T) => string;
  detailOf?: (item: T) => ReactNode;
  fields: readonly FieldSpec[];
  valuesOf: (item?: T) => FormValues;
  save: (values: FormValues, item?: T) => Promise<unknown>;
  remove: (item: T) => Promise<unknown>;
  reorder: (ids: number[]) => Promise<unknown>;
  /** Reads the list again after a write. */
  refresh: () => Promise<unknown>;
  /** More under a row (an our-choice list's products). */
  extra?: (item: T) => ReactNode;
  intro?: ReactNode;
}

/**
 * A staff-ordered list (categories, brands, the home page's parts): each row moved up or down (the whole new order is
 * sent at once), edited in place, or deleted after a second press; a new row goes last. The server's refusals (a
 * route taken, a category that still has products) are said where the person acted.
 */
export function OrderedEditor<T extends { id: number }>(props: OrderedEditorProps<T>) {
  const { heading, noun, items, nameOf, fields } = props;
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const after = (message: string) => async () => {
    await props.refresh();
    setDone(message);
  };
  const save = useMutation({
    mutationFn: ({ values, item }: { values: FormValues; item?: T }) => props.save(values, item),
    onSuccess: async (_answer, { item }) => {
      setEditing(null);
      await after(item ? `The ${noun} is saved.` : `The ${noun} is added.`)();
    },
  });
  const remove = useMutation({
    mutationFn: (item: T) => props.remove(item),
    onSuccess: async (_answer, item) => {
      setConfirming(null);
      await after(`${nameOf(item)} is deleted.`)();
    },
  });
  const move = useMutation({
    mutationFn: ({ ids }: { ids: number[]; item: T; by: -1 | 1 }) => props.reorder(ids),
    onSuccess: async (_answer, { item, by }) => {
      refocus.current = { id: item.id, by };
      await after(`${nameOf(item)} is moved.`)();
    },
  });
  // Focus stays with the row moved, once the list shows its new place and its moves are enabled again: on the same
  // move if it can go on, else on the other.
  const refocus = useRef<{ id: number; by: -1 | 1 } | null>(null);
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || move.isPending) return;
    const buttons = [wanted.by, -wanted.by].map((dir) =>
      document.querySelector<HTMLButtonElement>(`[data-move="${wanted.id}:${dir}"]`),
    );
    refocus.current = null;
    buttons.find((button) => button && !button.disabled)?.focus();
  }, [items, move.isPending]);
  const moveBy = (index: number, by: -1 | 1) => {
    if (!items) return;
    const ids = items.map((i) => i.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    setDone(null);
    move.mutate({ ids, item: items[index]!, by });
  };
  const form = (item?: T) => (
    <RecordForm
      key={item?.id ?? 'new'}
      label={item ? `Edit ${nameOf(item)}` : `New ${noun}`}
      fields={fields}
      initial={props.valuesOf(item)}
      submitLabel={item ? 'Save' : `Add ${noun}`}
      pending={save.isPending}
      error={save.error}
      onSubmit={(values) => save.mutate({ values, item })}
      onCancel={() => {
        save.reset();
        setEditing(null);
      }}
    />
  );
  const open = (which: number | 'new') => {
    save.reset();
    remove.reset();
    setDone(null);
    setEditing(which);
  };

  return (
    <section className="ordered" aria-labelledby={`${heading}-heading`.replace(/\W+/g, '-')}>
      <h2 id={`${heading}-heading`.replace(/\W+/g, '-')}>{heading}</h2>
      {props.intro}
      <StatusMessage>{done}</StatusMessage>
      <ErrorAlert error={move.error} />
      {props.loadError ? <ErrorAlert error={props.loadError} /> : null}
      {!items && !props.loadError && <Loading what={heading.toLowerCase()} />}
      {items && items.length === 0 && <p className="small">{`No ${noun} yet.`}</p>}
      {items && items.length > 0 && (
        <ol className="ordered__list">
          {items.map((item, index) => (
            <li key={item.id} className="ordered__item">
              <div className="ordered__row">
                <div className="ordered__text">
                  <span className="ordered__name">{nameOf(item)}</span>
                  {props.detailOf && <span className="ordered__detail">{props.detailOf(item)}</span>}
                </div>
                <div className="ordered__actions">
                  <button
                    type="button"
                    className="button button--quiet"
                    aria-label={`Move ${nameOf(item)} up`}
                    data-move={`${item.id}:-1`}
                    disabled={index === 0 || move.isPending}
                    onClick={() => moveBy(index, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--quiet"
                    aria-label={`Move ${nameOf(item)} down`}
                    data-move={`${item.id}:1`}
                    disabled={index === items.length - 1 || move.isPending}
                    onClick={() => moveBy(index, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button"
                    aria-label={`Edit ${nameOf(item)}`}
                    aria-expanded={editing === item.id}
                    onClick={() => (editing === item.id ? setEditing(null) : open(item.id))}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button button--danger"
                    aria-label={`Delete ${nameOf(item)}`}
                    onClick={() => {
                      remove.reset();
                      setConfirming(item.id);
                    }}
                  >
                    Delete
                  </button>
                </div>
              </div>
              {confirming === item.id && (
                <div className="ordered__confirm" role="group" aria-label={`Delete ${nameOf(item)}?`}>
                  <p>{`Delete ${nameOf(item)}? This cannot be undone.`}</p>
                  <ErrorAlert error={remove.error} />
                  <button
                    type="button"
                    className="button button--danger"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(item)}
                  >
                    {remove.isPending ? 'Deleting…' : 'Yes, delete'}
                  </button>{' '}
                  <button type="button" className="button" onClick={() => setConfirming(null)}>
                    Keep it
                  </button>
                </div>
              )}
              {editing === item.id && form(item)}
              {props.extra?.(item)}
            </li>
          ))}
        </ol>
      )}
      {editing === 'new' ? (
        form()
      ) : (
        <button type="button" className="button button--primary" onClick={() => open('new')} disabled={!items}>
          {`Add ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`}
        </button>
      )}
    </section>
  );
}
