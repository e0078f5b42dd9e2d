/**
 * The database schema (§3 entities). PostgreSQL dialect only; the same migrations run on PGlite and PostgreSQL.
 *
 * Conventions:
 * - Integer identity ids everywhere (§5 needs numeric user ids).
 * - Money is integer pesewas (`*_pesewas` columns); the wire carries GH₵ numbers (see `@abossey/sdk` money).
 * - Closed value sets are `text` + CHECK constraints (not pg enums) so later migrations can widen them cheaply.
 * - `products.search_text` is maintained by database triggers (migration 0002): it concatenates everything §5's
 *   search matches (name, description, part name and category, SKU, compatible make/model/year) and carries a
 *   pg_trgm GIN index, so `ILIKE '%word%'` per word stays fast at any catalogue size.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Values a CHECK constraint accepts, as SQL: `'a', 'b'`. Only for constant lists written in this file. */
const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));

export const userTypes = ['admin', 'vendor', 'customer'] as const;
export const deliveryMethods = ['delivery', 'pickup'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];
export type UserType = (typeof userTypes)[number];
export const businessStatuses = ['active', 'inactive', 'pending'] as const;
export type BusinessStatus = (typeof businessStatuses)[number];
export const memberRoles = ['owner', 'staff'] as const;
export type MemberRole = (typeof memberRoles)[number];
export const productStates = ['Brand New', 'Used'] as const;
export const warrantyUnits = ['days', 'months', 'years'] as const;
/** §4 order statuses, plus `processing` and `pending` which the spec also saw. */
export const orderStatuses = [
  'pending',
  'processing',
  'pending_payment',
  'pending_delivery',
  'order_picked',
  'delivered',
  'pending_cancellation',
  'cancelled',
  'pending_replacement',
  'replaced',
  'pending_refund',
  'refunded',
  'rejected',
  'completed',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** Payment of a shop order (pay on delivery; the SDK's PAYMENT_STATUSES and their transitions). */
export const paymentStatuses = [
  'pending_confirmation',
  'cash_collected',
  'momo_collected',
  'paid',
  'refunded',
  'cancelled',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

// ---------------------------------------------------------------------------------------------------------------
// People and shops

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    otherNames: text('other_names'),
    phone: text('phone'),
    userType: text('user_type').$type<UserType>().notNull().default('customer'),
    isAdmin: boolean('is_admin').notNull().default(false),
    userCategory: text('user_category'),
    avatarUrl: text('avatar_url'),
    passwordHash: text('password_hash').notNull(),
    /** Goes up with every password change; access tokens carry it, so older tokens stop working (issue 10). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft delete: a deleted user keeps their order history (issue 3). */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_user_type_idx').on(t.userType),
    check('users_user_type_check', sql`${t.userType} in (${sqlList(userTypes)})`),
  ],
);

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    name: text('name').notNull(),
    businessName: text('business_name').notNull(),
    description: text('description').notNull().default(''),
    address: text('address').notNull().default(''),
    gpsAddress: text('gps_address'),
    phone: text('phone').notNull().default(''),
    email: text('email'),
    country: text('country').notNull().default('Ghana'),
    imageUrl: text('image_url'),
    status: text('status').$type<BusinessStatus>().notNull().default('active'),
    /** Whether buyers may collect their parts at the shop's address (issue 25). */
    pickupOffered: boolean('pickup_offered').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('businesses_status_idx').on(t.status),
    index('businesses_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('businesses_status_check', sql`${t.status} in (${sqlList(businessStatuses)})`),
  ],
);

export const businessMembers = pgTable(
  'business_members',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<MemberRole>().notNull().default('staff'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.userId] }),
    index('business_members_user_idx').on(t.userId),
    /** One owner per shop. */
    uniqueIndex('business_members_one_owner_key').on(t.businessId).where(sql`${t.role} = 'owner'`),
    check('business_members_role_check', sql`${t.role} in (${sqlList(memberRoles)})`),
  ],
);

/**
 * Where a shop delivers (issue 25): one row per zone (a region or an Accra district, ids of the SDK's
 * `DELIVERY_ZONES`, checked by the API), its fee and the days it takes. A shop without rows only offers pickup, if that.
 */
