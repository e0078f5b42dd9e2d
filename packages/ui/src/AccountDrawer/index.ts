export { AccountButton, type AccountButtonProps } from './AccountButton';
export { AccountDrawer, type AccountDrawerProps } from './AccountDrawer';
export {
  type AccountLink,
  AccountPanel,
  type AccountPanelProps,
  type AccountUser,
  CHANGE_PASSWORD_HREF,
} from './AccountPanel';
