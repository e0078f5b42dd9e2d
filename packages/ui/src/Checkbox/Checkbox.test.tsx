import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by click and Space, with data-selected', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Checkbox onChange={onChange}>Remember me</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    const label = box.closest('label');
    await user.click(box);
    expect(box).toBeChecked();
    expect(label).toHaveAttribute('data-selected', 'true');
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
    expect(label).toHaveAttribute('data-focus-visible', 'true');
  });

  it('supports indeterminate, invalid and disabled', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <>
        <Checkbox isIndeterminate aria-label="Select all rows" />
        <Checkbox isInvalid isRequired>
          I accept the terms
        </Checkbox>
        <Checkbox isDisabled onChange={onChange}>
          Disabled
        </Checkbox>
      </>,
    );
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(all).toHaveProperty('indeterminate', true);
    expect(all.closest('label')).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const disabled = screen.getByRole('checkbox', { name: 'Disabled' });
    expect(disabled).toBeDisabled();
    await user.click(disabled);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <>
        <Checkbox defaultSelected>Brand New</Checkbox>
        <Checkbox isIndeterminate aria-label="Select all" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
