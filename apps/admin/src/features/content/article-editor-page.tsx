import { CONTENT_EXCERPT_MAX_LENGTH, type StaffNews, type StaffPost } from '@shop/shared/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert, Loading, StatusMessage } from '../../components/alert.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { ArticlePreview } from './article-preview.tsx';
import {
  contentKeys,
  createNews,
  createPost,
  deleteNews,
  deletePost,
  fetchBlogCategories,
  fetchNews,
  fetchPost,
  updateNews,
  updatePost,
} from './content-api.ts';
import { ContentTabs } from './content-tabs.tsx';
import { EditorActions } from './editor-actions.tsx';
import { PostFields } from './post-fields.tsx';
import { bodyOf, draftOf, EMPTY_POST, savedMessage, type PostDraft } from './post-form.ts';
import { StateBadge } from './state-badge.tsx';

type Article = StaffPost | StaffNews;

/** What differs between the blog's posts and the news: their calls, addresses and words. */
interface ArticleKind {
  name: string;
  newTitle: string;
  listPath: string;
  listLabel: string;
  news: boolean;
  listKey: readonly unknown[];
  key: (id: number) => readonly unknown[];
  fetch: (id: number) => Promise<Article>;
  create: (body: ReturnType<typeof bodyOf>) => Promise<Article>;
  update: (id: number, body: ReturnType<typeof bodyOf>) => Promise<Article>;
  remove: (id: number) => Promise<void>;
}

const POST: ArticleKind = {
  name: 'Blog post',
  newTitle: 'New blog post',
  listPath: '/content/posts',
  listLabel: 'All blog posts',
  news: false,
  listKey: contentKeys.posts,
  key: contentKeys.post,
  fetch: fetchPost,
  create: createPost,
  update: updatePost,
  remove: deletePost,
};

const NEWS: ArticleKind = {
  name: 'News item',
  newTitle: 'New news item',
  listPath: '/content/news',
  listLabel: 'All news',
  news: true,
  listKey: contentKeys.news,
  key: contentKeys.newsItem,
  fetch: fetchNews,
  create: createNews,
  update: updateNews,
  remove: deleteNews,
};

/** `/content/posts/new` and `/content/posts/:id`: one post's editor, loaded first when it exists. */
export function PostEditorPage() {
  return <ArticleEditorPage kind={POST} />;
}

/** `/content/news/new` and `/content/news/:id`. */
export function NewsEditorPage() {
  return <ArticleEditorPage kind={NEWS} />;
}

function ArticleEditorPage({ kind }: { kind: ArticleKind }) {
  const { id } = useParams();
  const articleId = id === undefined || id === 'new' ? null : Number(id);
  const article = useQuery({
    queryKey: kind.key(articleId ?? 0),
    queryFn: () => kind.fetch(articleId!),
    enabled: articleId !== null,
  });
  if (articleId !== null && !article.data)
    return (
      <>
        <PageHeading title={kind.name}>{kind.name}</PageHeading>
        <ErrorAlert error={article.error} />
        {article.isPending && <Loading what={kind.name.toLowerCase()} />}
      </>
    );
  // Keyed by the item: another one (or the one just created) starts from its own saved values.
  return <PostEditor key={article.data?.id ?? 'new'} kind={kind} saved={article.data ?? null} />;
}

function PostEditor({ kind, saved }: { kind: ArticleKind; saved: Article | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PostDraft>(saved ? draftOf(saved) : EMPTY_POST);
  const [previewing, setPreviewing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A new post, once created, opens at its own address: what saving said travels there with it.
  const arrival = useLocation().state as { saved?: string } | null;
  const [message, setMessage] = useState<string | null>(arrival?.saved ?? null);
  const categories = useQuery({
    queryKey: contentKeys.categories,
    queryFn: fetchBlogCategories,
    enabled: !kind.news,
  });
  const set = (changes: Partial<PostDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const save = useMutation({
    mutationFn: () => (saved ? kind.update(saved.id, bodyOf(draft)) : kind.create(bodyOf(draft))),
    onSuccess: async (post) => {
      queryClient.setQueryData(kind.key(post.id), post);
      await queryClient.invalidateQueries({ queryKey: kind.listKey, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: contentKeys.categories });
      setDraft(draftOf(post));
      setMessage(savedMessage(post));
      if (!saved) void navigate(`${kind.listPath}/${post.id}`, { replace: true, state: { saved: savedMessage(post) } });
    },
  });
  const remove = useMutation({
    mutationFn: () => kind.remove(saved!.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: kind.listKey });
      await queryClient.invalidateQueries({ queryKey: contentKeys.categories });
      void navigate(kind.listPath, { replace: true });
    },
  });
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const problem = (name: string) => fields[name]?.[0]?.replace(/^./, (first) => first.toUpperCase()) ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    save.mutate();
  };
  const title = saved ? saved.title : kind.newTitle;

  return (
    <>
      <div className="page-head">
        <PageHeading title={title}>{title}</PageHeading>
        {saved && <StateBadge state={saved.state} />}
      </div>
      <ContentTabs />
      <p>
        <Link to={kind.listPath}>{kind.listLabel}</Link>
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
          news={kind.news}
        />
        <EditorActions
          saving={save.isPending}
          previewing={previewing}
          previewId="post-preview"
          onTogglePreview={() => setPreviewing((open) => !open)}
        >
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
        </EditorActions>
        <ErrorAlert error={remove.error} />
      </form>
      <div id="post-preview">
        {previewing && (
          <ArticlePreview
            title={draft.title}
            byline={kind.news ? undefined : draft.author}
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
