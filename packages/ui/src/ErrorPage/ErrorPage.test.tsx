import { screen } from '@testing-library/react';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { ErrorPage, Forbidden, NotFound, ServerError } from './ErrorPage';

describe('ErrorPage', { timeout: 30_000 }, () => {
  it.each([
    [403, 'No permission', /restricted access/],
    [404, 'Sorry, page not found!', /couldn't find the page/],
    [500, '500 Internal server error', /There was an error/],
  ] as const)('%s shows its title, message and a link home', (code, title, message) => {
    renderWithProviders(<ErrorPage code={code} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('the named wrappers pick their code; the illustration is hidden from assistive technology', () => {
    const { container, rerender } = renderWithProviders(<Forbidden />);
    expect(container.querySelector('[data-code="403"]')).not.toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    rerender(<NotFound />);
    expect(screen.getByRole('heading', { name: 'Sorry, page not found!' })).toBeInTheDocument();
    rerender(<ServerError />);
    expect(screen.getByRole('heading', { name: '500 Internal server error' })).toBeInTheDocument();
  });

  it('an unknown code falls back to 404; title, message and heading level can be overridden', () => {
    // @ts-expect-error: a code outside the union, as an untyped caller might pass
    const { rerender } = renderWithProviders(<ErrorPage code={418} />);
    expect(screen.getByRole('heading', { name: 'Sorry, page not found!' })).toBeInTheDocument();
    rerender(<ErrorPage code={403} title="Vendors only" message={null} headingLevel={2} homeHref="/shop" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Vendors only' })).toBeInTheDocument();
    expect(screen.queryByText(/restricted access/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/shop');
  });

  it('goes home through the app router', async () => {
    const navigate = vi.fn();
    const { user } = renderWithProviders(
      <RouterProvider navigate={navigate}>
        <ErrorPage code={500} />
      </RouterProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Go to home' }));
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  });

  it('translates', () => {
    renderWithProviders(<ErrorPage code={404} />, { lng: 'fr' });
    expect(screen.getByRole('heading', { name: 'Désolé, page introuvable !' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<ErrorPage code={403} />);
    await expectNoAxeViolations(container);
  });
});
