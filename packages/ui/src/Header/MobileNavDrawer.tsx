import type { NavItem } from '@abossey/sdk';
import { Drawer } from '../Drawer/Drawer';
import { useUiTranslation } from '../i18n/I18nProvider';
import { NavMenu } from '../NavMenu/NavMenu';
import { MOBILE_NAV_WIDTH } from './mobileNavWidth';

export interface MobileNavDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  userType?: string | null;
  currentPath?: string;
  wishlistCount?: number;
  /** The menu's items before role filtering (default the SDK's `NAV_ITEMS`). */
  navItems?: readonly NavItem[];
}

/** The header's phone menu: the role menu in a 320 px drawer from the start edge. `Header` loads it on first open. */
export function MobileNavDrawer({
  isOpen,
  onOpenChange,
  userType,
  currentPath,
  wishlistCount,
  navItems,
}: MobileNavDrawerProps) {
  const { t } = useUiTranslation();
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="start"
      width={MOBILE_NAV_WIDTH}
      title={t('header.menuTitle')}
    >
      <NavMenu
        layout="vertical"
        userType={userType}
        currentPath={currentPath}
        wishlistCount={wishlistCount}
        items={navItems}
        onNavigate={() => onOpenChange(false)}
      />
    </Drawer>
  );
}
