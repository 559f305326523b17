import { useLocation } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { POLICY_PAGES, type PolicyPage } from '@/features/content/policies';

const BY_PATH: Record<string, PolicyPage> = {
  [paths.privacy()]: POLICY_PAGES.privacy,
  [paths.terms()]: POLICY_PAGES.terms,
  [paths.returns()]: POLICY_PAGES.returns,
  [paths.shipping()]: POLICY_PAGES.shipping,
};

/** /privacy-policy, /terms-conditions, /return-refund and /shipping-delivery. */
export function Component() {
  const { pathname } = useLocation();
  const page = BY_PATH[pathname.replace(/\/$/, '')] ?? POLICY_PAGES.terms;
  return (
    <div className="container page page--narrow">
      <Seo title={page.title} description={page.description} />
      <PageHeader title={page.title} lead={page.description} />
      <div className="prose">
        {page.sections.map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            {s.paragraphs.map((p) => <p key={p}>{p}</p>)}
          </section>
        ))}
      </div>
    </div>
  );
}
