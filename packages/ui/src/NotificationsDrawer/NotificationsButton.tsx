import { COUNT_BADGE_MAX, CountBadge } from '../CountBadge/CountBadge';
import { IconButton, type IconButtonProps } from '../IconButton/IconButton';
import { formatNumber } from '../i18n/format';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { BellIcon } from './BellIcon';

export interface NotificationsButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** Unread notifications; the badge shows it capped at 99 ("99+") and hides at 0. */
  unreadCount?: number;
}

/**
 * The header bell: an icon button named "Notifications" (plus "3 unread" when there are unread ones) with the unread
 * `CountBadge` (capped at 99; above it the name says "more than 99 unread"). Opens the `NotificationsDrawer` through `onPress`, or as a `DialogTrigger`'s trigger.
 */
export function NotificationsButton({ unreadCount = 0, ...props }: NotificationsButtonProps) {
  const { t, i18n } = useLaterUiTranslation();
  const count = Number.isFinite(unreadCount) && unreadCount > 0 ? Math.floor(unreadCount) : 0;
  // The name holds what the badge shows ("99+" reads "more than 99 unread"), so sight and speech agree.
  const unread =
    count > COUNT_BADGE_MAX
      ? t('notificationsDrawer.unreadMore', { max: formatNumber(COUNT_BADGE_MAX, i18n.language) })
      : t('notificationsDrawer.unreadCount', { count });
  const label = count ? `${t('notificationsDrawer.button')}, ${unread}` : t('notificationsDrawer.button');
  return (
    <IconButton variant="ghost" {...props} aria-label={label} data-part="notifications-button">
      <BellIcon />
      <CountBadge count={count} placement="corner" aria-hidden="true" />
    </IconButton>
  );
}
