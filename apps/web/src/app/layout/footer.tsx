import { Link } from '@/components/link';
import { OutlineIcon } from '@/components/ui/outline-icon';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { SHOP_TERMS } from '@/config/shop-terms';
import { useContactDetails } from '@/features/content/api/get-pages';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { InstallButton } from '@/features/pwa/components/install-app';
import { notify } from '@/lib/toast';
import { selectIsCorporate, selectIsLoggedIn, useAppStore } from '@/stores/app-store';
import { PaymentIcons } from './payment-icons';

/** The shop's profiles (VITE_SOCIAL_*_URL, see config/env), each with its 24 px outline icon. */
const SOCIAL = [
  {
    label: 'Instagram',
    href: env.social.instagram,
    icon: (
      <path d="M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01" />
    ),
  },
  {
    label: 'Facebook',
    href: env.social.facebook,
    icon: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8z" />,
  },
  {
    label: 'X',
    href: env.social.x,
    icon: <path d="M4 4l11.7 16H20L8.3 4H4zM4 20l6.8-6.8M13.2 10.8 20 4" />,
  },
];
const CHAT_ICON = (
  <OutlineIcon size={28}>
    <path d="M4 19.5 5.3 16A8 8 0 1 1 8 18.7L4 19.5z" />
    <path d="M9 10.5h.01M12 10.5h.01M15 10.5h.01" strokeWidth="2.4" />
  </OutlineIcon>
);

/** Spec section 2: hidden for corporate buyers; a guest is asked to log in (the route does not exist for them). */
function MyOrdersLink() {
  const isLoggedIn = useAppStore(selectIsLoggedIn);
  const corporate = useAppStore(selectIsCorporate);
  if (corporate) return null;
  if (isLoggedIn)
    return (
      <li>
        <Link to={paths.orders()}>My Orders</Link>
      </li>
    );
  return (
    <li>
      <button type="button" className="link-button" onClick={() => notify('warn', 'Please Login First.')}>
        My Orders
      </button>
    </li>
  );
}

/** Contact, links, newsletter, payments and social (spec section 2). */
export function Footer() {
  const { data: contact } = useContactDetails();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__title">
            Visit &amp; contact
          </h2>
          {contact ? (
            <address className="footer__contact">
              <p>
                <span className="footer__label">Store</span>{' '}
                <a href={contact.store_map_link} target="_blank" rel="noopener noreferrer">
                  {contact.store_address}
                </a>
              </p>
              <p>
                <span className="footer__label">Warehouse</span>{' '}
                <a href={contact.map_link} target="_blank" rel="noopener noreferrer">
                  {contact.address}
                </a>
              </p>
              <p>
                <span className="footer__label">Phone</span> <a href={contact.phone_link}>{contact.phone}</a>
              </p>
              <p>
                <span className="footer__label">Email</span> <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </p>
            </address>
          ) : (
            <p className="footer__contact">Dubai, United Arab Emirates</p>
          )}
          <ul className="social" aria-label="Follow us">
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${env.siteName} on ${s.label} (opens in a new tab)`}
                >
                  <OutlineIcon size={20}>{s.icon}</OutlineIcon>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer__title">
            About
          </h2>
          <ul className="footer__links">
            <li>
              <Link to={paths.about()}>About us</Link>
            </li>
            <li>
              <Link to={paths.corporate()}>Corporate</Link>
            </li>
            <li>
              <Link to={paths.blog()}>Blog</Link>
            </li>
            <li>
              <Link to={paths.news()}>News</Link>
            </li>
            <li>
              <Link to={paths.contact()}>Contact us</Link>
            </li>
            <li>
              <Link to={paths.platinumClub()}>Platinum Club</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-service">
          <h2 id="footer-service" className="footer__title">
            Customer service
          </h2>
          <ul className="footer__links">
            <MyOrdersLink />
            <li>
              <Link to={paths.faq()}>FAQ</Link>
            </li>
            <li>
              <Link to={paths.shipping()}>Shipping &amp; Delivery</Link>
            </li>
            <li>
              <Link to={paths.returns()}>Return &amp; Refund</Link>
            </li>
            <li>
              <Link to={paths.privacy()}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={paths.terms()}>Terms &amp; Conditions</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-news">
          <h2 id="footer-news" className="footer__title">
            Newsletter
          </h2>
          <NewsletterForm />
          <PaymentIcons />
          <InstallButton />
        </section>
      </div>
      <div className="footer__base container">
        <p>{`© ${new Date().getFullYear()} Cellar, Dubai. Alcohol is sold only to persons aged ${SHOP_TERMS.minimumAge} and over. Please drink responsibly.`}</p>
      </div>
      {contact?.chat_link ? (
        <a
          className="chat-fab"
          href={contact.chat_link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Chat with us"
        >
          {CHAT_ICON}
        </a>
      ) : null}
    </footer>
  );
}
