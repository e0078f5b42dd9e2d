/** §2: the Filters drawer is 320 px wide. */
export const FILTER_DRAWER_WIDTH = 320;
