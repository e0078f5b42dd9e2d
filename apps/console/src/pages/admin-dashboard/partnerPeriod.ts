import type { PartnersQuery } from '@abossey/sdk';

/** The partner report's period: all time, or one calendar year (UTC = Ghana time). */
export type PartnerPeriod = 'all' | number;

/** `GET /analytics/partners` query for a period: no bounds for all time, else 1 January to 31 December. */
export function partnerQuery(period: PartnerPeriod): PartnersQuery {
  return period === 'all' ? {} : { from: `${period}-01-01`, to: `${period}-12-31` };
}

/** A Select value back to a period (the select's ids are `all` and years). */
export function parsePartnerPeriod(value: unknown): PartnerPeriod {
  const year = Number(value);
  return value !== 'all' && Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : 'all';
}
