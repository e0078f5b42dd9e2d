import type { NavAudience } from '@abossey/sdk';
import { LazyOverlay, NotificationsButton, toast, useMessageTranslation } from '@abossey/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { sdk } from '../sdk';
import { notificationHref } from './notificationLinks';

const NotificationsDrawer = lazy(() =>
  import('./overlays').then((m) => ({ default: m.NotificationsDrawer })),
);

const notificationsKey = (userId: number) => ['notifications', userId] as const;

/**
 * The header bell and the §2 notifications drawer for the signed-in user (`sdk.notifications`): the unread count
 * (the badge caps it at 99), opening an unread one marks it read on the server, Mark all as read, Clear all and
 * Refresh; opening one follows its link (the product, the order, the shop). The list refreshes every minute while the page is open. §8: a failed load shows an empty list; a
 * failed action shows its message as a toast.
 */
export function ShellNotifications({
  userId,
  audience,
  navigate,
}: {
  userId: number;
  audience: NavAudience;
  /** Follows a link (router or console, see `createLinkNavigator`). */
  navigate: (href: string) => void;
}) {
  const { errorMessage } = useMessageTranslation();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const key = notificationsKey(userId);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => sdk.notifications.list({ signal }),
    refetchInterval: 60_000,
  });
  const onError = (error: unknown) => toast.error(errorMessage(error));
  const markRead = useMutation({
    mutationFn: (ids: number[]) => sdk.notifications.markRead(ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    onError,
  });
  const clear = useMutation({
    mutationFn: () => sdk.notifications.clear(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    onError,
  });
  const notifications = query.data ?? [];
  const unread = notifications.filter((n) => !n.isRead);

  return (
    <>
      <NotificationsButton unreadCount={unread.length} onPress={() => setOpen(true)} />
      <LazyOverlay isOpen={isOpen}>
        <NotificationsDrawer
          isOpen={isOpen}
          onOpenChange={setOpen}
          notifications={notifications}
          isLoading={query.isPending}
          isError={query.isError}
          onMarkRead={(ids) => markRead.mutateAsync(ids).catch(() => {})}
          onMarkAllRead={() => markRead.mutateAsync(unread.map((n) => n.id)).catch(() => {})}
          onClearAll={() => clear.mutateAsync().catch(() => {})}
          onRefresh={() => query.refetch()}
          onSelect={(opened) => {
            const data = notifications.find((n) => n.id === opened.id)?.data;
            const href = notificationHref(data, audience);
            if (href) navigate(href);
          }}
        />
      </LazyOverlay>
    </>
  );
}
