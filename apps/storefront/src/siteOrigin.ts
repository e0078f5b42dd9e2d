import { createContext, useContext } from 'react';

/**
 * The marketplace's origin (`https://abossey.example`) for absolute links a page renders, e.g. a WhatsApp message's
 * product link: the browser's own in the browser, the API's public origin in a server render (no `window` there).
 */
export const SiteOriginContext = createContext('');

export const useSiteOrigin = () => useContext(SiteOriginContext);
