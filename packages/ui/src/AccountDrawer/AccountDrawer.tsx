import { Drawer } from '../Drawer/Drawer';
import { useLaterUiTranslation } from '../i18n/laterStrings';
import { AccountPanel, type AccountPanelProps } from './AccountPanel';

export interface AccountDrawerProps extends AccountPanelProps {
  /** Controlled open state; leave out inside a `DialogTrigger` (e.g. with `AccountButton`). */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Width in px. Default 320. */
  width?: number;
}

/**
 * The §2 navigation account drawer (end edge) for a signed-in user: avatar, name, email and role; Update profile,
 * the role's links (`items`: My Orders, Wishlist, Shop Orders…) and Change Password (the forgot-password page);
 * Logout with a busy state and 'Unable to logout!' on failure. Choosing a link or Update profile closes it.
 */
export function AccountDrawer({
  isOpen,
  defaultOpen,
  onOpenChange,
  width = 320,
  onNavigate,
  ...panel
}: AccountDrawerProps) {
  const { t } = useLaterUiTranslation();
  return (
    <Drawer
      title={t('accountDrawer.title')}
      width={width}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      data-part="account-drawer"
    >
      {({ close }) => (
        <AccountPanel
          {...panel}
          onNavigate={() => {
            onNavigate?.();
            close();
          }}
        />
      )}
    </Drawer>
  );
}
