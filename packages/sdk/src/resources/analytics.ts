import type { Requester, RequestOptions } from '../request.js';
import type {
  AnalyticsQuery,
  PartnersQuery,
  RevenueByCategoryQuery,
  RevenueQuery,
  TopSellingQuery,
} from '../schemas/analytics.js';

/** `GET /analytics/…` (admin: all shops; vendor: their shops, or one of them via `businessId`). */
export function analyticsResource(request: Requester) {
  return {
    revenue: async (query: RevenueQuery = {}, options?: RequestOptions) =>
      (
        await request({
          path: '/analytics/revenue',
          query,
          schema: 'revenueResponse',
          fallback: 'Failed to fetch revenue data',
          options,
        })
      ).data,
    revenueByCategory: async (query: RevenueByCategoryQuery = {}, options?: RequestOptions) =>
      (
        await request({
          path: '/analytics/revenue/by-category',
          query,
          schema: 'revenueByCategoryResponse',
          fallback: 'Failed to fetch revenue by category data',
          options,
        })
      ).data,
    revenueGrowth: async (query: AnalyticsQuery = {}, options?: RequestOptions) =>
      (
        await request({
          path: '/analytics/revenue/growth',
          query,
          schema: 'revenueGrowthResponse',
          fallback: 'Failed to fetch revenue growth data',
          options,
        })
      ).data,
    topSellingProducts: async (query: TopSellingQuery = {}, options?: RequestOptions) =>
      (
        await request({
          path: '/analytics/products/top-selling',
          query,
          schema: 'topSellingResponse',
          fallback: 'Failed to fetch top selling products data',
          options,
        })
      ).data,
    reviewsByCategory: async (query: AnalyticsQuery = {}, options?: RequestOptions) =>
      (
        await request({
          path: '/analytics/reviews/by-category',
          query,
          schema: 'reviewsByCategoryResponse',
          fallback: 'Failed to fetch reviews by category data',
          options,
        })
      ).data,
    completionVsCancellation: async (query: AnalyticsQuery = {}, options?: RequestOptions) =>
      (
        await request({
          path: '/analytics/orders/completion-vs-cancellation',
          query,
          schema: 'completionVsCancellationResponse',
          fallback: 'Failed to fetch order completion data',
          options,
        })
      ).data,
    /** Admin only: orders and revenue per partner garage (`ref`). */
    partners: async (query: PartnersQuery = {}, options?: RequestOptions) =>
      (
        await request({
          path: '/analytics/partners',
          query,
          schema: 'partnersResponse',
          fallback: 'Failed to fetch partner garage data',
          options,
        })
      ).data,
  };
}
