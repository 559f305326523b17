import type { ContactDetails } from '@shop/shared/rules';
import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { Spinner } from '@/components/ui/spinner';
import { useContactDetails } from '@/features/content/api/get-pages';
import {
  POLICY_CONTACT_TOKEN,
  POLICY_PAGES,
  type PolicyContactField,
  type PolicyPage,
} from '@/features/content/policies';

/** A contact detail inside the text, linked as the footer links it. */
function ContactValue({ field, contact }: { field: PolicyContactField; contact: ContactDetails }) {
  if (field === 'email') return <a href={`mailto:${contact.email}`}>{contact.email}</a>;
  if (field === 'phone') return <a href={contact.phone_link}>{contact.phone}</a>;
  if (field === 'address')
    return (
      <a href={contact.map_link} target="_blank" rel="noopener noreferrer">
        {contact.address}
      </a>
    );
  return (
    <a href={contact.store_map_link} target="_blank" rel="noopener noreferrer">
      {contact.store_address}
    </a>
  );
}

/** A paragraph with its `{email}`-style placeholders filled from the contact details. */
function PolicyParagraph({ text, contact }: { text: string; contact: ContactDetails }) {
  // split() with a capturing group: odd entries are the field names.
  const parts = text.split(POLICY_CONTACT_TOKEN);
  return (
    <p>
      {parts.map((part, i) =>
        i % 2 ? <ContactValue key={i} field={part as PolicyContactField} contact={contact} /> : part,
      )}
    </p>
  );
}

/** /privacy-policy, /terms-conditions, /return-refund and /shipping-delivery. */
export function Component({ page: name }: { page: keyof typeof POLICY_PAGES }) {
  const page: PolicyPage = POLICY_PAGES[name];
  // The same cached query as the footer's, so the pages' e-mail and phone always match it.
  const { data: contact, isError, refetch } = useContactDetails();
  return (
    <div className="container page page--narrow">
      <Seo title={page.title} description={page.description} />
      <PageHeader title={page.title} lead={page.description} />
      {contact ? (
        <div className="prose">
          {page.sections.map((s) => (
            <section key={s.heading}>
              <h2>{s.heading}</h2>
              {s.paragraphs.map((p) => (
                <PolicyParagraph key={p} text={p} contact={contact} />
              ))}
            </section>
          ))}
        </div>
      ) : isError ? (
        <p className="notice notice--error" role="alert">
          This page could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
