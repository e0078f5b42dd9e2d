import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Carousel, slideSizeToCss } from './Carousel';

const slides = ['Brake pads', 'Oil filter', 'Spark plugs', 'Radiator'].map((name) => (
  <article key={name}>{name}</article>
));

describe('slideSizeToCss', () => {
  it('maps auto, px, strings and slides per view', () => {
    expect(slideSizeToCss('auto')).toBe('auto');
    expect(slideSizeToCss(240)).toBe('240px');
    expect(slideSizeToCss('80%')).toBe('80%');
    expect(slideSizeToCss('12rem')).toBe('12rem');
    expect(slideSizeToCss(-5)).toBe('100%');
    expect(slideSizeToCss('  ')).toBe('100%');
    expect(slideSizeToCss('auto', 3)).toBe('calc((100% - 2 * var(--_gap)) / 3)');
    expect(slideSizeToCss(200, 2.5)).toBe('calc((100% - 2 * var(--_gap)) / 2.5)');
  });
});

describe('Carousel', { timeout: 60_000 }, () => {
  it('is a named carousel region of labelled slides with controls', () => {
    renderWithProviders(<Carousel aria-label="Similar products">{slides}</Carousel>);
    const region = screen.getByRole('region', { name: 'Similar products' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(4);
    expect(groups[1]).toHaveAttribute('aria-label', '2 of 4');
    expect(groups[1]).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('next, dots and arrow keys move the current slide; buttons disable at the ends', async () => {
    const onIndexChange = vi.fn();
    const { user } = renderWithProviders(
      <Carousel aria-label="Parts" onIndexChange={onIndexChange}>
        {slides}
      </Carousel>,
    );
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
    const viewport = document.querySelector('[data-part="viewport"]') as HTMLElement;
    viewport.focus();
    await user.keyboard('{ArrowLeft}');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    await user.keyboard('{Home}');
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
    await user.keyboard('{End}');
    expect(onIndexChange).toHaveBeenLastCalledWith(3);
  });

  it('mirrors arrow keys in Arabic', async () => {
    const onIndexChange = vi.fn();
    const { user } = renderWithProviders(
      <div dir="rtl">
        <Carousel onIndexChange={onIndexChange}>{slides}</Carousel>
      </div>,
      { lng: 'ar' },
    );
    expect(screen.getByRole('button', { name: 'الشريحة التالية' })).toBeEnabled();
    (document.querySelector('[data-part="viewport"]') as HTMLElement).focus();
    await user.keyboard('{ArrowLeft}');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
  });

  it('renders one slide without controls, and nothing for no slides', () => {
    const { container, rerender } = renderWithProviders(
      <Carousel aria-label="One">
        <p>Only</p>
      </Carousel>,
    );
    expect(screen.getByText('Only')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Carousel aria-label="None">{[]}</Carousel>);
    expect(container.querySelector('section')).toBeNull();
  });

  it('speaks French', () => {
    renderWithProviders(<Carousel>{slides}</Carousel>, { lng: 'fr' });
    expect(screen.getByRole('region', { name: 'Carrousel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diapositive suivante' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<Carousel aria-label="Parts">{slides}</Carousel>);
    await expectNoAxeViolations(container);
  });
});
