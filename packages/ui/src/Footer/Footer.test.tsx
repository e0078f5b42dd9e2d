import { render, screen, within } from '@testing-library/react';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { I18nProvider } from '../i18n/I18nProvider';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Footer, phoneDigits } from './Footer';

describe('Footer', { timeout: 30_000 }, () => {
  it('lists three Accra markets, support links and the static pages', () => {
    renderWithProviders(<Footer supportPhone="+233 20 123 4567" year={2026} />);
    expect(screen.getByRole('heading', { name: 'Featured markets in Accra' })).toBeInTheDocument();
    for (const market of ['Abossey Okai', 'Kokomlemle', 'Kaneshie'])
      expect(screen.getByText(market)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call +233 20 123 4567' })).toHaveAttribute(
      'href',
      'tel:+233201234567',
    );
    expect(screen.getByRole('link', { name: 'Message us on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/233201234567',
    );
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(screen.getByText('© 2026 Abossey. All rights reserved.')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('links the store badges only when given a listing, and names them', () => {
    const { rerender } = renderWithProviders(<Footer />);
    expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
    expect(screen.getByText('App Store')).toBeInTheDocument();
    rerender(
      <Footer
        appStoreHref="https://apps.apple.com/app/id1"
        playStoreHref="https://play.google.com/store/apps/details?id=x"
      />,
    );
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/id1',
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
  });

  it('without a phone hides the support column; an explicit messaging link wins', () => {
    const { rerender } = renderWithProviders(<Footer supportPhone="   " />);
    expect(screen.queryByRole('heading', { name: 'Support' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    rerender(<Footer messagingHref="https://wa.me/233500000000" markets={[]} />);
    expect(screen.getByRole('link', { name: 'Message us on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/233500000000',
    );
    expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
  });

  it('phoneDigits keeps a leading + and the digits', () => {
    expect(phoneDigits(' +233 (0)20-123 4567 ')).toBe('+2330201234567');
    expect(phoneDigits('020 123 4567')).toBe('0201234567');
  });

  it('routes internal links client-side', async () => {
    const navigate = vi.fn();
    const { user } = renderWithProviders(
      <RouterProvider navigate={navigate}>
        <Footer />
      </RouterProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(navigate).toHaveBeenCalledWith('/privacy-policy', undefined);
  });

  it('translates', () => {
    renderWithProviders(<Footer year={2026} />, { lng: 'fr' });
    expect(screen.getByRole('heading', { name: 'Marchés phares à Accra' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' })).toBeInTheDocument();
    expect(screen.getByText('© 2026 Abossey. Tous droits réservés.')).toBeInTheDocument();
  });

  it('is the contentinfo landmark at the top level, without axe violations', async () => {
    const i18n = createI18n({ lng: 'en', persist: false });
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <ThemeProvider>
          <main>Page</main>
          <Footer supportPhone="+233 20 123 4567" appStoreHref="https://apps.apple.com" />
        </ThemeProvider>
      </I18nProvider>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
    await expectNoAxeViolations(container);
  });
});