export const businessDeliveryZones = pgTable(
  'business_delivery_zones',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    zone: text('zone').notNull(),
    feePesewas: integer('fee_pesewas').notNull(),
    minDays: smallint('min_days').notNull(),
    maxDays: smallint('max_days').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.zone] }),
    check(
      'business_delivery_zones_values_check',
      sql`${t.feePesewas} >= 0 and ${t.minDays} >= 0 and ${t.maxDays} >= ${t.minDays}`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Catalogue

export const parts = pgTable(
  'parts',
  {
    id: id(),
    name: text('name').notNull(),
    category: text('category').notNull(),
  },
  (t) => [
    uniqueIndex('parts_name_lower_key').on(sql`lower(${t.name})`),
    index('parts_category_lower_idx').on(sql`lower(${t.category})`),
  ],
);

export const vehicleMakes = pgTable(
  'vehicle_makes',
  {
    id: id(),
    name: text('name').notNull(),
    modelName: text('model_name').notNull(),
    year: integer('year').notNull(),
  },
  (t) => [
    unique('vehicle_makes_name_model_year_key').on(t.name, t.modelName, t.year),
    index('vehicle_makes_name_lower_idx').on(sql`lower(${t.name})`),
    index('vehicle_makes_model_lower_idx').on(sql`lower(${t.modelName})`),
    index('vehicle_makes_year_idx').on(t.year),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    pricePesewas: integer('price_pesewas').notNull(),
    stock: integer('stock').notNull().default(0),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'restrict' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    totalSold: integer('total_sold').notNull().default(0),
    /** metadata.productState (§3): 'Brand New' | 'Used'; the `condition` filter. */
    productState: text('product_state').$type<(typeof productStates)[number]>(),
    warrantyDuration: integer('warranty_duration'),
    warrantyUnit: text('warranty_unit').$type<(typeof warrantyUnits)[number]>(),
    /** Replacement window in days. */
    replacementDays: integer('replacement_days'),
    /** The vendor's fitment note (issue 11): plain text, at most 500 characters. */
    fitmentNote: text('fitment_note'),
    /** OEM and aftermarket part numbers as written (issue 25); in `search_text` as written and normalised. */
    partNumbers: text('part_numbers').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The shop's own stock-keeping unit (issue 24: CSV import is idempotent on it), unique within the shop; null for
     * products made before it or without one (their SKU is then `PROD-{id}`, §3). In `search_text`.
     */
    sku: text('sku'),
    /** Maintained by triggers (migration 0002); never written by the application. */
    searchText: text('search_text').notNull().default(''),
    /**
     * When its shop archived it (issue 24, migration 0021): off the public catalogue (list, facets, sitemap) and
     * refused at checkout, still in the shop's products index and open by id (past orders link to it). Null: listed.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    /**
     * `lower(name)`, the catalogue's name order (issue 23, migration 0023). A column rather than an expression so the
     * listing indexes below can answer a page's ids from the index alone (PostgreSQL reads no expression back from an
     * index): a deep page of 100,000 products skips its offset in the index, not in the table.
     */
    sortName: text('sort_name').notNull().generatedAlwaysAs(sql`lower(name)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The listed catalogue in each sort order, ending with the shop (its status is the other half of "listed") so a
    // page's ids come from the index alone; `id` is unique, so the shop never changes the order. Newest first reads
    // its index backwards; the dearest first and best sellers mix directions, so theirs are declared as `order by`
    // sorts (DESC is NULLS FIRST).
    index('products_listed_name_idx').on(t.sortName, t.id, t.businessId).where(sql`${t.archivedAt} is null`),
    index('products_listed_price_idx')
      .on(t.pricePesewas, t.sortName, t.id, t.businessId)
      .where(sql`${t.archivedAt} is null`),
    index('products_listed_price_desc_idx')
      .on(t.pricePesewas.desc().nullsFirst(), t.sortName, t.id, t.businessId)
      .where(sql`${t.archivedAt} is null`),
    index('products_listed_newest_idx')
      .on(t.createdAt, t.id, t.businessId)
      .where(sql`${t.archivedAt} is null`),
    index('products_listed_sold_idx')
      .on(t.totalSold.desc().nullsFirst(), t.sortName, t.id, t.businessId)
      .where(sql`${t.archivedAt} is null`),
    index('products_business_idx').on(t.businessId),
    uniqueIndex('products_business_sku_key').on(t.businessId, t.sku),
    index('products_part_idx').on(t.partId),
    index('products_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    index('products_created_at_idx').on(t.createdAt),
    index('products_price_idx').on(t.pricePesewas),
    index('products_total_sold_idx').on(t.totalSold),
    index('products_product_state_idx').on(t.productState),
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_price_check', sql`${t.pricePesewas} >= 0`),
    check('products_total_sold_check', sql`${t.totalSold} >= 0`),
    check(
      'products_product_state_check',
      sql`${t.productState} is null or ${t.productState} in (${sqlList(productStates)})`,
    ),
    check(
      'products_warranty_check',
      sql`(${t.warrantyDuration} is null or ${t.warrantyDuration} > 0) and (${t.warrantyUnit} is null or ${t.warrantyUnit} in (${sqlList(warrantyUnits)}))`,
    ),
    check('products_replacement_check', sql`${t.replacementDays} is null or ${t.replacementDays} > 0`),
  ],
);

export const productVehicles = pgTable(
  'product_vehicles',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    vehicleMakeId: integer('vehicle_make_id')
      .notNull()
      .references(() => vehicleMakes.id, { onDelete: 'cascade' }),
    /**
     * `lower(products.name)` of the product, kept by triggers (migration 0013: set on every insert, whatever is given;
     * updated when the product's name changes), so one vehicle's products can be read in the catalogue's name order
     * from `product_vehicles_vehicle_sort_idx` alone (issue 9). The default only satisfies insert types.
     */
    sortName: text('sort_name').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.vehicleMakeId] }),
    index('product_vehicles_vehicle_sort_idx').on(t.vehicleMakeId, t.sortName, t.productId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null once the author's account is gone; the review stays. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    /**
     * A verified purchase (issue 25, migration 0018): the author had received the product when they last submitted
     * it. Reviews from before the rule stay false. Shop ratings average only these.
     */
    verified: boolean('verified').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId),
    index('reviews_user_idx').on(t.userId),
    /** One review per user per product: a second submit updates the first (PUT /products/:id/rate). */
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Addresses and orders

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code'),
    country: text('country').notNull().default('Ghana'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** My Garage (issue 11): a buyer's vehicles; at most one active per user (partial unique index). */
export const garageVehicles = pgTable(
  'garage_vehicles',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    /** Normalised (capitals, no spaces), 17 characters; null when the buyer gave none. */
    vin: text('vin'),
    nickname: text('nickname'),
    active: boolean('active').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('garage_vehicles_user_idx').on(t.userId),
    uniqueIndex('garage_vehicles_one_active_key').on(t.userId).where(sql`${t.active}`),
    check('garage_vehicles_vin_check', sql`${t.vin} is null or length(${t.vin}) = 17`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Human readable, derived from the id: ORD-000123. */
    orderCode: text('order_code')
      .notNull()
      .generatedAlwaysAs(sql`'ORD-' || case when id < 1000000 then lpad(id::text, 6, '0') else id::text end`),
    /** Null once the buyer's account is gone; the order stays. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    subtotalPesewas: integer('subtotal_pesewas').notNull().default(0),
    serviceChargePesewas: integer('service_charge_pesewas').notNull().default(0),
    discountPesewas: integer('discount_pesewas').notNull().default(0),
    /** The shops' delivery fees together (issue 25); the total includes it, the service charge does not. */
    deliveryFeePesewas: integer('delivery_fee_pesewas').notNull().default(0),
    totalAmountPesewas: integer('total_amount_pesewas').notNull().default(0),
    transitType: text('transit_type').notNull().default('standard'),
    deliveryToName: text('delivery_to_name'),
    deliveryToPhone: text('delivery_to_phone'),
    deliveryToAddress: text('delivery_to_address'),
    deliveryToCity: text('delivery_to_city'),
    deliveryToState: text('delivery_to_state'),
    deliveryToZipCode: text('delivery_to_zip_code'),
    deliveryToCountry: text('delivery_to_country'),
    customerEmail: text('customer_email'),
    /** `Idempotency-Key` of the checkout that created it; a retry returns the same order. */
    idempotencyKey: text('idempotency_key'),
    /** The partner garage whose widget sent the buyer (`ref`, validated by the SDK's pattern); null when none. */
    partnerRef: text('partner_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_code_key').on(t.orderCode),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_partner_ref_idx').on(t.partnerRef, t.createdAt),
    unique('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    check('orders_status_check', sql`${t.status} in (${sqlList(orderStatuses)})`),
    check('orders_delivery_fee_check', sql`${t.deliveryFeePesewas} >= 0`),
    check(
      'orders_amounts_check',
      sql`${t.subtotalPesewas} >= 0 and ${t.serviceChargePesewas} >= 0 and ${t.discountPesewas} >= 0 and ${t.totalAmountPesewas} >= 0`,
    ),
  ],
);

export const vendorOrders = pgTable(
  'vendor_orders',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the shop is deleted; `vendorName` keeps the name for the order history. */
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    vendorName: text('vendor_name').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending_confirmation'),
    subTotalPesewas: integer('sub_total_pesewas').notNull().default(0),
    shippingFeePesewas: integer('shipping_fee_pesewas').notNull().default(0),
    taxPesewas: integer('tax_pesewas').notNull().default(0),
    trackingNumber: text('tracking_number'),
    /**
     * Issue 25: `delivery` or `pickup` (null on orders placed before delivery zones); `shippingFeePesewas` is the fee.
     * Delivery also keeps the buyer's zone and the expected dates (placed day + the zone's min/max calendar days).
     */
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>(),
    deliveryZone: text('delivery_zone'),
    deliveryEarliest: date('delivery_earliest', { mode: 'string' }),
    deliveryLatest: date('delivery_latest', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vendor_orders_order_idx').on(t.orderId),
    index('vendor_orders_business_idx').on(t.businessId, t.createdAt),
    check('vendor_orders_status_check', sql`${t.status} in (${sqlList(orderStatuses)})`),
    check('vendor_orders_delivery_method_check', sql`${t.deliveryMethod} in (${sqlList(deliveryMethods)})`),
    check(
      'vendor_orders_delivery_dates_check',
      sql`${t.deliveryLatest} is null or ${t.deliveryEarliest} <= ${t.deliveryLatest}`,
    ),
    check('vendor_orders_payment_status_check', sql`${t.paymentStatus} in (${sqlList(paymentStatuses)})`),
    check(
      'vendor_orders_amounts_check',
      sql`${t.subTotalPesewas} >= 0 and ${t.shippingFeePesewas} >= 0 and ${t.taxPesewas} >= 0`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorOrderId: integer('vendor_order_id')
      .notNull()
      .references(() => vendorOrders.id, { onDelete: 'cascade' }),
    /** Null once the product is deleted; name, price and images are kept on the item. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productDescription: text('product_description').notNull().default(''),
    pricePesewas: integer('price_pesewas').notNull(),
    quantity: integer('quantity').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_vendor_order_idx').on(t.vendorOrderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_price_check', sql`${t.pricePesewas} >= 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Set when the change concerned one shop's part of the order. */
    vendorOrderId: integer('vendor_order_id').references(() => vendorOrders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    note: text('note'),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.createdAt),
    check('order_status_history_status_check', sql`${t.status} in (${sqlList(orderStatuses)})`),
  ],
);

/**
 * Internal notes on an order (issue 24): staff only, never the buyer. A note on a shop's part (`vendorOrderId`) is
 * seen by that shop's members and admins; an order-level note (null) by admins only.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendorOrderId: integer('vendor_order_id').references(() => vendorOrders.id, { onDelete: 'cascade' }),
    /** Null once the author's account is gone; the note stays. */
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_notes_order_idx').on(t.orderId, t.createdAt),
    check('order_notes_body_check', sql`length(${t.body}) between 1 and 2000`),
  ],
);

