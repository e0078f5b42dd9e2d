/**
 * The methods of the resources `createClient` loads on first use (`deferredResource`), listed apart from the
 * resources so the client can offer them before their modules are loaded. `deferred.test.ts` keeps each list equal
 * to its resource's methods.
 */
export const deferredMethods = {
  users: [
    'list',
    'retrieve',
    'update',
    'delete',
    'sendPasswordReset',
    'confirmEmailChange',
    'reportEmailChange',
    'signOutEverywhere',
  ],
  notifications: ['list', 'markRead', 'clear'],
  uploads: ['create'],
  health: ['retrieve'],
  business: [
    'list',
    'retrieve',
    'create',
    'update',
    'delete',
    'listForUser',
    'transferOwnership',
    'updateStatus',
    'delivery',
    'updateDelivery',
  ],
  catalogue: ['preview', 'import', 'export'],
  addresses: ['list', 'retrieve', 'create', 'update', 'delete'],
  orders: [
    'list',
    'retrieve',
    'create',
    'updateStatus',
    'updatePaymentStatus',
    'delete',
    'listForBusiness',
    'quote',
    'exportCsv',
    'listNotes',
    'addNote',
  ],
  analytics: [
    'revenue',
    'revenueByCategory',
    'revenueGrowth',
    'topSellingProducts',
    'reviewsByCategory',
    'completionVsCancellation',
    'partners',
  ],
  garage: ['list', 'create', 'update', 'delete', 'merge'],
  compatibility: ['suggestions'],
  /** Merged into `products` (issue 24: the console's bulk actions and duplicate). */
  productBulk: ['bulk', 'duplicate'],
} as const;
