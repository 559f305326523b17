import { STOREFRONT_ROUTES, type StorefrontRouteName } from '@shop/shared/rules';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { preloadable, type PreloadableComponent } from '@/lib/preloadable';
import { selectIsCorporate, selectIsLoggedIn, useAppStore } from '@/stores/app-store';
import { AppLayout } from './layout/app-layout';

/** Spec section 9: a page's code that has not arrived after 120 s counts as failed (the error page offers a reload). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Page code took too long to load.')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Each page is its own lazily loaded module exporting `Component`, loaded ahead of hydration when the server showed it.
 */
function page<P extends object>(
  id: string,
  load: () => Promise<{ Component: ComponentType<P> }>,
): PreloadableComponent<P> {
  return preloadable(`page:${id}`, () => withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).then((m) => m.Component));
}

const Home = page('home', () => import('./routes/home'));
const About = page('about', () => import('./routes/about'));
const Corporate = page('corporate', () => import('./routes/corporate'));
const FlagListing = page('flag-listing', () => import('./routes/flag-listing'));
const Shop = page('shop', () => import('./routes/shop'));
const ShopByPrice = page('shop-by-price', () => import('./routes/shop-by-price'));
const OurChoice = page('our-choice', () => import('./routes/our-choice'));
const Product = page('product', () => import('./routes/product'));
const BlogList = page('blog-list', () => import('./routes/blog-list'));
const BlogPost = page('blog-post', () => import('./routes/blog-post'));
const NewsList = page('news-list', () => import('./routes/news-list'));
const NewsPost = page('news-post', () => import('./routes/news-post'));
const Faq = page('faq', () => import('./routes/faq'));
const Contact = page('contact', () => import('./routes/contact'));
const PlatinumClub = page('platinum-club', () => import('./routes/platinum-club'));
const Policy = page('policy', () => import('./routes/policy'));
const Cart = page('cart', () => import('./routes/cart'));
const Wishlist = page('wishlist', () => import('./routes/wishlist'));
const LoginRequired = page('login-required', () => import('./routes/login-required'));
const Checkout = page('checkout', () => import('./routes/checkout'));
const CheckoutConfirmation = page('checkout-confirmation', () => import('./routes/checkout-confirmation'));
const Account = page('account', () => import('./routes/account'));
const AccountProfile = page('account-profile', () => import('./routes/account-profile'));
const AccountOrders = page('account-orders', () => import('./routes/account-orders'));
const AccountOrder = page('account-order', () => import('./routes/account-order'));
const ResetPassword = page('reset-password', () => import('./routes/reset-password'));
const NewsletterLink = page('newsletter-link', () => import('./routes/newsletter-link'));
const NotFound = page('not-found', () => import('./routes/not-found'));

/**
 * Spec section 2: account routes exist only when logged in, so a guest gets the not-found page for
 * every /account path; `corporate={false}` (orders) also hides the route from corporate buyers.
 */
function AccountRoute({ corporate = true, children }: { corporate?: boolean; children: ReactNode }) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  const isCorporate = useAppStore(selectIsCorporate);
  return loggedIn && (corporate || !isCorporate) ? children : <NotFound />;
}

/** Spec section 2: cart, wishlist and checkout are not available to corporate buyers. */
function NotForCorporate({ children }: { children: ReactNode }) {
  const isCorporate = useAppStore(selectIsCorporate);
  return isCorporate ? <NotFound /> : children;
}

/**
 * Spec section 6: checkout needs a login; a guest is asked to log in (the page stays, so the login brings them back to
 * it).
 */
function LoginFirst({ children }: { children: ReactNode }) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return loggedIn ? children : <LoginRequired />;
}

/**
 * The page of every route in the shared table (`@shop/shared` STOREFRONT_ROUTES); the record type makes a missing one a
 * type error.
 */
