import type { Notification } from '@abossey/sdk';
import { type Key, useState } from 'react';
import { Button as AriaButton, VisuallyHidden } from 'react-aria-components';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { formatNumber } from '../i18n/format';
import { useLanguage } from '../i18n/I18nProvider';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { Skeleton } from '../Skeleton/Skeleton';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs';
import { formatNotificationTime } from './formatTime';
import { StyledNotificationsPanel } from './NotificationsDrawer.styles';
import { sanitizeInlineHtml } from './sanitizeHtml';

/** A notification as the drawer shows it (the SDK's `Notification`; message and category optional). */
export type NotificationItem = Pick<Notification, 'id' | 'title' | 'createdAt' | 'isRead'> &
  Partial<Pick<Notification, 'message' | 'category'>>;

export type NotificationsTab = 'all' | 'unread';

/** What an action callback returns: a promise keeps its button busy until it settles. */
type Action = unknown;

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';

export interface NotificationsPanelProps {
  /** The caller's notifications, newest first. `null`/missing is an empty list. */
  notifications?: readonly NotificationItem[] | null;
  /** First load in flight: skeleton rows. */
  isLoading?: boolean;
  /** The load failed. §8: the list is shown empty (with a quiet note); Refresh tries again. */
  isError?: boolean;
  /** Mark these as read (a click on an unread item sends its id). */
  onMarkRead?: (ids: number[]) => Action;
  /** 'Mark all as read'. Disabled when nothing is unread. */
  onMarkAllRead?: () => Action;
  /** 'Clear all notifications'. Disabled when the list is empty. */
  onClearAll?: () => Action;
  /** 'Refresh'. Pending while the returned promise runs. */
  onRefresh?: () => Action;
  /** A notification was opened (after marking it read), e.g. to follow its link. */
  onSelect?: (notification: NotificationItem) => void;
  /** Controlled tab. */
  tab?: NotificationsTab;
  defaultTab?: NotificationsTab;
  onTabChange?: (tab: NotificationsTab) => void;
  /** The clock for relative times (stories and tests). Default now. */
  now?: number | Date;
}

type Busy = 'markAll' | 'clear' | 'refresh';

function useBusy() {
  const [busy, setBusy] = useState<ReadonlySet<Busy>>(new Set());
  const run = (name: Busy, action: (() => Action) | undefined) => {
    if (!action || busy.has(name)) return;
    let result: Action;
    try {
      result = action();
    } catch {
      return;
    }
    if (!isPromiseLike(result)) return;
    setBusy((current) => new Set(current).add(name));
    const done = () =>
      setBusy((current) => {
        const next = new Set(current);
        next.delete(name);
        return next;
      });
    // The app reports failures (toasts, §8); the drawer only stops showing the action as busy.
    result.then(done, done);
  };
  return { busy, run };
}

/**
 * The §2 notifications drawer's body: tabs All and Unread with counts, Mark all as read, Clear all notifications,
 * Refresh, and the list (title with its simple HTML kept safely, message, relative time, unread dot). Opening an
 * unread notification marks it read.
 */
