import { navAudienceOf } from '@abossey/sdk';
import {
  type FooterProps,
  LanguageSwitcher,
  LazyNavigationProgress,
  RouterProvider,
  ToastRegion,
  AppShell as UiAppShell,
  useSettings,
} from '@abossey/ui';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import styled from 'styled-components';
import { usePageViews } from '../analytics/pageViews';
import { GarageButton } from '../garage/GarageButton';
import { signInPath } from '../session/RequireAuth';
import { useCurrentUser } from '../session/useCurrentUser';
import { useWishlist } from '../wishlist';
import { createLinkNavigator, useLinkHref } from './links';
import { ShellSearch } from './ShellSearch';
import { ShellSettings } from './ShellSettings';

// The signed-in header parts (avatar and account drawer, bell and its unread count) load once someone is signed in:
// the server renders every page signed out, and most visitors are (issue 23, first-page JavaScript).
const loadShellAccount = () => import('./ShellAccount');
const ShellAccount = lazy(() => loadShellAccount().then((m) => ({ default: m.ShellAccount })));
const ShellNotifications = lazy(() =>
  import('./ShellNotifications').then((m) => ({ default: m.ShellNotifications })),
);

/** §2 footer support line (Abossey's customer line; messaging goes to the same number on WhatsApp). */
const SUPPORT_PHONE = '+233 30 222 0000';
/** The ui shell's own footer, whose code loads after the first screen (issue 23). */
const FOOTER_PROPS: FooterProps = { supportPhone: SUPPORT_PHONE };

/** On the auth pages the header's Sign in link would point at the page itself (§2: hidden there). */
const Frame = styled(UiAppShell)`
  &[data-auth-page] [data-part='sign-in'] {
    display: none;
  }
  /* Phones: the header's buttons keep only their icons (the names stay for screen readers); a long Sign in
     (Arabic, French) may shorten the brand, never overlap it. */
  @media (max-width: 599.98px) {
    [data-part='logo'] {
      flex-shrink: 1;
      overflow: hidden;
    }
    [data-part='actions'] {
      flex: 1 0 auto;
    }
    [data-part='home'] {
      overflow: hidden;
      font-size: var(--ab-font-size-md, 1rem);
      white-space: nowrap;
      text-overflow: ellipsis;
    }
    [data-part='sign-in'] {
      padding-inline: var(--ab-space-2, 8px);
      font-size: var(--ab-font-size-xs, 0.75rem);
    }
    [data-part='search-button'],
    [data-part='language-switcher'],
    [data-part='settings-button'],
    [data-part='notifications-button'] {
      inline-size: 32px;
      min-inline-size: 32px;
      padding-inline: 0;
      justify-content: center;
    }
    [data-part='search-button'] [data-part='label'] > span:not([data-part]) {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    [data-part='search-button'] [data-part='shortcut'],
    [data-part='language-switcher'] [data-part='label'] > span[lang] {
      display: none;
    }
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ab-space-1, 4px);
`;

/**
 * The storefront frame (§1, §2): the ui shell's header, role menu (from the SDK's `navItemsFor`) and footer, with
 * search, language, display settings, notifications and the account drawer. Storefront links route on the client;
 * console links (vendor and admin screens) load the console app. A progress bar runs while a lazy screen loads.
 * `children` replaces the routed page (the error pages render inside the frame).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const { session, user } = useCurrentUser();
  const { settings } = useSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const wishlist = useWishlist();
  usePageViews();
  const navigateLink = useMemo(() => createLinkNavigator((to) => navigate(to)), [navigate]);
  const audience = navAudienceOf(session?.userType);
  const path = location.pathname;
  // The avatar waits for the user's profile; its code downloads meanwhile.
  useEffect(() => {
    if (session) void loadShellAccount();
  }, [session]);
  return (
    <RouterProvider navigate={navigateLink} useHref={useLinkHref}>
      <LazyNavigationProgress active={navigation.state !== 'idle'} delay={100} />
      <Frame
        navLayout={settings.navLayout}
        userType={session?.userType ?? null}
        currentPath={path}
        wishlistCount={wishlist.length}
        data-auth-page={path.startsWith('/auth/') || undefined}
        header={{
          search: <ShellSearch isSignedIn={session !== null} />,
          languageSwitcher: (
            <Tools>
              <GarageButton />
              <LanguageSwitcher />
              <ShellSettings />
            </Tools>
          ),
          notifications: session ? (
            <Suspense fallback={null}>
              <ShellNotifications userId={session.userId} audience={audience} navigate={navigateLink} />
            </Suspense>
          ) : null,
          account: user ? (
            <Suspense fallback={null}>
              <ShellAccount user={user} audience={audience} />
            </Suspense>
          ) : null,
          signInHref: signInPath(path + location.search),
        }}
        footerProps={FOOTER_PROPS}
      >
        {children ?? <Outlet />}
      </Frame>
      <ToastRegion />
    </RouterProvider>
  );
}
