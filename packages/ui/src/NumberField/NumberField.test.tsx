import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { NumberField } from './NumberField';

function Controlled({ onChange }: { onChange: (value: number) => void }) {
  const [value, setValue] = useState(4);
  return (
    <NumberField
      label="Quantity"
      value={value}
      onChange={(v) => {
        onChange(v);
        setValue(v);
      }}
    />
  );
}

describe('NumberField', () => {
  it('steps with the buttons and stops at min (1 by default) and max', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <NumberField label="Quantity" defaultValue={2} max={3} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    const minus = screen.getByRole('button', { name: 'Decrease Quantity' });
    const plus = screen.getByRole('button', { name: 'Increase Quantity' });
    await user.click(minus);
    expect(input).toHaveValue('1');
    expect(minus).toBeDisabled();
    expect(minus).toHaveAttribute('data-disabled', 'true');
    await user.click(plus);
    await user.click(plus);
    expect(input).toHaveValue('3');
    expect(plus).toBeDisabled();
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([1, 2, 3]);
  });

  it('accepts digits only', async () => {
    const { user } = renderWithProviders(<NumberField label="Quantity" />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.type(input, '1a2.-5');
    expect(input).toHaveValue('125');
  });

  it('on blur, an empty or too-low value becomes 1 (§2)', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('honours a custom min and shows errors', async () => {
    const { user } = renderWithProviders(
      <NumberField label="Price" min={5} isInvalid errorMessage="Price is required!" />,
    );
    const input = screen.getByRole('textbox', { name: 'Price' });
    await user.click(input);
    await user.tab();
    expect(input).toHaveValue('5');
    expect(input).toHaveAccessibleDescription('Price is required!');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <NumberField label="Quantity" defaultValue={1} description="In stock: 12" />,
    );
    await expectNoAxeViolations(container);
  });
});
