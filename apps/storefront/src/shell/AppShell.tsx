import { Footer, RouterProvider, ToastRegion } from '@abossey/ui';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useHref, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { usePageViews } from '../analytics/pageViews';
import { signInPath } from '../session/RequireAuth';
import { useCurrentUser } from '../session/useCurrentUser';
import { useSignOut } from '../session/useSignOut';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: var(--ab-space-6, 24px);
  height: 64px;
  padding-inline: var(--ab-space-4, 16px);
  background: var(--ab-bg-surface);
  border-bottom: 1px solid var(--ab-border-muted);
  @media (min-width: 900px) {
    height: 72px;
    padding-inline: var(--ab-space-6, 24px);
  }
  a {
    color: var(--ab-fg-default);
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: var(--ab-accent-fg, var(--ab-fg-default));
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

const Brand = styled(NavLink)`
  font-weight: 800;
  font-size: 1.25rem;
  letter-spacing: -0.01em;
`;

const Account = styled.div`
  margin-inline-start: auto;
  display: flex;
  align-items: center;
  gap: var(--ab-space-3, 12px);
  button {
    font: inherit;
    color: var(--ab-fg-default);
    background: none;
    border: 1px solid var(--ab-border-default);
    border-radius: var(--ab-radius, 8px);
    padding: 4px 12px;
    cursor: pointer;
  }
`;

const Main = styled.main`
  max-width: 1440px;
  margin-inline: auto;
  padding: 0 var(--ab-space-4, 16px) var(--ab-space-8, 48px);
`;

/** §2 footer support line (Abossey's customer line; messaging goes to the same number on WhatsApp). */
const SUPPORT_PHONE = '+233 30 222 0000';

export function AppShell() {
  const { t } = useTranslation('storefront');
  const { session, user } = useCurrentUser();
  const signOut = useSignOut();
  const location = useLocation();
  const onAuthPage = location.pathname.startsWith('/auth/');
  const navigate = useNavigate();
  usePageViews();
  return (
    <RouterProvider navigate={(to) => navigate(to)} useHref={useHref}>
      <Header>
        <Brand to="/shop/all-products">{t('brand')}</Brand>
        <nav aria-label={t('nav.label')}>
          <NavLink to="/shop/all-products">{t('nav.products')}</NavLink>
        </nav>
        <Account>
          {session ? (
            <>
              <span>{user ? t('account.greeting', { name: user.firstName || user.username }) : null}</span>
              <button type="button" onClick={signOut}>
                {t('account.signOut')}
              </button>
            </>
          ) : onAuthPage ? null : (
            <NavLink to={signInPath(location.pathname + location.search)}>{t('account.signIn')}</NavLink>
          )}
        </Account>
      </Header>
      <Main id="main">
        <Outlet />
      </Main>
      <Footer supportPhone={SUPPORT_PHONE} />
      <ToastRegion />
    </RouterProvider>
  );
}
