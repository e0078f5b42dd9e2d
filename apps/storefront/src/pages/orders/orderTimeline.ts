/** Only buyers' own purchases: an admin's `GET /orders` lists every order, so admins use the console instead. */
export const BUYER_ROLES = ['vendor', 'customer'] as const;