export function NotificationsPanel({
  notifications,
  isLoading = false,
  isError = false,
  onMarkRead,
  onMarkAllRead,
  onClearAll,
  onRefresh,
  onSelect,
  tab,
  defaultTab = 'all',
  onTabChange,
  now,
}: NotificationsPanelProps) {
  const { t } = useLaterUiTranslation();
  const { info, language } = useLanguage();
  const { busy, run } = useBusy();
  const [ownTab, setOwnTab] = useState<NotificationsTab>(defaultTab);
  const selectedTab = tab ?? ownTab;
  const all = isError ? [] : (notifications ?? []);
  const unread = all.filter((n) => !n.isRead);
  const reference = now ?? Date.now();

  const open = (notification: NotificationItem) => {
    if (!notification.isRead) void Promise.resolve(onMarkRead?.([notification.id])).catch(() => {});
    onSelect?.(notification);
  };

  const list = (items: readonly NotificationItem[], which: NotificationsTab) => {
    if (isLoading) {
      return (
        <div data-part="loading">
          <VisuallyHidden role="status">{t('notificationsDrawer.loading')}</VisuallyHidden>
          {[0, 1, 2].map((i) => (
            <div key={i} data-part="skeleton-row" aria-hidden="true">
              <Skeleton variant="text" lines={2} />
            </div>
          ))}
        </div>
      );
    }
    if (items.length === 0) {
      return (
        <EmptyState
          variant="plain"
          headingLevel={3}
          title={t('notificationsDrawer.emptyTitle')}
          message={
            which === 'unread' && all.length > 0
              ? t('notificationsDrawer.emptyUnread')
              : t('notificationsDrawer.emptyAll')
          }
        />
      );
    }
    return (
      <ul data-part="list" aria-label={t('notificationsDrawer.list')}>
        {items.map((n) => (
          <li key={n.id} data-part="item" data-unread={!n.isRead || undefined}>
            <AriaButton data-part="item-button" onPress={() => open(n)}>
              <span data-part="dot" aria-hidden={n.isRead || undefined}>
                {n.isRead ? null : <VisuallyHidden>{t('notificationsDrawer.unreadDot')}</VisuallyHidden>}
              </span>
              <span data-part="content">
                <span data-part="title">{sanitizeInlineHtml(n.title)}</span>
                {n.message ? <span data-part="message">{n.message}</span> : null}
                <time data-part="time" dateTime={n.createdAt}>
                  {formatNotificationTime(
                    n.createdAt,
                    info.numberLocale,
                    reference,
                    t('notificationsDrawer.justNow'),
                  )}
                </time>
              </span>
            </AriaButton>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <StyledNotificationsPanel data-part="notifications-panel">
      <div data-part="toolbar">
        {onMarkAllRead ? (
          <Button
            variant="ghost"
            size="small"
            isDisabled={unread.length === 0 || isLoading}
            isPending={busy.has('markAll')}
            onPress={() => run('markAll', onMarkAllRead)}
          >
            {t('notificationsDrawer.markAllRead')}
          </Button>
        ) : null}
        {onClearAll ? (
          <Button
            variant="ghost"
            size="small"
            isDisabled={all.length === 0 || isLoading}
            isPending={busy.has('clear')}
            onPress={() => run('clear', onClearAll)}
          >
            {t('notificationsDrawer.clearAll')}
          </Button>
        ) : null}
        {onRefresh ? (
          <Button
            variant="ghost"
            size="small"
            isPending={busy.has('refresh')}
            onPress={() => run('refresh', onRefresh)}
          >
            {t('notificationsDrawer.refresh')}
          </Button>
        ) : null}
      </div>
      {isError ? (
        <p data-part="error" role="status">
          {t('notificationsDrawer.loadFailed')}
        </p>
      ) : null}
      <Tabs
        selectedKey={selectedTab}
        onSelectionChange={(key: Key) => {
          const next = key as NotificationsTab;
          setOwnTab(next);
          onTabChange?.(next);
        }}
      >
        <TabList aria-label={t('notificationsDrawer.tabs')}>
          <Tab id="all">
            {t('notificationsDrawer.all')}
            <Badge tone="neutral">{formatNumber(all.length, language)}</Badge>
          </Tab>
          <Tab id="unread">
            {t('notificationsDrawer.unread')}
            <Badge tone={unread.length > 0 ? 'danger' : 'neutral'}>
              {formatNumber(unread.length, language)}
            </Badge>
          </Tab>
        </TabList>
        <TabPanel id="all">{list(all, 'all')}</TabPanel>
        <TabPanel id="unread">{list(unread, 'unread')}</TabPanel>
      </Tabs>
    </StyledNotificationsPanel>
  );
}
