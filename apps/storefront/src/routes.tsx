import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type RouteObject } from 'react-router';
import { readBrowserState } from './catalogue/browserParams';
import { productListQueryOptions } from './catalogue/productListQuery';
import type { RouteNamespace } from './i18n/namespaces';
import { AllProductsPage } from './pages/AllProductsPage';
import { RouteErrorPage } from './pages/errors/RouteErrorPage';
import { productQueryOptions } from './pages/product/productQuery';
import {
  pageParam,
  shopProductsQueryOptions,
  shopQueryOptions,
  shopsQueryOptions,
} from './pages/shop/shopQueries';
import { positiveId } from './routeParams';
import { AppShell } from './shell/AppShell';

export interface RouteOptions {
  /** The query cache the loaders fill: the browser's one, or a new one per server render. */
  queryClient: QueryClient;
  /** Loads a screen's route namespaces (the browser fetches them; a server has them all). */
  loadNamespaces: (namespaces: readonly RouteNamespace[]) => Promise<void>;
  /**
   * Whether a route waits for its loader's data before rendering: a server render does, so its HTML holds the data;
   * the browser does not (a loader starts the requests and the screen shows its skeleton until they answer).
   */
  awaitData?: boolean;
}

/**
 * A lazily loaded screen (§1): the module is fetched the first time its route is visited, together with the route
 * namespaces its strings live in (issue 9: they are not in the first page), in the current language and English. The
 * screen renders once both are in: no untranslated flash. Once loaded, a namespace follows every language change.
 */
const lazyScreen =
  (loadNamespaces: RouteOptions['loadNamespaces']) =>
  <M,>(
    load: () => Promise<M>,
    pick: (module: M) => React.ComponentType,
    namespaces: readonly RouteNamespace[] = [],
  ) => ({
    lazy: async () => {
      const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
      return { Component: pick(module) };
    },
  });

/** Renders nothing (a route's `HydrateFallback`). */
const NothingYet = () => null;

/**
 * The storefront's routes, for the browser's router (main.tsx) and a server render (ssr/entry-server.tsx) alike. The loaders of the
 * public data pages (catalogue, product, shop list, shop) start their screen's queries with the same query options
 * the screens read, so a screen finds its data in the cache.
 */