/** Why a product's stock moved (stock_movements.reason). */
export const stockMovementReasons = ['received', 'sale', 'cancel', 'return', 'correction'] as const;
export type StockMovementReason = (typeof stockMovementReasons)[number];

/**
 * The stock ledger (issue 21, finding 7): one row per movement of a product's stock, so that for every product
 * `stock = sum(delta)` = received − sold + cancelled + returned ± corrections (services/stock-ledger.ts).
 * - received: initial stock of a created or seeded product (and the opening balance of older products);
 * - sale: checkout (−) and reopening a cancelled or rejected order (−);
 * - cancel: a cancelled or rejected order, or a deleted one that had not shipped, puts its units back (+);
 * - return: a refunded order whose parts came back (+);
 * - correction: a shop or an admin sets the stock in a product write (±).
 * Rows of a deleted order stay (their order refs become null): the units did move.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').$type<StockMovementReason>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    vendorOrderId: integer('vendor_order_id').references(() => vendorOrders.id, { onDelete: 'set null' }),
    /** Who moved it; null for the seed, the migration's opening balance, or a deleted account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.createdAt),
    index('stock_movements_order_idx').on(t.orderId),
    index('stock_movements_vendor_order_idx').on(t.vendorOrderId),
    index('stock_movements_user_idx').on(t.userId),
    check('stock_movements_delta_check', sql`${t.delta} <> 0`),
    check('stock_movements_reason_check', sql`${t.reason} in (${sqlList(stockMovementReasons)})`),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Notifications and password resets

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    category: text('category').notNull().default('general'),
    /** What the notification is about, e.g. `{orderId: 12}`, for links in the drawer. */
    data: jsonb('data').$type<Record<string, unknown>>(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the random token; the token itself is only ever in the mail. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Email changes (issue 21): `PUT /api/users/{id}` with a new email (and the current password) stores one here and
 * mails a confirmation link to the NEW address and a notice with a "this was not me" link to the OLD one. Only the
 * SHA-256 of each token is kept. Confirming sets `users.email`; reporting cancels the change (or undoes it once
 * confirmed), ends every session and mails the old address a password reset link.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    /** SHA-256 of the token mailed to the new address. */
    confirmTokenHash: text('confirm_token_hash').notNull(),
    /** SHA-256 of the token mailed to the old address ("this was not me"). */
    reportTokenHash: text('report_token_hash').notNull(),
    /** Until when the confirmation link works. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Until when the old address can report the change (longer: the owner may read their mail late). */
    reportExpiresAt: timestamp('report_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** Set when a newer change replaced this one or the old address reported it: neither link works any more. */
    voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'date' }),
    reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_changes_confirm_token_key').on(t.confirmTokenHash),
    uniqueIndex('email_changes_report_token_key').on(t.reportTokenHash),
    index('email_changes_user_idx').on(t.userId),
  ],
);

