import { CONSOLE_MENU, navAudienceOf, navItemsFor, type UserProfile } from '@abossey/sdk';
import {
  AccountButton,
  LanguageSwitcher,
  LazyNavigationProgress,
  LazyOverlay,
  RouterProvider,
  SearchButton,
  ToastRegion,
  UI_NAMESPACE,
  AppShell as UiAppShell,
  useSettings,
  vars,
} from '@abossey/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import styled from 'styled-components';
import { accessFor } from '../session/access';
import { clearSession, signInHref, useCurrentUser } from '../session/session';
import { createLinkNavigator, useLinkHref } from './links';

// The account drawer loads the first time it opens (issue 9: first-page JavaScript).
const AccountDrawer = lazy(() => import('./overlays').then((m) => ({ default: m.AccountDrawer })));
const ConsolePalette = lazy(() => import('./overlays').then((m) => ({ default: m.ConsolePalette })));

const Brand = styled.a`
  display: inline-flex;
  align-items: baseline;
  gap: ${vars.space[1]};
  font-weight: 700;
  font-size: 1.25rem;
  color: ${vars.fg.default};
  text-decoration: none;
  small {
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${vars.accent.fg};
  }
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  [data-part='name'] {
    font-weight: 600;
    max-inline-size: 12rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* Phones: the avatar alone (the drawer shows the name). */
  @media (max-width: 599.98px) {
    [data-part='name'] {
      display: none;
    }
  }
`;

const displayName = (user: UserProfile) =>
  user.fullName?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;

/** The avatar with the user's name, and the §2 account drawer with the role's pages and Logout. */
function ConsoleAccount({ user }: { user: UserProfile }) {
  const { t } = useTranslation(UI_NAMESPACE);
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const items = navItemsFor(navAudienceOf(user.userType))
    .filter((item) => item.id !== 'products' && item.id !== 'shops')
    .map((item) => ({
      id: item.id,
      href: item.path,
      label: t(`navMenu.items.${item.id}`, { defaultValue: item.label }),
    }));
  return (
    <Account>
      <span data-part="name">{displayName(user)}</span>
      <AccountButton user={user} onPress={() => setOpen(true)} />
      <LazyOverlay isOpen={isOpen}>
        <AccountDrawer
          isOpen={isOpen}
          onOpenChange={setOpen}
          user={user}
          items={items}
          onNavigate={() => setOpen(false)}
          onLogout={() => {
            // §4 logout: forget the session, then the storefront's sign-in page.
            clearSession();
            queryClient.clear();
            window.location.assign('/auth/sign-in');
          }}
        />
      </LazyOverlay>
    </Account>
  );
}

/** The header's Search (Ctrl K): the command palette, loaded the first time it opens. */
function ConsoleSearch({ user }: { user: UserProfile }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <SearchButton onPress={() => setOpen(true)} />
      <LazyOverlay isOpen={isOpen}>
        <ConsolePalette user={user} isOpen={isOpen} onOpenChange={setOpen} />
      </LazyOverlay>
    </>
  );
}

/**
 * The console frame: the ui shell (brand, the role menu — the SDK's `CONSOLE_MENU`: §2 items, then the console
 * section — filtered by `navItemsFor`, language, account) around the
 * routed page, and the §6 guard. Console links route here; storefront links load the storefront (same origin).
 */
export function ConsoleShell() {
  const { t } = useTranslation('console');
  const { session, user } = useCurrentUser();
  const { settings } = useSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const navigateLink = useMemo(() => createLinkNavigator((to) => navigate(to)), [navigate]);
  const path = location.pathname;
  const access = accessFor(path, session?.userType);

  useEffect(() => {
    // Sign-in and /shop are storefront pages: a full page load (replace, so Back does not loop here).
    if (access === 'sign-in') window.location.replace(signInHref(path + location.search));
    else if (access === 'forbidden') window.location.replace('/shop');
  }, [access, path, location.search]);

  return (
    <RouterProvider navigate={navigateLink} useHref={useLinkHref}>
      <LazyNavigationProgress active={navigation.state !== 'idle'} delay={100} />
      <UiAppShell
        navLayout={settings.navLayout}
        userType={session?.userType ?? null}
        navItems={CONSOLE_MENU}
        currentPath={path}
        header={{
          logo: (
            <Brand href="/" aria-label={t('brandLabel')}>
              Abossey <small>{t('brandTag')}</small>
            </Brand>
          ),
          search: user ? <ConsoleSearch user={user} /> : null,
          languageSwitcher: <LanguageSwitcher />,
          account: user ? <ConsoleAccount user={user} /> : null,
          signInHref: signInHref(path + location.search),
        }}
        footer={null}
      >
        {access === 'allow' ? <Outlet /> : <p aria-live="polite">{t('guard.redirecting')}</p>}
      </UiAppShell>
      <ToastRegion />
    </RouterProvider>
  );
}
