// Shared by ErrorPage.tsx and ErrorIllustration.tsx, apart from both so they do not import each other.

/** The §2 error routes: /403, /404, /500. */
export const errorPageCodes = [403, 404, 500] as const;
export type ErrorPageCode = (typeof errorPageCodes)[number];
