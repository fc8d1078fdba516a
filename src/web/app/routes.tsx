import type { QueryClient } from '@tanstack/react-query';
import { type RouteObject, redirect } from 'react-router';
import { collectionFromSlug, collectionSlug } from '#shared/constants.js';
import { pagePaths } from '#shared/paths.js';
import {
  requireAdminLoader,
  requireUserLoader,
  skipLoginLoader,
} from '#web/features/auth/route-guards.ts';
import { servicesData } from '#web/features/info/services-data.ts';
import { productData } from '#web/features/product-detail/prefetch-product.ts';
import { pageDataLoader } from '#web/lib/page-data.ts';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';
import { PageLoading } from './page-loading';
import { RouteErrorPage } from './route-error-page';
import { type RouteHandle, sitePageHandle } from './route-handle';

const browserOnly: RouteHandle = { browserOnly: true };
/** How the catalogue's pages read their query strings: only the server's renderer loads it. */
const catalogQueries = () => import('#web/features/catalog/lib/page-queries.ts');
/** What the catalogue's listings fetch, loaded with the first listing opened. */
const catalogData = () => import('#web/features/catalog/lib/page-data.ts');
/** A listing: sorted, filtered and paged by its query string. */
const listing: RouteHandle = { readsQuery: async () => (await catalogQueries()).browseQuery };
/** A collection's listing, or not found: the page of a collection the shop does not have. */
const collectionListing: RouteHandle = sitePageHandle('collection', {
  ...listing,
  screen: 'features/catalog/collection-page.tsx',
  status: ({ slug = '' }) => (collectionFromSlug(slug) ? undefined : 404),
});

const successPage = async () => ({
  Component: (await import('#web/features/orders/success-page.tsx')).SuccessPage,
});

/**
 * The app's routes, for the browser's router and the server's renderer alike; loaders read and
 * fill the given cache. The server's renderer asks them to `waitForData`: a storefront page's
 * loader then returns once every catalogue answer the page shows is in the cache, so the page
 * renders once (decision 0043). In the browser they only start the calls.
 */
