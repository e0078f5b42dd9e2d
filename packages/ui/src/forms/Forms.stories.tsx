import { ApiError } from '@abossey/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import { applyServerError, FormPasswordField, FormTextField } from './index';

type Values = { email: string; password: string };

/** A sign-up-like form whose "server" refuses the email: the message lands on the field, what was typed stays. */
function SignUpForm() {
  const { control, handleSubmit, setError } = useForm<Values>({ defaultValues: { email: '', password: '' } });
  const [alert, setAlert] = useState('');
  const submit = handleSubmit(() => {
    const refusal = new ApiError('Email is already registered', 409, [
      { path: 'data.email', message: 'Email is already registered' },
    ]);
    setAlert(applyServerError(refusal, setError, ['email', 'password']));
  });
  return (
    <form onSubmit={submit} aria-label="Sign up" style={{ display: 'grid', gap: 16, maxInlineSize: 360 }}>
      <FormTextField control={control} name="email" label="Email" />
      <FormPasswordField control={control} name="password" label="Password" />
      <button type="submit">Create</button>
      {alert ? <p role="alert">{alert}</p> : null}
    </form>
  );
}

const meta = {
  title: 'Components/Forms',
  component: SignUpForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "`@abossey/ui/forms`: `FormTextField` and `FormPasswordField` bound to react-hook-form, and `applyServerError`, which puts a refused request's field details back on the fields.",
      },
    },
  },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const RefusedByTheServer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ama@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ama@example.com');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  },
};
