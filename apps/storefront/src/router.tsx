import { createBrowserRouter, Navigate } from 'react-router';
import { AllProductsPage } from './pages/AllProductsPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ProductPage } from './pages/ProductPage';
import { AppShell } from './shell/AppShell';

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { path: '/', element: <Navigate to="/shop/all-products" replace /> },
      { path: '/shop/all-products', element: <AllProductsPage /> },
      { path: '/shop/product/:id', element: <ProductPage /> },
      { path: '/404', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
