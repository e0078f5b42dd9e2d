/**
 * The structure of the static pages (§2 'Static pages'): which sections each page has, in which order, and what
 * each section holds. The words live in the `pages` namespace (`src/locales/pages/*.json`); every key a page
 * reads is derived from here, so `static.test.ts` can check that the files hold exactly these keys.
 */

/** The browser storage keys the storefront writes (named in the Privacy Policy). */
export const STORAGE_KEYS = [
  'accessToken',
  'userId',
  'userType',
  'wishlist',
  'checkout',
  'settings',
  'i18nextLng',
] as const;

/**
 * One block of a section:
 * - a string: a paragraph at `<section>.<name>`;
 * - `list`: a bulleted (or, with `ordered`, numbered) list of `<section>.items.<name>`;
 * - `storage`: the storage keys as a definition list, each described by `<section>.keys.<name>`;
 * - `groups`: sub-sections with an h3 at `<section>.groups.<name>.title` and text at `.body`.
 */
export type Block =
  | string
  | { list: readonly string[]; ordered?: boolean }
  | { storage: readonly string[] }
  | { groups: readonly string[] };

export interface SectionSpec {
  /** Key below `<page>.sections`, also the base of the element ids. */
  id: string;
  blocks: readonly Block[];
}

export interface DocumentSpec {
  /** Top-level key in the `pages` namespace. */
  page: 'privacy' | 'terms' | 'about';
  /** Legal documents show 'Last updated', a table of contents and numbered section headings. */
  legal: boolean;
  sections: readonly SectionSpec[];
}

export const PRIVACY: DocumentSpec = {
  page: 'privacy',
  legal: true,
  sections: [
    { id: 'who', blocks: ['p1', 'p2'] },
    {
      id: 'collect',
      blocks: [
        'p1',
        { list: ['account', 'phone', 'addresses', 'orders', 'shops', 'activity', 'usage'] },
        'p2',
      ],
    },
    {
      id: 'use',
      blocks: ['p1', { list: ['account', 'orders', 'delivery', 'messages', 'support', 'safety', 'improve'] }],
    },
    {
      id: 'sharing',
      blocks: ['p1', { list: ['vendors', 'delivery', 'payments', 'providers', 'law'] }, 'p2'],
    },
    { id: 'storage', blocks: ['p1', { storage: STORAGE_KEYS }, 'p2'] },
    { id: 'security', blocks: ['p1'] },
    { id: 'retention', blocks: ['p1', 'p2'] },
    {
      id: 'rights',
      blocks: [
        'p1',
        { list: ['informed', 'access', 'correct', 'delete', 'object', 'marketing', 'complain'] },
        'p2',
      ],
    },
    { id: 'children', blocks: ['p1'] },
    { id: 'changes', blocks: ['p1'] },
    { id: 'contact', blocks: ['p1'] },
  ],
};

export const TERMS: DocumentSpec = {
  page: 'terms',
  legal: true,
  sections: [
    { id: 'agreement', blocks: ['p1', 'p2'] },
    { id: 'eligibility', blocks: ['p1'] },
    { id: 'account', blocks: ['p1'] },
    { id: 'orders', blocks: ['p1', 'p2', 'p3'] },
    { id: 'payment', blocks: ['p1', 'p2'] },
    { id: 'refunds', blocks: ['p1', 'p2'] },
    {
      id: 'vendors',
      blocks: ['p1', { list: ['genuine', 'condition', 'fitment', 'warranty', 'stock', 'dispatch', 'law'] }],
    },
    { id: 'warranty', blocks: ['p1'] },
    { id: 'conduct', blocks: ['p1', { list: ['fraud', 'stolen', 'reviews', 'bypass', 'abuse'] }] },
    { id: 'liability', blocks: ['p1', 'p2'] },
    { id: 'termination', blocks: ['p1'] },
    { id: 'changes', blocks: ['p1'] },
    { id: 'law', blocks: ['p1'] },
    { id: 'contact', blocks: ['p1'] },
  ],
};

export const ABOUT: DocumentSpec = {
  page: 'about',
  legal: false,
  sections: [
    { id: 'name', blocks: ['p1'] },
    { id: 'audience', blocks: ['p1', { groups: ['vendors', 'mechanics', 'owners'] }] },
    { id: 'how', blocks: [{ list: ['search', 'compare', 'order', 'deliver'], ordered: true }] },
    { id: 'mission', blocks: ['p1'] },
    { id: 'vision', blocks: ['p1'] },
  ],
};

/** The landing page's value points (§1 audiences). */
export const HOME_VALUES = ['buyers', 'mechanics', 'vendors'] as const;

/** Keys every page family shares. */
const COMMON_KEYS = ['common.lastUpdated', 'common.contents'] as const;

const HOME_KEYS = [
  'home.documentTitle',
  'home.eyebrow',
  'home.tagline',
  'home.lead',
  'home.browseParts',
  'home.browseShops',
  'home.valuesTitle',
  ...HOME_VALUES.flatMap((v) => [`home.values.${v}.title`, `home.values.${v}.body`]),
] as const;

/** The key of one section's heading, paragraph, list item, storage description or group. */
export const sectionKey = (doc: DocumentSpec, section: SectionSpec, rest: string) =>
  `${doc.page}.sections.${section.id}.${rest}`;

/** Every key a document reads. */
function documentKeys(doc: DocumentSpec): string[] {
  const keys = [`${doc.page}.title`, `${doc.page}.intro`];
  for (const section of doc.sections) {
    keys.push(sectionKey(doc, section, 'title'));
    for (const block of section.blocks) {
      if (typeof block === 'string') keys.push(sectionKey(doc, section, block));
      else if ('list' in block) keys.push(...block.list.map((k) => sectionKey(doc, section, `items.${k}`)));
      else if ('storage' in block)
        keys.push(...block.storage.map((k) => sectionKey(doc, section, `keys.${k}`)));
      else
        keys.push(
          ...block.groups.flatMap((k) => [
            sectionKey(doc, section, `groups.${k}.title`),
            sectionKey(doc, section, `groups.${k}.body`),
          ]),
        );
    }
  }
  return keys;
}

/** Every key of the `pages` namespace. */
export const ALL_PAGE_KEYS: readonly string[] = [
  ...COMMON_KEYS,
  ...HOME_KEYS,
  ...[PRIVACY, TERMS, ABOUT].flatMap(documentKeys),
];
