import { ApiError, GHANA_REGIONS } from '@abossey/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import { applyServerError, FormPasswordField, FormSelect, FormTextField } from './index';

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

/** A delivery-address-like form: the region is chosen from Ghana's 16, never typed (issue 21). */
function RegionForm() {
  const { control, handleSubmit, setError } = useForm<{ region: string }>({ defaultValues: { region: '' } });
  const [saved, setSaved] = useState('');
  const submit = handleSubmit(({ region }) => {
    if (!region) return setError('region', { type: 'required', message: 'Region is required!' });
    setSaved(region);
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Address"
      style={{ display: 'grid', gap: 16, maxInlineSize: 360 }}
    >
      <FormSelect
        control={control}
        name="region"
        label="Region"
        placeholder="Choose a region"
        isRequired
        options={GHANA_REGIONS.map((region) => ({ id: region, label: region }))}
      />
      <button type="submit">Save</button>
      {saved ? <p role="status">{saved}</p> : null}
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
          "`@abossey/ui/forms`: `FormTextField`, `FormPasswordField` and `FormSelect` bound to react-hook-form, and `applyServerError`, which puts a refused request's field details back on the fields.",
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

/** Behaviour only (the Select's look has its own stories): no visual baseline. */
export const RegionChosenFromAList: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: () => <RegionForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Region is required!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Region/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findAllByRole('option')).toHaveLength(16);
    await userEvent.click(body.getByRole('option', { name: 'Ashanti' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Ashanti');
    await expect(canvas.queryByText('Region is required!')).toBeNull();
  },
};
