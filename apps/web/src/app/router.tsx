import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { selectIsCorporate, selectIsLoggedIn, useAppStore } from '@/stores/app-store';
import { AppLayout } from './layout/app-layout';

type PageModule = { Component: ComponentType };

/** Spec section 9: a page's code that has not arrived after 120 s counts as failed (the error page offers a reload). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Page code took too long to load.')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Each page is its own lazily loaded module exporting `Component`. */
function page(load: () => Promise<PageModule>): LazyExoticComponent<ComponentType> {
  return lazy(() => withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).then((m) => ({ default: m.Component })));
}

const Home = page(() => import('./routes/home'));
const About = page(() => import('./routes/about'));
const Corporate = page(() => import('./routes/corporate'));
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

/**
 * The route table (spec section 2); URLs match config/paths. Declarative routes with React.lazy:
 * the data-router mode would add about 20 KB gzip to the first page (see docs/decisions).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Home />} />
        <Route path="about" element={<About />} />
        <Route path="corporate" element={<Corporate />} />
        <Route path="shop/:cat" element={<Shop />} />
        <Route path="shop/:cat/:subcat" element={<Shop />} />
        <Route path="shop-by-price/:cat" element={<ShopByPrice />} />
        <Route path="our-choice/:choice" element={<OurChoice />} />
        <Route path="product/:id" element={<Product />} />
        <Route path="product/:cat/:id" element={<Product />} />
        <Route path="blog" element={<BlogList />} />
        <Route path="blog/:cat" element={<BlogList />} />
        <Route path="blog/:cat/:id" element={<BlogPost />} />
        <Route path="news" element={<NewsList />} />
        <Route path="news/:id" element={<NewsPost />} />
        <Route path="faq" element={<Faq />} />
        <Route path="contact" element={<Contact />} />
        {['privacy-policy', 'terms-conditions', 'return-refund', 'shipping-delivery'].map((p) => (
          <Route key={p} path={p} element={<Policy />} />
        ))}
        <Route path="cart" element={<NotForCorporate><Cart /></NotForCorporate>} />
        <Route path="wishlist" element={<NotForCorporate><Wishlist /></NotForCorporate>} />
        <Route path="checkout" element={<NotForCorporate><LoginRequired /></NotForCorporate>} />
        {/* The account pages arrive with accounts; until then a session sees the placeholder. */}
        <Route path="account/orders/*" element={<AccountRoute corporate={false}><LoginRequired /></AccountRoute>} />
        <Route path="account/*" element={<AccountRoute><LoginRequired /></AccountRoute>} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
