import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Loading } from '../components/alert.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { AuditPage } from '../features/audit/audit-page.tsx';
import { CouponDetailPage } from '../features/coupons/coupon-detail-page.tsx';
import { EditCouponPage, NewCouponPage } from '../features/coupons/coupon-edit-page.tsx';
import { CouponsPage } from '../features/coupons/coupons-page.tsx';
import { FaqPage } from '../features/content/faq-page.tsx';
import { InfoPageEditorPage } from '../features/content/info-page-editor.tsx';
import { InfoPagesPage } from '../features/content/info-pages-page.tsx';
import { NewsPage } from '../features/content/news-page.tsx';
import { NewsEditorPage, PostEditorPage } from '../features/content/article-editor-page.tsx';
import { PostsPage } from '../features/content/posts-page.tsx';
import { CustomerDetailPage } from '../features/customers/customer-detail-page.tsx';
import { CustomersPage } from '../features/customers/customers-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { InboxPage } from '../features/inbox/inbox-page.tsx';
import { HomePagePage } from '../features/home-page/home-page-page.tsx';
import { OrderDetailPage } from '../features/orders/order-detail-page.tsx';
import { OrdersPage } from '../features/orders/orders-page.tsx';
import { ReturnsPage } from '../features/orders/returns-page.tsx';
import { ModerationPage } from '../features/moderation/moderation-page.tsx';
import { ProductEditorPage } from '../features/products/product-editor-page.tsx';
import { ProductsPage } from '../features/products/products-page.tsx';
import { MembersPage } from '../features/staff/members-page.tsx';
import { StockPage } from '../features/stock/stock-page.tsx';
import { BrandsPage, OriginsPage } from '../features/taxonomy/brands-page.tsx';
import { CategoriesPage } from '../features/taxonomy/categories-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { createQueryClient } from './query-client.ts';
import { RequireSession } from './require-session.tsx';

// Opened once by each new member: the QR code's encoder loads only there.
const AcceptInvitePage = lazy(() =>
  import('../features/auth/accept-invite-page.tsx').then((m) => ({ default: m.AcceptInvitePage })),
);
// The chart library loads only with the reports screen.
const ReportsPage = lazy(() =>
  import('../features/reports/reports-page.tsx').then((m) => ({ default: m.ReportsPage })),
);

/** The back office's screens, under /admin (the server sends its page for every path there). */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/admin">
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route
            path="/accept-invite"
            element={
              <Suspense fallback={<Loading what="your invitation" />}>
                <AcceptInvitePage />
              </Suspense>
            }
          />
          <Route element={<RequireSession />}>
            <Route index element={<Navigate to="/orders" replace />} />
            <Route path="/orders" element={<OrdersPage />} />
            <Route path="/orders/returns" element={<ReturnsPage />} />
            <Route path="/orders/:number" element={<OrderDetailPage />} />
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/stock" element={<StockPage />} />
            <Route path="/customers" element={<CustomersPage />} />
            <Route path="/customers/:id" element={<CustomerDetailPage />} />
            <Route path="/coupons" element={<CouponsPage />} />
            <Route path="/coupons/new" element={<NewCouponPage />} />
            <Route path="/coupons/:id" element={<CouponDetailPage />} />
            <Route path="/coupons/:id/edit" element={<EditCouponPage />} />
            <Route path="/catalog" element={<Navigate to="/catalog/products" replace />} />
            <Route path="/catalog/products" element={<ProductsPage />} />
            <Route path="/catalog/products/new" element={<ProductEditorPage />} />
            <Route path="/catalog/products/:id" element={<ProductEditorPage />} />
            <Route path="/inbox" element={<InboxPage />} />
            <Route path="/staff" element={<MembersPage />} />
            <Route path="/audit" element={<AuditPage />} />
            <Route path="/moderation" element={<ModerationPage />} />
            <Route
              path="/reports"
              element={
                <Suspense fallback={<Loading what="the reports" />}>
                  <ReportsPage />
                </Suspense>
              }
            />
            <Route path="/catalog/categories" element={<CategoriesPage />} />
            <Route path="/catalog/brands" element={<BrandsPage />} />
            <Route path="/catalog/origins" element={<OriginsPage />} />
            <Route path="/home-page" element={<HomePagePage />} />
            <Route path="/content" element={<Navigate to="/content/posts" replace />} />
            <Route path="/content/posts" element={<PostsPage />} />
            <Route path="/content/posts/:id" element={<PostEditorPage />} />
            <Route path="/content/news" element={<NewsPage />} />
            <Route path="/content/news/:id" element={<NewsEditorPage />} />
            <Route path="/content/faq" element={<FaqPage />} />
            <Route path="/content/pages" element={<InfoPagesPage />} />
            <Route path="/content/pages/:slug" element={<InfoPageEditorPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
