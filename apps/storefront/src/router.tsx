import { createBrowserRouter, Navigate } from 'react-router';
import { AllProductsPage } from './pages/AllProductsPage';
import { RouteErrorPage } from './pages/errors/RouteErrorPage';
import { UnknownPath } from './pages/errors/UnknownPath';
import { AppShell } from './shell/AppShell';

/** A lazily loaded screen (§1): the module is fetched the first time its route is visited. */
const screen = <M,>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) => ({
  lazy: async () => ({ Component: pick(await load()) }),
});

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    // A screen that throws or a lazy chunk that fails to load shows the 500 page in the frame, never a blank page.
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <Navigate to="/shop/all-products" replace /> },
      // The product browser is the landing page: bundled, not lazy, so the first paint needs no extra request.
      { path: '/shop/all-products', element: <AllProductsPage /> },
      {
        path: '/shop',
        ...screen(
          () => import('./pages/shop/ShopListPage'),
          (m) => m.ShopListPage,
        ),
      },
      {
        path: '/shop/:shopId',
        ...screen(
          () => import('./pages/shop/ShopDetailsPage'),
          (m) => m.ShopDetailsPage,
        ),
      },
      {
        path: '/shop/product/:id',
        ...screen(
          () => import('./pages/product/ProductPage'),
          (m) => m.ProductPage,
        ),
      },
      {
        path: '/auth/sign-in',
        ...screen(
          () => import('./pages/auth/SignInPage'),
          (m) => m.SignInPage,
        ),
      },
      {
        path: '/auth/sign-up',
        ...screen(
          () => import('./pages/auth/SignUpPage'),
          (m) => m.SignUpPage,
        ),
      },
      {
        path: '/auth/confirm',
        ...screen(
          () => import('./pages/auth/ConfirmSignUpPage'),
          (m) => m.ConfirmSignUpPage,
        ),
      },
      {
        path: '/auth/forgot-password',
        ...screen(
          () => import('./pages/auth/ForgotPasswordPage'),
          (m) => m.ForgotPasswordPage,
        ),
      },
      {
        path: '/auth/reset-password',
        ...screen(
          () => import('./pages/auth/ResetPasswordPage'),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: '/privacy-policy',
        ...screen(
          () => import('./pages/static/PrivacyPolicyPage'),
          (m) => m.PrivacyPolicyPage,
        ),
      },
      {
        path: '/terms-and-conditions',
        ...screen(
          () => import('./pages/static/TermsPage'),
          (m) => m.TermsPage,
        ),
      },
      {
        path: '/about-us',
        ...screen(
          () => import('./pages/static/AboutPage'),
          (m) => m.AboutPage,
        ),
      },
      {
        path: '/home',
        ...screen(
          () => import('./pages/static/HomePage'),
          (m) => m.HomePage,
        ),
      },
      {
        path: '/user/orders',
        ...screen(
          () => import('./pages/orders/UserOrdersPage'),
          (m) => m.UserOrdersPage,
        ),
      },
      {
        path: '/user/orders/:id',
        ...screen(
          () => import('./pages/orders/UserOrderDetailPage'),
          (m) => m.UserOrderDetailPage,
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
        ),
      },
      {
        path: '/garage',
        ...screen(
          () => import('./garage/GaragePage'),
          (m) => m.GaragePage,
        ),
      },
      {
        path: '/wishlist',
        ...screen(
          () => import('./pages/wishlist/WishlistPage'),
          (m) => m.WishlistPage,
        ),
      },
      {
        path: '/address',
        ...screen(
          () => import('./pages/address/AddressesPage'),
          (m) => m.AddressesPage,
        ),
      },
      {
        path: '/payment',
        ...screen(
          () => import('./pages/payment/PaymentPage'),
          (m) => m.PaymentPage,
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
      { path: '*', element: <UnknownPath /> },
    ],
  },
]);
