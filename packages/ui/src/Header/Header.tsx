import type { NavItem } from '@abossey/sdk';
import { navAudienceOf } from '@abossey/sdk';
import { type ComponentPropsWithRef, lazy, type ReactNode, useState } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../Button/Button';
import { useUiTranslation } from '../i18n/I18nProvider';
import { LazyOverlay } from '../LazyOverlay/LazyOverlay';
import { NavMenu } from '../NavMenu/NavMenu';
import { MenuIcon, UploadIcon } from '../NavMenu/navIcons';
import { StyledHeader } from './Header.styles';

export { MOBILE_NAV_WIDTH } from './mobileNavWidth';

// The phone menu's drawer (react-aria's modal and focus scope) loads the first time it opens (issue 9).
const MobileNavDrawer = lazy(() => import('./MobileNavDrawer').then((m) => ({ default: m.MobileNavDrawer })));

export interface HeaderProps extends ComponentPropsWithRef<'header'> {
  /** The brand (default the word "Abossey" linking to `homeHref`). */
  logo?: ReactNode;
  /** Where the default logo links (default `/`). */
  homeHref?: string;
  /** The signed-in user's `userType`; `null`/absent when signed out (§6). Drives the menus and which actions show. */
  userType?: string | null;
  /** The current pathname: the active menu item, and no upload button on /product-upload (§2). */
  currentPath?: string;
  /** Wishlist count for the menu's badge. */
  wishlistCount?: number;
  /** The menu's items before role filtering (default the SDK's `NAV_ITEMS`; the console adds its section). */
  navItems?: readonly NavItem[];
  /** Show the menu horizontally in the header on desktop (navLayout `horizontal`). */
  showNav?: boolean;
  /** Replaces the desktop horizontal menu. */
  nav?: ReactNode;
  /** The search trigger (e.g. a button opening the search dialog). */
  search?: ReactNode;
  /** The language switcher. */
  languageSwitcher?: ReactNode;
  /** The notifications trigger; shown only when signed in. */
  notifications?: ReactNode;
  /** The account trigger (avatar opening the account drawer); shown only when signed in. */
  account?: ReactNode;
  /** The Sign in link (shown only when signed out); default `/auth/sign-in`. Add `?returnUrl=` as needed. */
  signInHref?: string;
  /** The upload-product link for admins and vendors on desktop; default `/product-upload`. */
  uploadProductHref?: string;
  /** Controlled state of the mobile menu drawer. */
  isMenuOpen?: boolean;
  onMenuOpenChange?: (isOpen: boolean) => void;
}

function isUploadPage(path: string | undefined): boolean {
  if (!path) return false;
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare === '/product-upload' || bare.startsWith('/product-upload/');
}

/**
 * The §2 top bar, a `<header>` (banner) landmark: 64 px high on phones, 72 px from the md breakpoint (900 px).
 * Below md a menu button opens the role menu in a 320 px drawer; from md the menu can sit in the bar
 * (`showNav`). Slots for search, language, notifications and account (the last two only when signed in); a
 * Sign in link only when signed out; an Upload Product link for admins and vendors on desktop, except on
 * /product-upload. Links are react-aria `Link`s (client routing through `RouterProvider`).
 */
export function Header({
  logo,
  homeHref = '/',
  userType,
  currentPath,
  wishlistCount,
  navItems,
  showNav = false,
  nav,
  search,
  languageSwitcher,
  notifications,
  account,
  signInHref = '/auth/sign-in',
  uploadProductHref = '/product-upload',
  isMenuOpen,
  onMenuOpenChange,
  ...props
}: HeaderProps) {
  const { t } = useUiTranslation();
  const [ownOpen, setOwnOpen] = useState(false);
  const menuOpen = isMenuOpen ?? ownOpen;
  const setMenuOpen = (open: boolean) => {
    if (isMenuOpen === undefined) setOwnOpen(open);
    onMenuOpenChange?.(open);
  };
  const audience = navAudienceOf(userType);
  const signedIn = audience !== 'guest';
  const canUpload = (audience === 'admin' || audience === 'vendor') && !isUploadPage(currentPath);

  return (
    <StyledHeader data-part="header" data-signed-in={signedIn || undefined} {...props}>
      <div data-part="bar">
        <Button
          variant="ghost"
          data-part="menu-button"
          aria-label={t('header.openMenu')}
          aria-expanded={menuOpen}
          onPress={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </Button>
        <div data-part="logo">
          {logo ?? (
            <Link href={homeHref} aria-label={t('header.home')} data-part="home">
              Abossey
            </Link>
          )}
        </div>
        {showNav || nav ? (
          <div data-part="nav">
            {nav ?? (
              <NavMenu
                layout="horizontal"
                userType={userType}
                currentPath={currentPath}
                wishlistCount={wishlistCount}
                items={navItems}
              />
            )}
          </div>
        ) : null}
        <div data-part="actions">
          {search ? <div data-part="search">{search}</div> : null}
          {canUpload ? (
            <Link href={uploadProductHref} data-part="upload">
              <UploadIcon />
              {t('header.uploadProduct')}
            </Link>
          ) : null}
          {languageSwitcher ? <div data-part="language">{languageSwitcher}</div> : null}
          {signedIn && notifications ? <div data-part="notifications">{notifications}</div> : null}
          {signedIn ? (
            account ? (
              <div data-part="account">{account}</div>
            ) : null
          ) : (
            <Link href={signInHref} data-part="sign-in">
              {t('header.signIn')}
            </Link>
          )}
        </div>
      </div>
      <LazyOverlay isOpen={menuOpen}>
        <MobileNavDrawer
          isOpen={menuOpen}
          onOpenChange={setMenuOpen}
          userType={userType}
          currentPath={currentPath}
          wishlistCount={wishlistCount}
          navItems={navItems}
        />
      </LazyOverlay>
    </StyledHeader>
  );
}
