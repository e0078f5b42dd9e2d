/**
 * The storefront's namespaces (`src/locales/<namespace>/<language>.json`), split by where they are first needed
 * (issue 9, first-page JavaScript). No imports: `vite.config.ts` reads it too.
 *
 * - First-page namespaces: what the shell and the landing page (`/shop/all-products`) render: `shell` (header
 *   buttons, error pages, the account dialogs) and `storefront` (the product list, the cart button and toast, the
 *   garage button and "Shop for my vehicle"). English is bundled; another language comes with that language's chunk.
 * - Route namespaces: only lazily loaded screens use them. They load with their screen (`lazyScreen` in
 *   `routes.tsx`), in the current language and in English (the fallback), before it renders; each file is its own
 *   small chunk.
 *
 * A new namespace goes in one of the two lists (`locales.test.ts` checks that every folder is in exactly one).
 */
export const FIRST_PAGE_NAMESPACES = ['shell', 'storefront'] as const;
export const ROUTE_NAMESPACES = ['auth', 'checkout', 'garage', 'orders', 'pages', 'product', 'shop'] as const;

export type RouteNamespace = (typeof ROUTE_NAMESPACES)[number];
