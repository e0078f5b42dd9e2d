import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and renders its variant', () => {
    const { container } = renderWithProviders(
      <div aria-busy="true">
        <Skeleton variant="circle" width={40} />
        <Skeleton variant="rect" height="10rem" />
        <Skeleton />
      </div>,
    );
    const shapes = container.querySelectorAll('[data-part="skeleton"]');
    expect(shapes).toHaveLength(3);
    for (const shape of shapes) expect(shape).toHaveAttribute('aria-hidden', 'true');
    expect(shapes[0]).toHaveAttribute('data-variant', 'circle');
    expect((shapes[0] as HTMLElement).style.getPropertyValue('--_width')).toBe('40px');
    expect(shapes[1]).toHaveAttribute('data-variant', 'rect');
    expect((shapes[1] as HTMLElement).style.getPropertyValue('--_height')).toBe('10rem');
    expect(shapes[2]).toHaveAttribute('data-variant', 'text');
  });

  it('renders several text lines, and can turn the animation off', () => {
    const { container } = renderWithProviders(<Skeleton lines={3} animation="none" />);
    const group = container.querySelector('[data-part="skeleton"]');
    expect(group?.children).toHaveLength(3);
    for (const line of group?.children ?? []) {
      expect(line).toHaveAttribute('data-variant', 'text');
      expect(line).toHaveAttribute('data-animation', 'none');
    }
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <div aria-busy="true">
        <Skeleton lines={2} />
        <Skeleton variant="circle" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
