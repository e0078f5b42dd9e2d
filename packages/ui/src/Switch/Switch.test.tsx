import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a switch that toggles by click and Space', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Switch onChange={onChange}>Dense</Switch>);
    const sw = screen.getByRole('switch', { name: 'Dense' });
    await user.click(sw);
    expect(sw).toBeChecked();
    expect(sw.closest('label')).toHaveAttribute('data-selected', 'true');
    await user.keyboard(' ');
    expect(sw).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('is controlled and can be disabled', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <Switch isSelected isDisabled onChange={onChange}>
        Admin
      </Switch>,
    );
    const sw = screen.getByRole('switch', { name: 'Admin' });
    expect(sw).toBeChecked();
    expect(sw.closest('label')).toHaveAttribute('data-disabled', 'true');
    await user.click(sw);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <>
        <Switch defaultSelected>Dense</Switch>
        <Switch aria-label="Compact layout" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