/**
 * Sign-ups waiting for their email to be confirmed (ADR 0005): nothing here can sign in. The row holds what the form
 * sent (the password only as its argon2id hash) and the SHA-256 of the mailed token; `POST /api/register/confirm`
 * turns it into a `users` row. Several may exist for one email (the person signed up twice); the first confirmed wins
 * and the others then fail as the email is taken. Emails and usernames are not unique here: a pending sign-up
 * reserves nothing, so no one can block an address or a name by signing up without confirming.
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: id(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    otherNames: text('other_names'),
    phone: text('phone'),
    userType: text('user_type').$type<UserType>().notNull(),
    passwordHash: text('password_hash').notNull(),
    /** SHA-256 of the random token; the token itself is only ever in the mail. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pending_signups_token_hash_key').on(t.tokenHash),
    index('pending_signups_email_idx').on(sql`lower(${t.email})`),
    index('pending_signups_expires_idx').on(t.expiresAt),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Server secrets

/**
 * Secrets the servers share, e.g. the JWT signing key when `JWT_SECRET` is not set. Kept in the database so every
 * instance behind a load balancer signs and verifies with the same key. Never sent in a response or logged.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------------------------
// Caching

/**
 * One row whose `version` goes up (by trigger, migration 0004) whenever anything product search and facets read
 * changes: products (not their stock or sales counts), compatibility, shops' status, parts, vehicle makes. Cached
 * facet counts are keyed by it, so no instance ever serves counts older than the data it can see.
 */
/**
 * Search synonyms (issue 25): a word or phrase a buyer types (lowered) and what else it means in the catalogue's words
 * (`tyre` → `tire`, `amortisseur` → `shock absorber`). Seeded by migration 0018, edited by admins.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    term: text('term').primaryKey(),
    expansions: text('expansions').array().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('search_synonyms_term_check', sql`${t.term} = lower(btrim(${t.term})) and ${t.term} <> ''`),
    check('search_synonyms_expansions_check', sql`cardinality(${t.expansions}) between 1 and 10`),
  ],
);

export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id}`)],
);

/**
 * Attempt counters of the rate limits (sign-in, reset, sign-up, page views), one row per limit and client address or
 * account, in a fixed window. In the database so that every instance of the API counts together. Keys are SHA-256
 * hashes: no email address or IP is stored here.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);

// ---------------------------------------------------------------------------------------------------------------
// Page views

/**
 * First-party page views (§1): which app path was opened, with its query string, and when. Deliberately anonymous —
 * no user id, address or cookie is stored.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: id(),
    path: text('path').notNull(),
    query: text('query'),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created_at_idx').on(t.createdAt)],
);
