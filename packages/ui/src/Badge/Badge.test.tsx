import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Badge, badgeTones } from './Badge';

describe('Badge', () => {
  it('renders its text with tone, variant and size as data attributes', () => {
    renderWithProviders(
      <Badge tone="success" variant="solid" size="medium">
        Brand New
      </Badge>,
    );
    const badge = screen.getByText('Brand New');
    expect(badge).toHaveAttribute('data-tone', 'success');
    expect(badge).toHaveAttribute('data-variant', 'solid');
    expect(badge).toHaveAttribute('data-size', 'medium');
  });

  it('defaults to a small, subtle, neutral badge and passes other attributes through', () => {
    renderWithProviders(<Badge title="Condition">Used</Badge>);
    const badge = screen.getByText('Used');
    expect(badge).toHaveAttribute('data-tone', 'neutral');
    expect(badge).toHaveAttribute('data-variant', 'subtle');
    expect(badge).toHaveAttribute('data-size', 'small');
    expect(badge).toHaveAttribute('title', 'Condition');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <p>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
