/**
 * Every response schema the client's resources validate against, by name (issue 9, docs/adr/0009). Resources name
 * the schema (`schema: 'userListResponse'`) and import this module for types only; `createClient`'s `request()`
 * imports it at run time, the first time it validates an answer. So zod and the schemas load with the first request
 * (in parallel with it), not with an app's first page.
 */
import { addressDeleteResponse, addressListResponse, addressResponse } from './schemas/addresses.js';
import {
  completionVsCancellationResponse,
  partnersResponse,
  revenueByCategoryResponse,
  revenueGrowthResponse,
  revenueResponse,
  reviewsByCategoryResponse,
  topSellingResponse,
} from './schemas/analytics.js';
import { authSessionResponse, messageResponse } from './schemas/auth.js';
import { businessListResponse, businessResponse, memberBusinessListResponse } from './schemas/business.js';
import { part, vehicleMake } from './schemas/catalog.js';
import {
  catalogueCsvResponse,
  catalogueImportResponse,
  cataloguePreviewResponse,
} from './schemas/catalogue.js';
import { envelope } from './schemas/common.js';
import { businessDeliveryResponse, checkoutQuoteResponse } from './schemas/delivery.js';
import {
  compatibilitySuggestionsResponse,
  garageDeleteResponse,
  garageListResponse,
  garageResponse,
} from './schemas/garage.js';
import { health } from './schemas/health.js';
import { notificationCountResponse, notificationListResponse } from './schemas/notifications.js';
import {
  businessOrderListResponse,
  orderCreateResponse,
  orderCsvResponse,
  orderDeleteResponse,
  orderDetailResponse,
  orderListResponse,
  orderNoteListResponse,
  orderNoteResponse,
} from './schemas/orders.js';
import { pageViewRecordedResponse, pageViewStatsResponse } from './schemas/page-views.js';
import { productBulkResponse } from './schemas/product-bulk.js';
import {
  deletedResponse,
  productDetailResponse,
  productListResponse,
  productWriteResponse,
  reviewEligibilityResponse,
  reviewResponse,
} from './schemas/products.js';
import {
  searchSuggestResponse,
  searchSynonymDeleteResponse,
  searchSynonymListResponse,
  searchSynonymResponse,
} from './schemas/search.js';
import { uploadResponse } from './schemas/uploads.js';
import { userListResponse, userProfileResponse, userResponse } from './schemas/users.js';
import { z } from './zod.js';

export const responses = {
  addressDeleteResponse,
  addressListResponse,
  addressResponse,
  authSessionResponse,
  businessDeliveryResponse,
  businessListResponse,
  businessOrderListResponse,
  businessResponse,
  catalogueCsvResponse,
  catalogueImportResponse,
  cataloguePreviewResponse,
  checkoutQuoteResponse,
  compatibilitySuggestionsResponse,
  completionVsCancellationResponse,
  deletedResponse,
  garageDeleteResponse,
  garageListResponse,
  garageResponse,
  healthResponse: envelope(health),
  memberBusinessListResponse,
  messageResponse,
  notificationCountResponse,
  notificationListResponse,
  orderCreateResponse,
  orderCsvResponse,
  orderDeleteResponse,
  orderDetailResponse,
  orderListResponse,
  orderNoteListResponse,
  orderNoteResponse,
  pageViewRecordedResponse,
  pageViewStatsResponse,
  partListResponse: envelope(z.array(part)),
  partResponse: envelope(part),
  partnersResponse,
  productBulkResponse,
  productDetailResponse,
  productListResponse,
  productWriteResponse,
  revenueByCategoryResponse,
  revenueGrowthResponse,
  revenueResponse,
  reviewEligibilityResponse,
  reviewResponse,
  reviewsByCategoryResponse,
  searchSuggestResponse,
  searchSynonymDeleteResponse,
  searchSynonymListResponse,
  searchSynonymResponse,
  topSellingResponse,
  uploadResponse,
  userListResponse,
  userProfileResponse,
  userResponse,
  vehicleMakeListResponse: envelope(z.array(vehicleMake)),
};

export type ResponseName = keyof typeof responses;
/** What a resource method gets back: the parsed answer of the named schema. */
export type ResponseOf<K extends ResponseName> = z.output<(typeof responses)[K]>;

/**
 * `z.safeParse` against the named schema; here so that the client needs no zod at run time. (TypeScript cannot see that
 * `responses[name]` is the schema of `K` when `K` is generic, hence the cast.)
 */
export const parseResponse = <K extends ResponseName>(name: K, raw: unknown) =>
  z.safeParse(responses[name], raw) as z.core.util.SafeParseResult<ResponseOf<K>>;
