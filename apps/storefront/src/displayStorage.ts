import { browserStorage, cookieStorage } from '@abossey/sdk';

/**
 * Where the storefront keeps the chosen language (`i18nextLng`) and the display settings (`settings`): first-party
 * cookies the API reads when it sends a page, so the first paint is in the visitor's language, scheme and direction
 * (ADR 0024). A value a visitor stored in localStorage before the move is read once, moved to the cookie and removed.
 */
export const displayStorage = cookieStorage({ migrateFrom: browserStorage() });
