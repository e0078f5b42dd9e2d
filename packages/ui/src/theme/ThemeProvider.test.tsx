import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { I18nProvider } from '../i18n/I18nProvider';
import { ThemeProvider, useTheme } from './ThemeProvider';

function ShowTheme() {
  const theme = useTheme();
  return <output>{`${theme.colorScheme} ${theme.contrast} ${theme.primaryColor} ${theme.direction}`}</output>;
}

describe('ThemeProvider', () => {
  it('puts the display settings on <html> and restores what was there on unmount', () => {
    const root = document.documentElement;
    root.setAttribute('lang', 'xx');
    const { unmount } = render(
      <ThemeProvider
        scope="document"
        colorScheme="dark"
        contrast="high"
        primaryColor="purple"
        density="compact"
        compactLayout={false}
      >
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(root).toHaveAttribute('data-color-scheme', 'dark');
    expect(root).toHaveAttribute('data-contrast', 'high');
    expect(root).toHaveAttribute('data-primary', 'purple');
    expect(root).toHaveAttribute('data-density', 'compact');
    expect(root).toHaveAttribute('data-compact', 'false');
    expect(root).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('status')).toHaveTextContent('dark high purple ltr');
    unmount();
    expect(root).not.toHaveAttribute('data-color-scheme');
    expect(root).not.toHaveAttribute('dir');
    expect(root).toHaveAttribute('lang', 'xx');
    root.removeAttribute('lang');
  });

  it('defaults to light, default contrast, blue, compact layout', () => {
    render(<ThemeProvider scope="document" />);
    const root = document.documentElement;
    expect(root).toHaveAttribute('data-color-scheme', 'light');
    expect(root).toHaveAttribute('data-contrast', 'default');
    expect(root).toHaveAttribute('data-primary', 'blue');
    expect(root).toHaveAttribute('data-compact', 'true');
  });

  it('injects the --ab-* variables as a stylesheet', () => {
    render(<ThemeProvider />);
    const css = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
    expect(css).toContain('--ab-fg-default');
    expect(css).toContain('data-color-scheme="dark"');
    expect(css).toContain('forced-colors: active');
  });

  it('follows the language: Arabic sets dir=rtl and lang=ar', () => {
    render(
      <I18nProvider i18n={createI18n({ lng: 'ar', persist: false })}>
        <ThemeProvider scope="document">
          <ShowTheme />
        </ThemeProvider>
      </I18nProvider>,
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('status')).toHaveTextContent(/rtl$/);
  });

  it('uses BCP 47 for lang (cn → zh-CN), and an explicit direction wins over the language', () => {
    render(
      <I18nProvider i18n={createI18n({ lng: 'cn', persist: false })}>
        <ThemeProvider scope="document" direction="rtl" />
      </I18nProvider>,
    );
    expect(document.documentElement).toHaveAttribute('lang', 'zh-CN');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('element scope themes a subtree without touching <html>', () => {
    render(
      <ThemeProvider scope="element" colorScheme="dark" fontFamily="Georgia, serif">
        <p>inside</p>
      </ThemeProvider>,
    );
    const themed = screen.getByText('inside').parentElement!;
    expect(themed).toHaveAttribute('data-ab-theme');
    expect(themed).toHaveAttribute('data-color-scheme', 'dark');
    expect(themed.style.getPropertyValue('--ab-font-family')).toBe('Georgia, serif');
    expect(document.documentElement).not.toHaveAttribute('data-color-scheme');
  });

  it('scopes itself to its subtree by default: a host page keeps its <html> and base styles (issue 22)', () => {
    const root = document.documentElement;
    root.setAttribute('lang', 'de');
    const { container, unmount } = render(
      <ThemeProvider colorScheme="dark">
        <p>garage page</p>
      </ThemeProvider>,
    );
    expect(root).not.toHaveAttribute('data-color-scheme');
    expect(root).not.toHaveAttribute('dir');
    expect(root).toHaveAttribute('lang', 'de');
    expect(screen.getByText('garage page').parentElement).toHaveAttribute('data-color-scheme', 'dark');
    expect(container.firstElementChild).toHaveAttribute('data-ab-theme');
    const css = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
    expect(css).not.toMatch(/(^|\n)body\s*\{/);
    unmount();
    root.removeAttribute('lang');
  });
});
