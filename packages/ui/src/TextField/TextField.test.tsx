import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { TextField } from './TextField';

function Controlled({ onBlur }: { onBlur: () => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField label="Name" value={value} onChange={setValue} onBlur={onBlur} />
      <output>{value}</output>
    </>
  );
}

describe('TextField', () => {
  it('is a textbox named by its label and described by its description', () => {
    renderWithProviders(<TextField label="Shop name" description="As buyers will see it" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Shop name' });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('As buyers will see it');
  });

  it('works controlled (react-hook-form style) and calls onChange / onBlur', async () => {
    const onBlur = vi.fn();
    const { user } = renderWithProviders(<Controlled onBlur={onBlur} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Brake pads');
    expect(screen.getByRole('status')).toHaveTextContent('Brake pads');
    await user.tab();
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('shows the error message while invalid (data-invalid, aria-invalid)', () => {
    const { container, rerender } = renderWithProviders(
      <TextField label="Name" errorMessage="Name is required!" />,
    );
    expect(screen.queryByText('Name is required!')).not.toBeInTheDocument();
    rerender(<TextField label="Name" isInvalid errorMessage="Name is required!" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Name is required!');
    expect(container.querySelector('.react-aria-TextField, [data-rac]')).toHaveAttribute(
      'data-invalid',
      'true',
    );
  });

  it('passes RAC props and the input ref', () => {
    let input: HTMLInputElement | null = null;
    renderWithProviders(
      <TextField
        label="Email"
        type="email"
        name="email"
        isDisabled
        inputRef={(el) => {
          input = el;
        }}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Email' });
    expect(box).toHaveAttribute('type', 'email');
    expect(box).toHaveAttribute('name', 'email');
    expect(box).toBeDisabled();
    expect(input).toBe(box);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(
      <>
        <TextField label="Name" description="Help" />
        <TextField label="Email" isInvalid errorMessage="Email must be a valid email address!" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
