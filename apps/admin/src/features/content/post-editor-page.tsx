import { CONTENT_EXCERPT_MAX_LENGTH, type StaffPost } from '@shop/shared/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert, Loading, StatusMessage } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { ArticlePreview } from './article-preview.tsx';
import { contentKeys, createPost, deletePost, fetchBlogCategories, fetchPost, updatePost } from './content-api.ts';
import { ContentTabs } from './content-tabs.tsx';
import { PostFields } from './post-fields.tsx';
import { bodyOf, draftOf, EMPTY_POST, savedMessage, type PostDraft } from './post-form.ts';
import { StateBadge } from './state-badge.tsx';

/** `/content/posts/new` and `/content/posts/:id`: one post's editor, loaded first when it exists. */
export function PostEditorPage() {
  const { id } = useParams();
  const postId = id === undefined || id === 'new' ? null : Number(id);
  const post = useQuery({
    queryKey: contentKeys.post(postId ?? 0),
    queryFn: () => fetchPost(postId!),
    enabled: postId !== null,
  });
  if (postId !== null && !post.data)
    return (
      <>
        <PageHeading title="Blog post">Blog post</PageHeading>
        <ErrorAlert error={post.error} />
        {post.isPending && <Loading what="the post" />}
      </>
    );
  // Keyed by the post: another post (or the one just created) starts from its own saved values.
  return <PostEditor key={post.data?.id ?? 'new'} saved={post.data ?? null} />;
}

function PostEditor({ saved }: { saved: StaffPost | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PostDraft>(saved ? draftOf(saved) : EMPTY_POST);
  const [previewing, setPreviewing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A new post, once created, opens at its own address: what saving said travels there with it.
  const arrival = useLocation().state as { saved?: string } | null;
  const [message, setMessage] = useState<string | null>(arrival?.saved ?? null);
  const categories = useQuery({ queryKey: contentKeys.categories, queryFn: fetchBlogCategories });
  const set = (changes: Partial<PostDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const save = useMutation({
    mutationFn: () => (saved ? updatePost(saved.id, bodyOf(draft)) : createPost(bodyOf(draft))),
    onSuccess: async (post) => {
      queryClient.setQueryData(contentKeys.post(post.id), post);
      await queryClient.invalidateQueries({ queryKey: contentKeys.posts, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: contentKeys.categories });
      setDraft(draftOf(post));
      setMessage(savedMessage(post));
      if (!saved) void navigate(`/content/posts/${post.id}`, { replace: true, state: { saved: savedMessage(post) } });
    },
  });
  const remove = useMutation({
    mutationFn: () => deletePost(saved!.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.posts });
      await queryClient.invalidateQueries({ queryKey: contentKeys.categories });
      void navigate('/content/posts', { replace: true });
    },
  });
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const problem = (name: string) => fields[name]?.[0]?.replace(/^./, (first) => first.toUpperCase()) ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    save.mutate();
  };
  const title = saved ? saved.title : 'New blog post';

  return (
    <>
      <div className="page-head">
        <PageHeading title={title}>{title}</PageHeading>
        {saved && <StateBadge state={saved.state} />}
      </div>
      <ContentTabs />
      <p>
        <Link to="/content/posts">All blog posts</Link>
      </p>
      <StatusMessage>{message}</StatusMessage>
      <form className="content-form" aria-label={title} noValidate onSubmit={submit}>
        <ErrorAlert error={save.error && Object.keys(fields).length === 0 ? save.error : null} />
        {Object.keys(fields).length > 0 && (
          <div className="alert alert--error" role="alert">
            Some fields need attention: {Object.keys(fields).length === 1 ? 'see below.' : 'see each one below.'}
          </div>
        )}
        <PostFields
          draft={draft}
          set={set}
          problem={problem}
          categories={categories.data ?? []}
          excerptMax={CONTENT_EXCERPT_MAX_LENGTH}
        />
        <div className="content-form__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
          <button
            type="button"
            className="button"
            aria-expanded={previewing}
            aria-controls="post-preview"
            onClick={() => setPreviewing((open) => !open)}
          >
            {previewing ? 'Close the preview' : 'Preview'}
          </button>
          {saved &&
            (confirmDelete ? (
              <>
                <button type="button" className="button button--danger" onClick={() => remove.mutate()}>
                  Delete “{saved.title}” for good
                </button>
                <button type="button" className="button button--quiet" onClick={() => setConfirmDelete(false)}>
                  Keep it
                </button>
              </>
            ) : (
              <button type="button" className="button button--quiet" onClick={() => setConfirmDelete(true)}>
                Delete…
              </button>
            ))}
        </div>
        <ErrorAlert error={remove.error} />
      </form>
      <div id="post-preview">
        {previewing && (
          <ArticlePreview
            title={draft.title}
            byline={draft.author}
            date={saved?.published_at ?? ''}
            imageUrl={
              saved && draft.image === saved.image
                ? saved.image_url
                : /^https:\/\//.test(draft.image)
                  ? draft.image
                  : undefined
            }
            html={draft.content}
          />
        )}
      </div>
    </>
  );
}
