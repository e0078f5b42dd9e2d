import { type OrderListUrlState, type OrderStatus, refineOrderListParams } from '@abossey/sdk';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { DateRangeFilter } from '../DateRangeFilter/DateRangeFilter';
import { formatNumber } from '../i18n/format';
import { useLanguage } from '../i18n/I18nProvider';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs';
import { TextField } from '../TextField/TextField';
import { StyledFilters } from './OrderList.styles';

/** A status tab: every order, or one §4 status. */
export type OrderListTab = 'all' | OrderStatus;

export interface OrderListFiltersProps {
  /** The list's state (the SDK's `readOrderListParams` of the URL). */
  filters: OrderListUrlState;
  /** Called with the next state; every change but paging starts again at page 1 (`refineOrderListParams`). */
  onChange: (next: OrderListUrlState) => void;
  /** The status tabs, in order; `all` adds the All tab. */
  tabs: readonly OrderListTab[];
  /** The server's count per tab (`meta.counts`); omitted while they load (each tab then shows "…"). */
  counts?: Partial<Record<string, number>> | undefined;
  /** The list's own buttons after the date range (Export CSV…). */
  actions?: ReactNode;
  /** The list itself (a DataTable, an empty state or an error), shown in the selected tab's panel. */
  children: ReactNode;
}

/**
 * The controls of an order list (§2, buyer's and console's alike): status tabs with the server's counts, a keyword
 * search sent on submit, and the date range, around the list. The state lives with the caller (the URL), so Back
 * returns to the previous filters; the search field follows the state when it changes from outside.
 */
export function OrderListFilters({
  filters,
  onChange,
  tabs,
  counts,
  actions,
  children,
}: OrderListFiltersProps) {
  const { t } = useLaterUiTranslation();
  const { language } = useLanguage();
  const [keyword, setKeyword] = useState(filters.q);
  useEffect(() => setKeyword(filters.q), [filters.q]);

  const selected: OrderListTab = filters.status ?? (tabs[0] === 'all' ? 'all' : (tabs[0] ?? 'all'));
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange(refineOrderListParams(filters, { q: keyword.trim() }));
  };

  return (
    <Tabs
      selectedKey={selected}
      onSelectionChange={(key) =>
        onChange(refineOrderListParams(filters, { status: key === 'all' ? null : (key as OrderStatus) }))
      }
    >
      <TabList aria-label={t('orderList.tabs')}>
        {tabs.map((status) => (
          <Tab key={status} id={status}>
            {status === 'all' ? t('orderList.all') : t(`statusBadge.${status}`)}{' '}
            <Badge tone={status === selected ? 'accent' : 'neutral'} variant="subtle">
              {counts ? formatNumber(counts[status] ?? 0, language) : '…'}
            </Badge>
          </Tab>
        ))}
      </TabList>
      <StyledFilters>
        <search>
          <form onSubmit={search}>
            <TextField
              type="search"
              label={t('orderList.search')}
              placeholder={t('orderList.searchPlaceholder')}
              value={keyword}
              onChange={setKeyword}
            />
            <Button type="submit">{t('orderList.searchSubmit')}</Button>
          </form>
        </search>
        <div data-part="range">
          <DateRangeFilter
            value={{ start: filters.from, end: filters.to }}
            onChange={(range) =>
              onChange(refineOrderListParams(filters, { from: range.start, to: range.end }))
            }
          />
        </div>
        {actions ? <div data-part="actions">{actions}</div> : null}
      </StyledFilters>
      {/* Keyed: the panel re-mounts under the new tab, so the tab's aria-controls finds it. */}
      <TabPanel key={selected} id={selected}>
        {children}
      </TabPanel>
    </Tabs>
  );
}