export function createRoutes({
  queryClient,
  loadNamespaces,
  awaitData = false,
}: RouteOptions): RouteObject[] {
  const screen = lazyScreen(loadNamespaces);
  /** Waits for the requests when rendering on a server; `prefetchQuery` never rejects (a failure is the query's). */
  const loaded = async (...requests: Promise<void>[]) => {
    if (awaitData) await Promise.all(requests);
    return null;
  };

  return [
    {
      element: <AppShell />,
      // A screen that throws or a lazy chunk that fails to load shows the 500 page in the frame, never a blank page.
      errorElement: <RouteErrorPage />,
      // Until the first route's code and loader are in (a lazy screen opened directly), nothing renders — as without it,
      // minus react-router's warning that no fallback was given.
      HydrateFallback: NothingYet,
      children: [
        { path: '/', element: <Navigate to="/shop/all-products" replace /> },
        // The product browser is the landing page: bundled, not lazy, so the first paint needs no extra request.
        {
          path: '/shop/all-products',
          element: <AllProductsPage />,
          // The list's request starts when the router is created, not when the page first renders.
          loader: ({ request }) =>
            loaded(
              queryClient.prefetchQuery(
                productListQueryOptions(readBrowserState(new URL(request.url).searchParams)),
              ),
            ),
        },
        {
          path: '/shop',
          loader: () => loaded(queryClient.prefetchQuery(shopsQueryOptions())),
          ...screen(
            () => import('./pages/shop/ShopListPage'),
            (m) => m.ShopListPage,
            ['shop'],
          ),
        },
        {
          path: '/shop/:shopId',
          loader: ({ params, request }) => {
            const id = positiveId(params.shopId);
            if (id === null) return null;
            const page = pageParam(new URL(request.url).searchParams);
            return loaded(
              queryClient.prefetchQuery(shopQueryOptions(id)),
              queryClient.prefetchQuery(shopProductsQueryOptions(id, page)),
            );
          },
          ...screen(
            () => import('./pages/shop/ShopDetailsPage'),
            (m) => m.ShopDetailsPage,
            ['shop'],
          ),
        },
        {
          path: '/shop/product/:id',
          // Starts the product's request at once, next to the page's code and strings, instead of after they arrive
          // and the page renders; the page's own query finds it in flight.
          loader: ({ params }) => {
            const id = positiveId(params.id);
            return id === null ? null : loaded(queryClient.prefetchQuery(productQueryOptions(id)));
          },
          ...screen(
            () => import('./pages/product/ProductPage'),
            (m) => m.ProductPage,
            ['product', 'garage'],
          ),
        },
        {
          path: '/auth/sign-in',
          ...screen(
            () => import('./pages/auth/SignInPage'),
            (m) => m.SignInPage,
            ['auth'],
          ),
        },
        {
          path: '/auth/sign-up',
          ...screen(
            () => import('./pages/auth/SignUpPage'),
            (m) => m.SignUpPage,
            ['auth'],
          ),
        },
        {
          path: '/auth/confirm',
          ...screen(
            () => import('./pages/auth/ConfirmSignUpPage'),
            (m) => m.ConfirmSignUpPage,
            ['auth'],
          ),
        },
        {
          path: '/auth/confirm-email',
          ...screen(
            () => import('./pages/auth/ConfirmEmailPage'),
            (m) => m.ConfirmEmailPage,
            ['auth'],
          ),
        },
        {
          path: '/auth/report-email-change',
          ...screen(
            () => import('./pages/auth/ReportEmailChangePage'),
            (m) => m.ReportEmailChangePage,
            ['auth'],
          ),
        },
        {
          path: '/auth/forgot-password',
          ...screen(
            () => import('./pages/auth/ForgotPasswordPage'),
            (m) => m.ForgotPasswordPage,
            ['auth'],
          ),
        },
        {
          path: '/auth/reset-password',
          ...screen(
            () => import('./pages/auth/ResetPasswordPage'),
            (m) => m.ResetPasswordPage,
            ['auth'],
          ),
        },
        {
          path: '/privacy-policy',
          ...screen(
            () => import('./pages/static/PrivacyPolicyPage'),
            (m) => m.PrivacyPolicyPage,
            ['pages'],
          ),
        },
        {
          path: '/terms-and-conditions',
          ...screen(
            () => import('./pages/static/TermsPage'),
            (m) => m.TermsPage,
            ['pages'],
          ),
        },
        {
          path: '/about-us',
          ...screen(
            () => import('./pages/static/AboutPage'),
            (m) => m.AboutPage,
            ['pages'],
          ),
        },
        {
          path: '/home',
          ...screen(
            () => import('./pages/static/HomePage'),
            (m) => m.HomePage,
            ['pages'],
          ),
        },
        {
          path: '/user/orders',
          ...screen(
            () => import('./pages/orders/UserOrdersPage'),
            (m) => m.UserOrdersPage,
            ['orders'],
          ),
        },
        {
          path: '/user/orders/:id',
          ...screen(
            () => import('./pages/orders/UserOrderDetailPage'),
            (m) => m.UserOrderDetailPage,
            ['orders'],
          ),
        },
        {
          path: '/403',
          ...screen(
            () => import('./pages/errors/ErrorPages'),
            (m) => m.ForbiddenPage,
          ),
        },
        {
          path: '/shop/product/checkout',
          ...screen(
            () => import('./pages/checkout/CheckoutPage'),
            (m) => m.CheckoutPage,
            ['checkout', 'garage'],
          ),
        },
        {
          path: '/garage',
          ...screen(
            () => import('./garage/GaragePage'),
            (m) => m.GaragePage,
            ['garage'],
          ),
        },
        {
          path: '/wishlist',
          ...screen(
            () => import('./pages/wishlist/WishlistPage'),
            (m) => m.WishlistPage,
            ['checkout'],
          ),
        },
        {
          path: '/address',
          ...screen(
            () => import('./pages/address/AddressesPage'),
            (m) => m.AddressesPage,
            ['checkout'],
          ),
        },
        {
          path: '/payment',
          ...screen(
            () => import('./pages/payment/PaymentPage'),
            (m) => m.PaymentPage,
            ['checkout'],
          ),
        },
        // The error pages are a chunk of their own too (issue 9), shared with the error boundary above.
        {
          path: '/404',
          ...screen(
            () => import('./pages/errors/ErrorPages'),
            (m) => m.NotFoundPage,
          ),
        },
        {
          path: '/500',
          ...screen(
            () => import('./pages/errors/ErrorPages'),
            (m) => m.ServerErrorPage,
          ),
        },
        {
          path: '*',
          ...screen(
            () => import('./pages/errors/ErrorPages'),
            (m) => m.UnknownPath,
          ),
        },
      ],
    },
  ];
}
