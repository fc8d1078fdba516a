import type { QueryClient } from '@tanstack/react-query';
import { type RouteObject, redirect } from 'react-router';
import {
  requireAdminLoader,
  requireUserLoader,
  skipLoginLoader,
} from '#web/features/auth/route-guards.ts';
import { prefetchProductLoader } from '#web/features/product-detail/prefetch-product.ts';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';
import { PageLoading } from './page-loading';
import { RouteErrorPage } from './route-error-page';
import type { RouteHandle } from './route-handle';

const browserOnly: RouteHandle = { browserOnly: true };

const successPage = async () => ({
  Component: (await import('#web/features/orders/success-page.tsx')).SuccessPage,
});

/**
 * The app's routes, for the browser's router and the server's renderer alike; loaders read and
 * fill the given cache.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          // Each screen's code loads when it is first visited (the `lazy` routes below), so the first
          // page ships only the shell and itself. Until it arrives the layout shows, with a placeholder
          // tall enough that the footer does not sit in view and then jump down.
          hydrateFallbackElement: (
            <div className="min-h-dvh">
              <PageLoading />
            </div>
          ),
          children: [
            {
              index: true,
              lazy: async () => ({
                Component: (await import('#web/features/home/home-page.tsx')).HomePage,
              }),
            },
            {
              path: 'product/:productId',
              // Fetches the product while the page's code downloads, rather than after.
              loader: prefetchProductLoader(queryClient),
              lazy: async () => ({
                Component: (await import('#web/features/product-detail/product-detail-page.tsx'))
                  .ProductDetailPage,
              }),
            },
            { path: 'mattress', loader: () => redirect('/products/collection/8ettersleep') },
            { path: 'accessories', loader: () => redirect('/products/accessory') },
            {
              path: 'products/all',
              lazy: async () => ({
                Component: (await import('#web/features/catalog/product-list-page.tsx'))
                  .ProductListPage,
              }),
            },
            {
              path: 'products/collection/:slug',
              lazy: async () => ({
                Component: (await import('#web/features/catalog/collection-page.tsx'))
                  .CollectionPage,
              }),
            },
            {
              path: 'products/accessory',
              lazy: async () => ({
                Component: (await import('#web/features/catalog/accessories-page.tsx'))
                  .AccessoriesPage,
              }),
            },
            {
              path: 'search',
              lazy: async () => ({
                Component: (await import('#web/features/catalog/search-page.tsx')).SearchPage,
              }),
            },
            {
              path: 'about',
              lazy: async () => ({
                Component: (await import('#web/features/info/about-page.tsx')).AboutPage,
              }),
            },
            {
              path: 'contact',
              lazy: async () => ({
                Component: (await import('#web/features/info/contact-page.tsx')).ContactPage,
              }),
            },
            {
              path: 'warranty',
              lazy: async () => ({
                Component: (await import('#web/features/info/warranty-page.tsx')).WarrantyPage,
              }),
            },
            {
              path: 'delivery',
              lazy: async () => ({
                Component: (await import('#web/features/info/delivery-page.tsx')).DeliveryPage,
              }),
            },
            {
              path: 'faq',
              lazy: async () => ({
                Component: (await import('#web/features/info/faq-page.tsx')).FaqPage,
              }),
            },
            // Payment success page: the provider sends shoppers to /checkout/success.
            // It looks the payment up with the shopper's own session: the browser renders it.
            { path: 'success', lazy: successPage, handle: browserOnly },
            { path: 'checkout/success', lazy: successPage, handle: browserOnly },
            {
              path: 'register',
              lazy: async () => ({
                Component: (await import('#web/features/auth/register-page.tsx')).RegisterPage,
              }),
            },
            {
              path: 'forget',
              lazy: async () => ({
                Component: (await import('#web/features/auth/forgot-password-page.tsx'))
                  .ForgotPasswordPage,
              }),
            },
            {
              path: 'reset',
              lazy: async () => ({
                Component: (await import('#web/features/auth/reset-password-page.tsx'))
                  .ResetPasswordPage,
              }),
            },
            // Screens whose loaders check the session first: the layout shows while they decide.
            // They depend on who is asking, so the server leaves them to the browser.
            {
              hydrateFallbackElement: <PageLoading />,
              handle: browserOnly,
              children: [
                {
                  path: 'login',
                  loader: skipLoginLoader(queryClient),
                  lazy: async () => ({
                    Component: (await import('#web/features/auth/login-page.tsx')).LoginPage,
                  }),
                },
                {
                  path: 'settings',
                  loader: requireUserLoader(queryClient),
                  lazy: async () => ({
                    Component: (await import('#web/features/account/settings-page.tsx'))
                      .SettingsPage,
                  }),
                },
                {
                  path: 'orders',
                  loader: requireUserLoader(queryClient),
                  lazy: async () => ({
                    Component: (await import('#web/features/orders/my-orders-page.tsx'))
                      .MyOrdersPage,
                  }),
                },
                {
                  path: 'admin',
                  loader: requireAdminLoader(queryClient),
                  lazy: async () => ({
                    Component: (await import('#web/features/admin/admin-page.tsx')).AdminPage,
                  }),
                },
              ],
            },
            { path: '*', element: <NotFoundPage />, handle: { status: 404 } satisfies RouteHandle },
          ],
        },
      ],
    },
  ];
}
