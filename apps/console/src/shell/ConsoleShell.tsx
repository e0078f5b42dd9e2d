import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import styled from 'styled-components';

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: var(--ab-space-6, 24px);
  height: 64px;
  padding-inline: var(--ab-space-4, 16px);
  background: var(--ab-bg-surface);
  border-bottom: 1px solid var(--ab-border-muted);
  a {
    color: var(--ab-fg-default);
  }
  @media (min-width: 900px) {
    height: 72px;
    padding-inline: var(--ab-space-6, 24px);
  }
`;

const Main = styled.main`
  max-width: 1440px;
  margin-inline: auto;
  padding: var(--ab-space-4, 16px);
`;

export function ConsoleShell() {
  const { t } = useTranslation('console');
  return (
    <>
      <Header>
        <strong>{t('brand')}</strong>
        <nav aria-label={t('nav.label')}>
          <NavLink to="/dashboard">{t('nav.dashboard')}</NavLink>
        </nav>
        {/* The storefront is another app on the same origin: a plain link makes a full page load. */}
        <a href="/shop/all-products">{t('nav.storefront')}</a>
      </Header>
      <Main id="main">
        <Outlet />
      </Main>
    </>
  );
}