const PAGES: Record<StorefrontRouteName, ReactElement> = {
  home: <Home />,
  about: <About />,
  corporate: <Corporate />,
  premium: <FlagListing flag="premium" />,
  promotion: <FlagListing flag="promotion" />,
  shop: <Shop />,
  shopSubcategory: <Shop />,
  shopByPrice: <ShopByPrice />,
  ourChoice: <OurChoice />,
  product: <Product />,
  productInCategory: <Product />,
  blog: <BlogList />,
  blogCategory: <BlogList />,
  blogPost: <BlogPost />,
  news: <NewsList />,
  newsPost: <NewsPost />,
  faq: <Faq />,
  contact: <Contact />,
  platinumClub: <PlatinumClub />,
  privacy: <Policy page="privacy-policy" />,
  terms: <Policy page="terms-conditions" />,
  returns: <Policy page="return-refund" />,
  shipping: <Policy page="shipping-delivery" />,
  cart: (
    <NotForCorporate>
      <Cart />
    </NotForCorporate>
  ),
  wishlist: (
    <NotForCorporate>
      <Wishlist />
    </NotForCorporate>
  ),
  checkout: (
    <NotForCorporate>
      <LoginFirst>
        <Checkout />
      </LoginFirst>
    </NotForCorporate>
  ),
  checkoutConfirmation: (
    <NotForCorporate>
      <LoginFirst>
        <CheckoutConfirmation />
      </LoginFirst>
    </NotForCorporate>
  ),
  account: (
    <AccountRoute>
      <Account />
    </AccountRoute>
  ),
  accountProfile: (
    <AccountRoute>
      <AccountProfile />
    </AccountRoute>
  ),
  accountOrders: (
    <AccountRoute corporate={false}>
      <AccountOrders />
    </AccountRoute>
  ),
  accountOrder: (
    <AccountRoute corporate={false}>
      <AccountOrder />
    </AccountRoute>
  ),
  resetPassword: <ResetPassword />,
  newsletterConfirm: <NewsletterLink action="confirm" />,
  newsletterUnsubscribe: <NewsletterLink action="unsubscribe" />,
};

/**
 * The page module each route shows (inside its guard), which a navigation loads before it shows the route
 * (app/navigation, decision 023). A guard's other page (the not-found or login page) loads when it is shown.
 */
const PAGE_MODULES: Record<StorefrontRouteName, { preload: () => Promise<void> }> = {
  home: Home,
  about: About,
  corporate: Corporate,
  premium: FlagListing,
  promotion: FlagListing,
  shop: Shop,
  shopSubcategory: Shop,
  shopByPrice: ShopByPrice,
  ourChoice: OurChoice,
  product: Product,
  productInCategory: Product,
  blog: BlogList,
  blogCategory: BlogList,
  blogPost: BlogPost,
  news: NewsList,
  newsPost: NewsPost,
  faq: Faq,
  contact: Contact,
  platinumClub: PlatinumClub,
  privacy: Policy,
  terms: Policy,
  returns: Policy,
  shipping: Policy,
  cart: Cart,
  wishlist: Wishlist,
  checkout: Checkout,
  checkoutConfirmation: CheckoutConfirmation,
  account: Account,
  accountProfile: AccountProfile,
  accountOrders: AccountOrders,
  accountOrder: AccountOrder,
  resetPassword: ResetPassword,
  newsletterConfirm: NewsletterLink,
  newsletterUnsubscribe: NewsletterLink,
};

/** Loads the page module of a route of the table (null: a path it does not have, the not-found page). */
export function preloadPage(name: StorefrontRouteName | null): Promise<void> {
  return (name ? PAGE_MODULES[name] : NotFound).preload();
}

/** The id of the catch-all route: any path the table does not have. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * The route table of spec section 2, from the shared table the server also uses for its 404s.
 * Declarative routes with preloadable pages (lib/preloadable.tsx), whose data their loaders read (app/loaders): the
 * data-router mode would add about 20 KB gzip to the first page (decisions 015 and 023).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...STOREFRONT_ROUTES.map((route) => ({ id: route.name, path: route.pattern, element: PAGES[route.name] })),
      { id: NOT_FOUND_ROUTE_ID, path: '*', element: <NotFound /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
