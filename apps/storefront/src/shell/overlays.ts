/**
 * The shell's drawers and dialogs, loaded the first time one opens (issue 9: they are not needed for the first
 * paint). `LazyOverlay` mounts them; nothing else imports this module statically.
 */
export { AccountDrawer, NotificationsDrawer, SearchDialog, SettingsDrawer } from '@abossey/ui';
