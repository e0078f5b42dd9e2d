import { screen } from '@testing-library/react';
import { Input, TextField } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { FieldHelp, FieldLabel } from './Field';

function Composed(props: { isInvalid?: boolean; isRequired?: boolean }) {
  return (
    <TextField isInvalid={props.isInvalid} isRequired={props.isRequired}>
      <FieldLabel isRequired={props.isRequired}>Phone</FieldLabel>
      <Input />
      <FieldHelp description="We call you when the order ships" errorMessage="Phone number is required!" />
    </TextField>
  );
}

describe('Field slots', () => {
  it('label the control and describe it, with the required star hidden from screen readers', async () => {
    const { container } = renderWithProviders(<Composed isRequired />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAccessibleDescription('We call you when the order ships');
    expect(container.querySelector('[data-part="required"]')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('show the error message only while the field is invalid', () => {
    const { rerender } = renderWithProviders(<Composed />);
    expect(screen.queryByText('Phone number is required!')).toBeNull();
    rerender(<Composed isInvalid />);
    expect(screen.getByText('Phone number is required!')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');
  });
});
