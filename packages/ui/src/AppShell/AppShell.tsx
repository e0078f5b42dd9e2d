import type { NavItem } from '@abossey/sdk';
import { type ComponentPropsWithRef, type ReactNode, useRef } from 'react';
import type { FooterProps } from '../Footer/Footer';
import { Header, type HeaderProps } from '../Header/Header';
import { useUiTranslation } from '../i18n/I18nProvider';
import { lazyWhenVisible } from '../lazyWhenVisible/lazyWhenVisible';
import { type NavLayout, NavMenu } from '../NavMenu/NavMenu';
import { StyledAppShell } from './AppShell.styles';

// The default footer sits below the page's first screen: its code loads when the visitor nears it (first-page
// JavaScript, issue 9; script before idle, issue 23), and a server-rendered footer stays as the server sent it until
// then. Memoised (by lazyWhenVisible) so that a re-render of the shell leaves it alone meanwhile.
const DefaultFooter = lazyWhenVisible(async () => ({ default: (await import('../Footer/Footer')).Footer }));

type SharedHeaderProps = 'userType' | 'currentPath' | 'wishlistCount' | 'showNav' | 'navItems';

export interface AppShellProps extends ComponentPropsWithRef<'div'> {
  /** §1 navLayout: sidebar (`vertical`, default), top bar (`horizontal`) or icon rail (`mini`). Below md the menu is always in the header's drawer. */
  navLayout?: NavLayout;
  /** The signed-in user's `userType`; `null`/absent when signed out. Passed to the header and the menus. */
  userType?: string | null;
  /** The current pathname (active menu item; no upload button on /product-upload). */
  currentPath?: string;
  /** Wishlist count for the menu badge. */
  wishlistCount?: number;
  /** The menu's items before role filtering (default the SDK's `NAV_ITEMS`; the console passes `CONSOLE_MENU`). */
  navItems?: readonly NavItem[];
  /** The header's slots and links (logo, search, languageSwitcher, notifications, account, signInHref, ...). */
  header?: Omit<HeaderProps, SharedHeaderProps>;
  /** The footer (default `<Footer />`, loaded after the first screen); `null` for none. */
  footer?: ReactNode;
  /** The default footer's props (e.g. `supportPhone`), when `footer` is not given. */
  footerProps?: FooterProps;
  /** The `id` of `<main>`, the skip link's target (default `main-content`). */
  mainId?: string;
  /** The page. */
  children?: ReactNode;
}

/**
 * The page frame: a "Skip to content" link, the `Header`, the role menu as a sidebar (`vertical`, 280 px) or icon
 * rail (`mini`) from the md breakpoint (or in the header with `horizontal`), `<main>` and the `Footer`. Content is
 * limited to 1200 px while the theme's compactLayout is on (the `--ab-layout-max-width` token).
 */
export function AppShell({
  navLayout = 'vertical',
  userType,
  currentPath,
  wishlistCount,
  navItems,
  header,
  footer,
  footerProps,
  mainId = 'main-content',
  children,
  ...props
}: AppShellProps) {
  const { t } = useUiTranslation();
  const mainRef = useRef<HTMLElement>(null);
  const sidebar = navLayout !== 'horizontal';
  return (
    <StyledAppShell data-part="app-shell" data-nav-layout={navLayout} {...props}>
      <a
        href={`#${mainId}`}
        data-part="skip-link"
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
          mainRef.current?.scrollIntoView?.({ block: 'start' });
        }}
      >
        {t('appShell.skipToContent')}
      </a>
      <Header
        {...header}
        userType={userType}
        currentPath={currentPath}
        wishlistCount={wishlistCount}
        navItems={navItems}
        showNav={navLayout === 'horizontal'}
      />
      <div data-part="body">
        {sidebar ? (
          <div data-part="sidebar">
            <NavMenu
              layout={navLayout === 'mini' ? 'mini' : 'vertical'}
              userType={userType}
              currentPath={currentPath}
              wishlistCount={wishlistCount}
              items={navItems}
            />
          </div>
        ) : null}
        <main id={mainId} ref={mainRef} tabIndex={-1} data-part="main">
          <div data-part="container">{children}</div>
        </main>
      </div>
      {footer === undefined ? <DefaultFooter {...footerProps} /> : footer}
    </StyledAppShell>
  );
}
