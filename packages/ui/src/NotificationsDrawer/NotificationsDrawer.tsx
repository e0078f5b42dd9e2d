import { Drawer } from '../Drawer/Drawer';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { NotificationsPanel, type NotificationsPanelProps } from './NotificationsPanel';

export interface NotificationsDrawerProps extends NotificationsPanelProps {
  /** Controlled open state; leave out inside a `DialogTrigger` (e.g. with `NotificationsButton`). */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Width in px. Default 400. */
  width?: number;
}

/**
 * The §2 notifications drawer (end edge): tabs All and Unread with counts, Mark all as read, Clear all
 * notifications, Refresh; each notification's title keeps only simple inline HTML (b, strong, i, em, u, br), with a
 * relative or DD MMM YYYY time and an unread dot. Opening an unread notification marks it read (`onMarkRead([id])`)
 * and, with `onSelect`, closes the drawer. Empty texts 'No notifications' / "You don't have any notifications yet" /
 * "You've read all notifications"; a failed load shows the empty list (§8).
 */
export function NotificationsDrawer({
  isOpen,
  defaultOpen,
  onOpenChange,
  width = 400,
  onSelect,
  ...panel
}: NotificationsDrawerProps) {
  const { t } = useLaterUiTranslation();
  return (
    <Drawer
      title={t('notificationsDrawer.title')}
      width={width}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      data-part="notifications-drawer"
    >
      {({ close }) => (
        <NotificationsPanel
          {...panel}
          onSelect={
            onSelect
              ? (notification) => {
                  onSelect(notification);
                  close();
                }
              : undefined
          }
        />
      )}
    </Drawer>
  );
}
