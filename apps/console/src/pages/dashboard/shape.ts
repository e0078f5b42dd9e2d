import { scaleBand } from '@visx/scale';

/** One bar: `value` null means "no figure" (a growth with nothing to compare against): no bar, a dash in the table. */
export interface Datum {
  label: string;
  value: number | null;
  /** Colour role of the bar; the default is the accent. */
  tone?: 'success' | 'danger' | 'neutral';
}

/** Short month names in the reader's language (1 = January). */
export function monthNames(locale: string): (month: number) => string {
  const format = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  return (month) => format.format(Date.UTC(2000, month - 1, 1));
}

/** The month filter of revenue by category: 0 is the whole year (§9), then January to December. */
export function monthFilterOptions(allMonths: string, monthName: (month: number) => string) {
  return [
    { id: 0, label: allMonths },
    ...Array.from({ length: 12 }, (_, i) => ({ id: i + 1, label: monthName(i + 1) })),
  ];
}

/** The years of the year selector: this year first, then the `count − 1` before it. */
export const yearOptions = (thisYear: number, count = 5) =>
  Array.from({ length: count }, (_, i) => thisYear - i);

/** Whether a month (1–12) of `year` is still to come on `now` (UTC): such months are never drawn. */
export function isFutureMonth(year: number, month: number, now: Date = new Date()): boolean {
  const thisYear = now.getUTCFullYear();
  return year > thisYear || (year === thisYear && month > now.getUTCMonth() + 1);
}

/** Revenue per month from `revenue?group_by=month` (`2025-03`) as bars named by month. */
export function revenueByMonth(
  series: readonly { period: string; revenue: number }[],
  monthName: (month: number) => string,
  now: Date = new Date(),
): Datum[] {
  return series
    .filter((p) => !isFutureMonth(Number(p.period.slice(0, 4)), Number(p.period.slice(5, 7)), now))
    .map((p) => ({ label: monthName(Number(p.period.slice(5, 7))), value: p.revenue }));
}

/**
 * Month-over-month growth of `year` as bars: rises green, falls red, and no bar (null) where the month before had no
 * revenue, so a jump from nothing is never drawn as "+∞ %" or as 0. Months still to come on `now` are left out
 * (their revenue is 0 so far, which would read as a −100 % fall).
 */
export function growthBars(
  year: number,
  months: readonly { month: number; growth: number | null }[],
  monthName: (month: number) => string,
  now: Date = new Date(),
): Datum[] {
  return months
    .filter((m) => !isFutureMonth(year, m.month, now))
    .map((m) => ({
      label: monthName(m.month),
      value: m.growth,
      tone: m.growth === null || m.growth === 0 ? 'neutral' : m.growth > 0 ? 'success' : 'danger',
    }));
}

/** A percentage with its sign (`+12.5 %` style, localised by `number`). */
export const signedPercent = (value: number, number: (value: number) => string) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${number(Math.abs(value))}%`;

/** Completed / in progress / cancelled shop orders of `completion-vs-cancellation`, as coloured bars. */
export function outcomeBars(
  data: { completed: number; inProgress: number; cancelled: number },
  labels: { completed: string; inProgress: string; cancelled: string },
): Datum[] {
  return [
    { label: labels.completed, value: data.completed, tone: 'success' },
    { label: labels.inProgress, value: data.inProgress, tone: 'neutral' },
    { label: labels.cancelled, value: data.cancelled, tone: 'danger' },
  ];
}

/**
 * The band scale along the reading direction: the first item at the start edge, the left in English and the right in
 * Arabic (the picture mirrors; the table keeps the data order).
 */
export function bandScale(labels: readonly string[], length: number, rtl: boolean, padding = 0.2) {
  return scaleBand({ domain: [...labels], range: rtl ? [length, 0] : [0, length], padding });
}

/** The value domain of a chart: always includes 0, and stretches below it for falls. */
export function valueDomain(values: readonly (number | null)[]): [number, number] {
  const known = values.filter((v): v is number => v !== null);
  const min = Math.min(0, ...known);
  const max = Math.max(0, ...known);
  return [min, max === min ? min + 1 : max];
}

/**
 * Axis ticks of money charts, short so they do not run into each other on a phone (`GH₵ 15K`); the table and the
 * picture's name keep the full amount of the money formatter.
 */
export function compactMoney(locale: string, symbol: string): (cedis: number) => string {
  const format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (cedis) => `${symbol} ${format.format(cedis)}`;
}

/**
 * The bar a key moves the chart's tooltip to (issue 24: tooltips, by keyboard too): the arrow keys along the bars
 * (Left and Right follow the picture, so they swap in Arabic; Up and Down for bars across), Home and End. Bars
 * without a figure are stepped over. `undefined` for any other key (the page keeps it).
 */
export function nextBar(
  values: readonly (number | null)[],
  current: number | null,
  key: string,
  options: { rtl: boolean; horizontal: boolean },
): number | undefined {
  const shown = values.flatMap((v, i) => (v === null ? [] : [i]));
  if (shown.length === 0) return undefined;
  const first = shown[0] as number;
  const last = shown[shown.length - 1] as number;
  if (key === 'Home') return first;
  if (key === 'End') return last;
  const forward = options.horizontal ? 'ArrowDown' : options.rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = options.horizontal ? 'ArrowUp' : options.rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key !== forward && key !== back) return undefined;
  if (current === null) return key === forward ? first : last;
  const at = shown.indexOf(current);
  const step = key === forward ? 1 : -1;
  return shown[Math.min(shown.length - 1, Math.max(0, Math.max(0, at) + step))];
}
