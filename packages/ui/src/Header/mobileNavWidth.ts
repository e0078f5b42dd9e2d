/** §2: the mobile navigation drawer is 320 px wide. */
export const MOBILE_NAV_WIDTH = 320;