export function createRoutes(
  queryClient: QueryClient,
  { waitForData = false }: { waitForData?: boolean } = {},
): RouteObject[] {
  const fetching = (pageData: Parameters<typeof pageDataLoader>[2]) =>
    pageDataLoader(queryClient, waitForData, pageData);
  return [
    {
      // The staff's own workspace: full width, without the shop's header, footer and chat button.
      path: pagePaths.admin,
      loader: requireAdminLoader(queryClient),
      handle: browserOnly,
      hydrateFallbackElement: <PageLoading />,
      errorElement: <RouteErrorPage />,
      lazy: async () => ({
        Component: (await import('#web/app/admin/admin-page.tsx')).AdminPage,
      }),
    },
    {
      path: pagePaths.home,
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
              handle: sitePageHandle('home', { screen: 'features/home/home-page.tsx' }),
              loader: fetching(
                async () => (await import('#web/features/home/home-data.ts')).homeData,
              ),
              lazy: async () => ({
                Component: (await import('#web/features/home/home-page.tsx')).HomePage,
              }),
            },
            {
              path: pagePaths.product(':productId'),
              // Fetches the product while the page's code downloads, rather than after.
              loader: fetching(async () => productData),
              handle: {
                // Its reviews' filter by sleeping position: shared links render the same list.
                readsQuery: async () =>
                  (await import('#web/features/product-detail/lib/review-filter.ts'))
                    .productPageQuery,
                head: async () =>
                  (await import('#web/features/product-detail/product-head.ts')).productHead,
                screen: 'features/product-detail/product-detail-page.tsx',
              } satisfies RouteHandle,
              lazy: async () => ({
                Component: (await import('#web/features/product-detail/product-detail-page.tsx'))
                  .ProductDetailPage,
              }),
            },
            {
              path: pagePaths.mattressShortcut,
              loader: () => redirect(pagePaths.collection(collectionSlug('8etterSleep'))),
            },
            { path: pagePaths.accessoriesShortcut, loader: () => redirect(pagePaths.accessories) },
            {
              path: pagePaths.allProducts,
              loader: fetching(async () => (await catalogData()).productListData),
              handle: sitePageHandle('allProducts', {
                readsQuery: async () => (await catalogQueries()).productListQuery,
                screen: 'features/catalog/product-list-page.tsx',
              }),
              lazy: async () => ({
                Component: (await import('#web/features/catalog/product-list-page.tsx'))
                  .ProductListPage,
              }),
            },
            {
              path: pagePaths.collection(':slug'),
              handle: collectionListing,
              loader: fetching(async () => (await catalogData()).collectionData),
              lazy: async () => ({
                Component: (await import('#web/features/catalog/collection-page.tsx'))
                  .CollectionPage,
              }),
            },
            {
              path: pagePaths.accessories,
              handle: sitePageHandle('accessories', {
                ...listing,
                screen: 'features/catalog/accessories-page.tsx',
              }),
              loader: fetching(async () => (await catalogData()).accessoriesData),
              lazy: async () => ({
                Component: (await import('#web/features/catalog/accessories-page.tsx'))
                  .AccessoriesPage,
              }),
            },
            {
              path: pagePaths.search(),
              loader: fetching(async () => (await catalogData()).searchData),
              handle: sitePageHandle('search', {
                readsQuery: async () => (await catalogQueries()).searchPageQuery,
                screen: 'features/catalog/search-page.tsx',
              }),
              lazy: async () => ({
                Component: (await import('#web/features/catalog/search-page.tsx')).SearchPage,
              }),
            },
            {
              // The mattress finder: its answers are in the address, so the server renders the
              // picks and keeps each answer set's page as it keeps a listing's.
              path: pagePaths.mattressFinder,
              loader: fetching(
                async () => (await import('#web/features/finder/lib/page-data.ts')).finderData,
              ),
              handle: sitePageHandle('finder', {
                readsQuery: async () =>
                  (await import('#web/features/finder/lib/finder-params.ts')).finderPageQuery,
              }),
              lazy: async () => ({
                Component: (await import('#web/features/finder/finder-page.tsx')).FinderPage,
              }),
            },
            {
              // Up to three mattresses side by side: the ids are in the address, so the server
              // renders the comparison and a shared link shows the same.
              path: pagePaths.compare(),
              loader: fetching(
                async () => (await import('#web/features/compare/lib/page-data.ts')).compareData,
              ),
              handle: sitePageHandle('compare', {
                readsQuery: async () =>
                  (await import('#web/features/compare/lib/compare-params.ts')).comparePageQuery,
              }),
              lazy: async () => ({
                Component: (await import('#web/features/compare/compare-page.tsx')).ComparePage,
              }),
            },
            {
              path: pagePaths.about,
              handle: sitePageHandle('about'),
              lazy: async () => ({
                Component: (await import('#web/features/info/about-page.tsx')).AboutPage,
              }),
            },
            {
              path: pagePaths.contact,
              handle: sitePageHandle('contact'),
              lazy: async () => ({
                Component: (await import('#web/features/info/contact-page.tsx')).ContactPage,
              }),
            },
            {
              path: pagePaths.warranty,
              handle: sitePageHandle('warranty'),
              lazy: async () => ({
                Component: (await import('#web/features/info/warranty-page.tsx')).WarrantyPage,
              }),
            },
            {
              path: pagePaths.sizeGuide,
              handle: sitePageHandle('sizeGuide'),
              lazy: async () => ({
                Component: (await import('#web/features/info/size-guide-page.tsx')).SizeGuidePage,
              }),
            },
            {
              path: pagePaths.delivery,
              handle: sitePageHandle('delivery'),
              // The delivery services' prices are shop data: rendered as they are now.
              loader: fetching(async () => servicesData),
              lazy: async () => ({
                Component: (await import('#web/features/info/delivery-page.tsx')).DeliveryPage,
              }),
            },
            {
              path: pagePaths.faq,
              handle: sitePageHandle('faq'),
              // The delivery services' prices are shop data: rendered as they are now.
              loader: fetching(async () => servicesData),
              lazy: async () => ({
                Component: (await import('#web/features/info/faq-page.tsx')).FaqPage,
              }),
            },
            // Payment success page: the provider sends shoppers to /checkout/success.
            // It looks the payment up with the shopper's own session: the browser renders it.
            { path: pagePaths.checkoutSuccessShort, lazy: successPage, handle: browserOnly },
            { path: pagePaths.checkoutSuccess, lazy: successPage, handle: browserOnly },
            {
              path: pagePaths.register,
              handle: {
                readsQuery: async () =>
                  (await import('#web/features/auth/lib/return-to-query.ts')).returnToQuery,
              } satisfies RouteHandle,
              lazy: async () => ({
                Component: (await import('#web/features/auth/register-page.tsx')).RegisterPage,
              }),
            },
            {
              path: pagePaths.forgotPassword,
              lazy: async () => ({
                Component: (await import('#web/features/auth/forgot-password-page.tsx'))
                  .ForgotPasswordPage,
              }),
            },
            {
              // Pages a capability link opens (this one, and the e-mail change's two below) depend
              // on the link: the server neither renders nor keeps one per token.
              path: pagePaths.resetPassword,
              handle: browserOnly,
              lazy: async () => ({
                Component: (await import('#web/features/auth/reset-password-page.tsx'))
                  .ResetPasswordPage,
              }),
            },
            {
              // Booking a showroom visit: the places left change with every booking (decision 0065).
              path: pagePaths.bookVisit,
              handle: browserOnly,
              lazy: async () => ({
                Component: (await import('#web/features/showroom-visits/book-visit-page.tsx'))
                  .BookVisitPage,
              }),
            },
            {
              // The link mailed with a showroom visit: moving or cancelling it.
              path: pagePaths.visit,
              handle: browserOnly,
              lazy: async () => ({
                Component: (await import('#web/features/showroom-visits/visit-page.tsx')).VisitPage,
              }),
            },
            {
              // The link mailed to the new address: it makes an e-mail change (decision 37).
              path: pagePaths.confirmEmailChange,
              handle: browserOnly,
              lazy: async () => ({
                Component: (await import('#web/features/account/confirm-email-page.tsx'))
                  .ConfirmEmailPage,
              }),
            },
            {
              // The link mailed to the old address after an e-mail change (decision 37).
              path: pagePaths.undoEmailChange,
              handle: browserOnly,
              lazy: async () => ({
                Component: (await import('#web/features/account/undo-email-page.tsx'))
                  .UndoEmailPage,
              }),
            },
            {
              // The link mailed to prove an account's address; it brings guest orders in.
              path: pagePaths.verifyEmail,
              handle: browserOnly,
              lazy: async () => ({
                Component: (await import('#web/features/account/verify-email-page.tsx'))
                  .VerifyEmailPage,
              }),
            },
            {
              // Reviewing an order's products: the invitation's link or My Orders' (decision 0073).
              path: pagePaths.writeReview,
              handle: browserOnly,
              lazy: async () => ({
                Component: (await import('#web/features/reviews/write-review-page.tsx'))
                  .WriteReviewPage,
              }),
            },
            {
              // The newsletter's mailed links: confirming a sign-up and unsubscribing (decision 0068).
              path: pagePaths.newsletterConfirm,
              handle: browserOnly,
              lazy: async () => ({
                Component: (await import('#web/features/newsletter/confirm-sign-up-page.tsx'))
                  .ConfirmSignUpPage,
              }),
            },
            {
              path: pagePaths.newsletterUnsubscribe,
              handle: browserOnly,
              lazy: async () => ({
                Component: (await import('#web/features/newsletter/unsubscribe-page.tsx'))
                  .UnsubscribePage,
              }),
            },
            {
              // A back-in-stock mail's Unsubscribe link (decision 0074).
              path: pagePaths.stockAlertUnsubscribe,
              handle: browserOnly,
              lazy: async () => ({
                Component: (await import('#web/features/stock-alerts/unsubscribe-page.tsx'))
                  .StockAlertUnsubscribePage,
              }),
            },
            // Screens whose loaders check the session first: the layout shows while they decide.
            // They depend on who is asking, so the server leaves them to the browser.
            {
              hydrateFallbackElement: <PageLoading />,
              handle: browserOnly,
              children: [
                {
                  path: pagePaths.login,
                  loader: skipLoginLoader(queryClient),
                  lazy: async () => ({
                    Component: (await import('#web/features/auth/login-page.tsx')).LoginPage,
                  }),
                },
                {
                  path: pagePaths.settings,
                  loader: requireUserLoader(queryClient),
                  lazy: async () => ({
                    Component: (await import('#web/features/account/settings-page.tsx'))
                      .SettingsPage,
                  }),
                },
                {
                  path: pagePaths.orders,
                  loader: requireUserLoader(queryClient),
                  lazy: async () => ({
                    Component: (await import('#web/features/orders/my-orders-page.tsx'))
                      .MyOrdersPage,
                  }),
                },
                {
                  // A guest's view of one order from the link in its mails; its own customer,
                  // logged in, is sent on to My Orders (decision 0033).
                  path: pagePaths.orderTracking(':orderId'),
                  lazy: async () => {
                    const [page, tracking] = await Promise.all([
                      import('#web/features/orders/order-tracking-page.tsx'),
                      import('#web/features/orders/api/get-order-tracking.ts'),
                    ]);
                    return {
                      Component: page.OrderTrackingPage,
                      loader: tracking.orderTrackingLoader(queryClient),
                    };
                  },
                },
              ],
            },
            {
              path: '*',
              element: <NotFoundPage />,
              handle: {
                status: 404,
                head: async () => {
                  const { unindexedMeta } = await import('#shared/page-heads/site-pages.js');
                  return () => unindexedMeta('Page not found');
                },
              } satisfies RouteHandle,
            },
          ],
        },
      ],
    },
  ];
}
