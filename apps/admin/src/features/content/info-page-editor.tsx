import {
  INFO_PAGE_DESCRIPTION_MAX_LENGTH,
  INFO_PAGE_LABELS,
  INFO_PAGE_PLACEHOLDER_LABELS,
  INFO_PAGE_PLACEHOLDERS,
  isInfoPageSlug,
  type StaffInfoPage,
} from '@shop/shared/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { ErrorAlert, Loading, StatusMessage } from '../../components/alert.tsx';
import { Field } from '../../components/field.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { RichTextEditor } from '../../components/rich-text-editor.tsx';
import { contentKeys, fetchInfoPage, previewInfoPage, updateInfoPage } from './content-api.ts';
import { ContentTabs } from './content-tabs.tsx';
import { EditorActions } from './editor-actions.tsx';

/** `/content/pages/:slug`: one information page's words, loaded first. */
export function InfoPageEditorPage() {
  const { slug = '' } = useParams();
  const known = isInfoPageSlug(slug);
  const page = useQuery({
    queryKey: contentKeys.infoPage(known ? slug : 'about'),
    queryFn: () => fetchInfoPage(slug as StaffInfoPage['slug']),
    enabled: known,
  });
  const heading = known ? INFO_PAGE_LABELS[slug] : 'Page';
  if (!page.data)
    return (
      <>
        <PageHeading title={heading}>{heading}</PageHeading>
        {known ? <ErrorAlert error={page.error} /> : <p className="empty">The shop has no page at this address.</p>}
        {page.isPending && known && <Loading what="the page" />}
      </>
    );
  return <InfoPageEditor key={page.data.slug} saved={page.data} />;
}

const PLACEHOLDER_HINT = `Words in braces are filled in when the page is shown: ${INFO_PAGE_PLACEHOLDERS.map(
  (name) => `{${name}} ${INFO_PAGE_PLACEHOLDER_LABELS[name]}`,
).join('; ')}.`;

function InfoPageEditor({ saved }: { saved: StaffInfoPage }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(saved.title);
  const [description, setDescription] = useState(saved.description);
  const [content, setContent] = useState(saved.content);
  const [message, setMessage] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const save = useMutation({
    mutationFn: () => updateInfoPage(saved.slug, { title, description, content }),
    onSuccess: async (page) => {
      queryClient.setQueryData(contentKeys.infoPage(page.slug), page);
      await queryClient.invalidateQueries({ queryKey: contentKeys.infoPages, exact: true });
      setContent(page.content);
      setMessage(`Saved. The shop shows the new words at /${page.slug} now.`);
    },
  });
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const problem = (name: string) => fields[name]?.[0] ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    save.mutate();
  };
  const label = INFO_PAGE_LABELS[saved.slug];
  return (
    <>
      <div className="page-head">
        <PageHeading title={label}>{label}</PageHeading>
      </div>
      <ContentTabs />
      <p>
        <Link to="/content/pages">All pages</Link> ·{' '}
        <a href={`/${saved.slug}`} target="_blank" rel="noreferrer">
          Open /{saved.slug} on the shop
        </a>
      </p>
      <StatusMessage>{message}</StatusMessage>
      <form className="content-form" aria-label={`Edit the ${label} page`} noValidate onSubmit={submit}>
        {Object.keys(fields).length === 0 && <ErrorAlert error={save.error} />}
        <Field label="Title" value={title} onChange={(e) => setTitle(e.target.value)} error={problem('title')} />
        <Field
          label="Line under the title"
          hint={`Also the page's description for search engines; at most ${INFO_PAGE_DESCRIPTION_MAX_LENGTH} characters.`}
          value={description}
          maxLength={INFO_PAGE_DESCRIPTION_MAX_LENGTH}
          onChange={(e) => setDescription(e.target.value)}
          error={problem('description')}
        />
        <RichTextEditor
          id={`page-${saved.slug}-content`}
          label="Text"
          hint={PLACEHOLDER_HINT}
          value={content}
          onChange={setContent}
          error={problem('content')}
        />
        <EditorActions
          saving={save.isPending}
          previewing={previewing}
          previewId="page-preview"
          onTogglePreview={() => setPreviewing((open) => !open)}
        />
      </form>
      <div id="page-preview">
        {previewing && <InfoPagePreview title={title} description={description} content={content} />}
      </div>
    </>
  );
}

/** The page as the storefront will show it: the server fills the placeholders and cleans the words. */
function InfoPagePreview({ title, description, content }: { title: string; description: string; content: string }) {
  const filled = useQuery({ queryKey: ['content', 'page-preview', content], queryFn: () => previewInfoPage(content) });
  return (
    <section className="storefront-preview" aria-label="Preview as the storefront shows it">
      <ErrorAlert error={filled.error} />
      <h1>{title || 'Untitled'}</h1>
      <p className="storefront-preview__lead">{description}</p>
      {filled.data ? (
        // Cleaned by the server with the shared allow-list, as the storefront renders it.
        <div className="prose" dangerouslySetInnerHTML={{ __html: filled.data.html }} />
      ) : (
        filled.isPending && <Loading what="the preview" />
      )}
    </section>
  );
}
