export { formatNotificationTime } from './formatTime';
export { NotificationsButton, type NotificationsButtonProps } from './NotificationsButton';
export { NotificationsDrawer, type NotificationsDrawerProps } from './NotificationsDrawer';
export {
  type NotificationItem,
  NotificationsPanel,
  type NotificationsPanelProps,
  type NotificationsTab,
} from './NotificationsPanel';
export { htmlToText, sanitizeInlineHtml } from './sanitizeHtml';
