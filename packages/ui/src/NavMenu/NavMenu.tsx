import { activeNavItem, NAV_ITEMS, type NavItem, navAudienceOf, navItemsFor } from '@abossey/sdk';
import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-aria-components';
import { CountBadge } from '../CountBadge/CountBadge';
import { useUiTranslation } from '../i18n/I18nProvider';
/** §1 navLayout: a sidebar (`vertical`), a top bar (`horizontal`) or a narrow icon rail (`mini`). */
import type { NavLayout } from '../Settings/settingsStore';
import { StyledNavMenu } from './NavMenu.styles';
import { navItemIcons } from './navIcons';

/** The §1 navLayout setting decides the menu's layout; re-exported for the shell's props. */
export type { NavLayout };

export interface NavMenuProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** Default `vertical`. Rendered as `data-layout`. */
  layout?: NavLayout;
  /**
   * The signed-in user's `userType` (§6); `null`/absent when signed out. Admin and vendor get their own menus,
   * any other type the customer menu (the rule lives in `@abossey/sdk` `navItemsFor`).
   */
  userType?: string | null;
  /** The current pathname; the item it belongs to gets `aria-current="page"`. */
  currentPath?: string;
  /** Wishlist count shown on the Wishlist item (capped at 99, hidden at 0). */
  wishlistCount?: number;
  /** The full item list before role filtering (default the SDK's `NAV_ITEMS`). */
  items?: readonly NavItem[];
  /** Called when an item is pressed (e.g. to close the mobile drawer). Routing itself goes through RAC links. */
  onNavigate?: (item: NavItem) => void;
}

/**
 * The §2 menu: the items the current role may see, as react-aria `Link`s (wrap the app in RAC's
 * `RouterProvider` for client-side routing), in a `<nav>` landmark. The item the current path belongs to is
 * marked `aria-current="page"` (`data-current`). Layouts: `vertical` (sidebar), `horizontal` (top bar) and
 * `mini` (icons over short labels). The Wishlist item carries a `CountBadge` capped at 99.
 */
export function NavMenu({
  layout = 'vertical',
  userType,
  currentPath,
  wishlistCount = 0,
  items = NAV_ITEMS,
  onNavigate,
  'aria-label': ariaLabel,
  ...props
}: NavMenuProps) {
  const { t } = useUiTranslation();
  const visible = navItemsFor(navAudienceOf(userType), items);
  const active = currentPath ? activeNavItem(visible, currentPath) : undefined;
  return (
    <StyledNavMenu
      data-part="nav-menu"
      data-layout={layout}
      aria-label={ariaLabel ?? t('navMenu.label')}
      {...props}
    >
      <ul data-part="list">
        {visible.map((item) => {
          const Icon = navItemIcons[item.id];
          const current = item === active;
          const label = t(`navMenu.items.${item.id}`, { defaultValue: item.label });
          return (
            <li key={item.id} data-part="item">
              <Link
                href={item.path}
                data-part="link"
                data-item={item.id}
                data-current={current || undefined}
                aria-current={current ? 'page' : undefined}
                onPress={() => onNavigate?.(item)}
              >
                <span data-part="icon">{Icon ? <Icon /> : null}</span>
                <span data-part="label">{label}</span>
                {item.id === 'wishlist' ? <CountBadge count={wishlistCount} /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </StyledNavMenu>
  );
}
