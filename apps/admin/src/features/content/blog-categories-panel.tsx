import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert } from '../../components/alert.tsx';
import { Field } from '../../components/field.tsx';
import { contentKeys, createBlogCategory, deleteBlogCategory, fetchBlogCategories } from './content-api.ts';

/** The blog's categories: added here, and deleted once they hold no post. Posts choose theirs in the editor. */
export function BlogCategoriesPanel() {
  const queryClient = useQueryClient();
  const categories = useQuery({ queryKey: contentKeys.categories, queryFn: fetchBlogCategories });
  const [title, setTitle] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: contentKeys.categories });
  const add = useMutation({
    mutationFn: () => createBlogCategory({ title }),
    onSuccess: async () => {
      setTitle('');
      await refresh();
    },
  });
  const remove = useMutation({ mutationFn: deleteBlogCategory, onSuccess: refresh });
  const titleError = add.error instanceof ApiError ? (add.error.fields.title ?? add.error.fields.route)?.[0] : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <section className="panel content-categories" aria-labelledby="blog-categories-title">
      <h2 id="blog-categories-title">Blog categories</h2>
      <ErrorAlert error={categories.error ?? remove.error} />
      <ul className="content-categories__list">
        {categories.data?.map((category) => (
          <li key={category.id}>
            <span>
              {category.title}{' '}
              <span className="small">({category.posts === 1 ? '1 post' : `${category.posts} posts`})</span>
            </span>
            {category.posts === 0 && (
              <button
                type="button"
                className="button button--quiet"
                disabled={remove.isPending}
                onClick={() => remove.mutate(category.id)}
              >
                Delete<span className="visually-hidden"> {category.title}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <form className="content-categories__add" onSubmit={submit} noValidate>
        <Field
          label="New category"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={titleError ?? null}
        />
        <button type="submit" className="button" disabled={add.isPending}>
          Add category
        </button>
      </form>
      {!titleError && <ErrorAlert error={add.error} />}
    </section>
  );
}
