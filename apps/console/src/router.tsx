import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, useParams } from 'react-router';
import { ConsoleShell } from './shell/ConsoleShell';

/** A route whose screen loads on first visit (its own chunk). */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

const shopForm = screen(
  () => import('./pages/shop/ShopFormPage'),
  (m) => m.ShopFormPage,
);
const dashboard = screen(
  () => import('./pages/dashboard/DashboardPage'),
  (m) => m.DashboardPage,
);
const adminDashboard = screen(
  () => import('./pages/admin-dashboard/AdminDashboardPage'),
  (m) => m.AdminDashboardPage,
);
const productForm = screen(
  () => import('./pages/product/ProductFormPage'),
  (m) => m.ProductFormPage,
);

const adminOrders = screen(
  () => import('./pages/orders/AdminOrdersPage'),
  (m) => m.AdminOrdersPage,
);
const orderDetail = screen(
  () => import('./pages/orders/OrderDetailPage'),
  (m) => m.AdminOrderDetailPage,
);
const shopOrders = screen(
  () => import('./pages/orders/ShopOrdersPage'),
  (m) => m.ShopOrdersPage,
);
const shopOrderDetail = screen(
  () => import('./pages/orders/OrderDetailPage'),
  (m) => m.ShopOrderDetailPage,
);
const deliveries = screen(
  () => import('./pages/deliveries/DeliveriesPage'),
  (m) => m.DeliveriesPage,
);

const userManagement = screen(
  () => import('./pages/users/UserManagementPage'),
  (m) => m.UserManagementPage,
);
const shopManagement = screen(
  () => import('./pages/shops/ShopManagementPage'),
  (m) => m.ShopManagementPage,
);
const searchSynonyms = screen(
  () => import('./pages/synonyms/SynonymsPage'),
  (m) => m.SynonymsPage,
);
const products = screen(
  () => import('./pages/products/ProductsPage'),
  (m) => m.ProductsPage,
);
const catalogueImport = screen(
  () => import('./pages/products/CatalogueImportPage'),
  (m) => m.CatalogueImportPage,
);

/** The console's routes: the shell, then every screen (each its own chunk). */
export const routes: RouteObject[] = [
  {
    element: <ConsoleShell />,
    // Until the first screen's chunk is in (every screen is lazy), nothing renders — as before, minus react-router's
    // "No `HydrateFallback` element provided" warning on every load (issue 24).
    HydrateFallback: () => null,
    children: [
      { path: '/dashboard', ...dashboard },
      { path: '/admin-dashboard', ...adminDashboard },
      { path: '/shop-upload', ...shopForm },
      { path: '/shop-edit/:shopId', ...shopForm },
      { path: '/product-upload', ...productForm },
      { path: '/product-upload/:shopId', ...productForm },
      { path: '/product/new', ...productForm },
      { path: '/product/:id/edit', ...productForm },
      { path: '/product/:id', element: <ToProductPage /> },
      { path: '/orders', ...adminOrders },
      { path: '/orders/:id', ...orderDetail },
      { path: '/shop/orders', ...shopOrders },
      { path: '/shop/orders/:id', ...shopOrderDetail },
      { path: '/deliveries', ...deliveries },
      { path: '/user-management', ...userManagement },
      { path: '/shop-management', ...shopManagement },
      { path: '/products', ...products },
      { path: '/products/import', ...catalogueImport },
      { path: '/search-synonyms', ...searchSynonyms },
      // Paths the console does not own yet go back to the storefront, which shows its 404 page.
      { path: '*', element: <Leave to="/404" /> },
    ],
  },
];

/** The app's router (created by `main.tsx`, so the routes can be loaded without a browser). */
export const createConsoleRouter = () => createBrowserRouter(routes);

/** A full page load to a storefront path. */
function Leave({ to }: { to: string }) {
  window.location.replace(to);
  return null;
}

/** §2 /product/{id}: the product itself is the storefront's product page. */
function ToProductPage() {
  const { id = '' } = useParams();
  return <Leave to={`/shop/product/${encodeURIComponent(id)}`} />;
}
