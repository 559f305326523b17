import { PageHeader } from '@/components/ui/page-header';
import { Seo } from '@/components/ui/seo';
import { Spinner } from '@/components/ui/spinner';
import { ContactForm } from '@/features/contact/components/contact-form';
import { useContactDetails } from '@/features/content/api/get-pages';
import '@/features/auth/components/auth.css';

/** /contact: the contact details with map links, and the contact form (decision 017). */
export function Component() {
  const { data, isPending } = useContactDetails();
  return (
    <div className="container page">
      <Seo
        title="Contact us"
        description="Call, e-mail or visit Cellar: our store and our warehouse in Dubai, with directions."
      />
      <PageHeader title="Contact us" lead="We are here every day from 10 am to midnight." />
      {isPending ? <Spinner /> : null}
      {data ? (
        <div className="contact-cards">
          <section className="contact-card">
            <h2>Our store</h2>
            <p>{data.store_address}</p>
            <a className="btn btn--ghost" href={data.store_map_link} target="_blank" rel="noopener noreferrer">
              Open store in Maps
            </a>
          </section>
          <section className="contact-card">
            <h2>Warehouse</h2>
            <p>{data.address}</p>
            <a className="btn btn--ghost" href={data.map_link} target="_blank" rel="noopener noreferrer">
              Open warehouse in Maps
            </a>
          </section>
          <section className="contact-card">
            <h2>Call or write</h2>
            <p>
              <a href={data.phone_link}>{data.phone}</a>
            </p>
            <p>
              <a href={`mailto:${data.email}`}>{data.email}</a>
            </p>
            <a className="btn btn--primary" href={data.chat_link} target="_blank" rel="noopener noreferrer">
              Chat with us
            </a>
          </section>
        </div>
      ) : null}
      <ContactForm />
    </div>
  );
}
