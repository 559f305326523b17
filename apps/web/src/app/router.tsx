import { STOREFRONT_ROUTES, type StorefrontRouteName } from '@shop/shared';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
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

/** Each page is its own lazily loaded module exporting `Component`. */
function page<P extends object>(load: () => Promise<{ Component: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).then((m) => ({ default: m.Component })));
}

const Home = page(() => import('./routes/home'));
const About = page(() => import('./routes/about'));
const Corporate = page(() => import('./routes/corporate'));
const FlagListing = page(() => import('./routes/flag-listing'));
const Shop = page(() => import('./routes/shop'));
const ShopByPrice = page(() => import('./routes/shop-by-price'));
const OurChoice = page(() => import('./routes/our-choice'));
const Product = page(() => import('./routes/product'));
const BlogList = page(() => import('./routes/blog-list'));
const BlogPost = page(() => import('./routes/blog-post'));
const NewsList = page(() => import('./routes/news-list'));
const NewsPost = page(() => import('./routes/news-post'));
const Faq = page(() => import('./routes/faq'));
const Contact = page(() => import('./routes/contact'));
const Policy = page(() => import('./routes/policy'));
const Cart = page(() => import('./routes/cart'));
const Wishlist = page(() => import('./routes/wishlist'));
const LoginRequired = page(() => import('./routes/login-required'));
const Checkout = page(() => import('./routes/checkout'));
const CheckoutConfirmation = page(() => import('./routes/checkout-confirmation'));
const Account = page(() => import('./routes/account'));
const AccountProfile = page(() => import('./routes/account-profile'));
const AccountOrders = page(() => import('./routes/account-orders'));
const AccountOrder = page(() => import('./routes/account-order'));
const NotFound = page(() => import('./routes/not-found'));

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

/** Spec section 6: checkout needs a login; a guest is asked to log in (the page stays, so the login brings them back to it). */
function LoginFirst({ children }: { children: ReactNode }) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return loggedIn ? children : <LoginRequired />;
}

/** The page of every route in the shared table (`@shop/shared` STOREFRONT_ROUTES); the record type makes a missing one a type error. */
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
  privacy: <Policy page="privacy" />,
  terms: <Policy page="terms" />,
  returns: <Policy page="returns" />,
  shipping: <Policy page="shipping" />,
  cart: <NotForCorporate><Cart /></NotForCorporate>,
  wishlist: <NotForCorporate><Wishlist /></NotForCorporate>,
  checkout: <NotForCorporate><LoginFirst><Checkout /></LoginFirst></NotForCorporate>,
  checkoutConfirmation: <NotForCorporate><LoginFirst><CheckoutConfirmation /></LoginFirst></NotForCorporate>,
  account: <AccountRoute><Account /></AccountRoute>,
  accountProfile: <AccountRoute><AccountProfile /></AccountRoute>,
  accountOrders: <AccountRoute corporate={false}><AccountOrders /></AccountRoute>,
  accountOrder: <AccountRoute corporate={false}><AccountOrder /></AccountRoute>,
};

/** The id of the catch-all route: any path the table does not have. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * The route table of spec section 2, from the shared table the server also uses for its 404s.
 * Declarative routes with React.lazy: the data-router mode would add about 20 KB gzip to the first page.
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
