import { ApiError } from '@abossey/sdk';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { renderWithProviders } from '../test/render';
import { applyServerError, FormPasswordField, FormTextField } from './index';

type Values = { email: string; password: string };

/** A sign-up-like form whose submit is refused by the "server" with field details. */
function RefusedForm() {
  const { control, handleSubmit, setError } = useForm<Values>({ defaultValues: { email: '', password: '' } });
  const [alert, setAlert] = useState('');
  const submit = handleSubmit(() => {
    const refusal = new ApiError('Email is already registered', 409, [
      { path: 'data.email', message: 'Email is already registered' },
    ]);
    setAlert(applyServerError(refusal, setError, ['email', 'password']));
  });
  return (
    <form onSubmit={submit} aria-label="Sign up">
      <FormTextField control={control} name="email" label="Email" />
      <FormPasswordField control={control} name="password" label="Password" />
      <button type="submit">Create</button>
      <p role="alert">{alert}</p>
    </form>
  );
}

describe('form bindings', () => {
  it('keep what was typed and show the refusal on its field, translated', async () => {
    const { user } = renderWithProviders(<RefusedForm />, { lng: 'fr' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ama@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ama@example.com');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Cette adresse e-mail est déjà utilisée')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Email is already registered');
  });

  it('answers a generic message for what is not an API refusal', () => {
    expect(applyServerError(new Error('boom'), () => undefined, [])).toBe('Something went wrong!');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithProviders(<RefusedForm />);
    await expectNoAxeViolations(container);
  });
});
