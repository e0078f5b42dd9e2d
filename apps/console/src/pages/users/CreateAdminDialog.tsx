import { createAdminInput, profilePhone } from '@abossey/sdk';
import { Button, Dialog, PasswordField, toast, useMessageTranslation } from '@abossey/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { applyServerError, FieldRow, FormAlert, FormTextField } from '../../forms/fields';
import { sdk } from '../../sdk';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

/** `POST /admin` with the §5 account rules; the phone is optional here. */
const schema = z.extend(z.omit(createAdminInput, { phone: true, phoneNumber: true, otherNames: true }), {
  phoneNumber: z.union([z.literal(''), profilePhone]),
});
type Values = z.input<typeof schema>;
const FIELDS = ['firstName', 'lastName', 'email', 'username', 'phoneNumber', 'password'] as const;

/** §7 "POST /admin (create admin)": a new admin account; the signed-in admin stays signed in. */
export function CreateAdminDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation('admin');
  const { tm, errorMessage } = useMessageTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { firstName: '', lastName: '', email: '', username: '', phoneNumber: '', password: '' },
    resolver: zodResolver(schema),
  });

  const save = handleSubmit(async ({ phoneNumber, ...values }) => {
    setFailure(null);
    try {
      await sdk.auth.createAdmin({ ...values, ...(phoneNumber ? { phoneNumber } : {}) });
      toast.success(t('users.adminCreated'));
      onCreated();
    } catch (error) {
      applyServerError(error, setError, FIELDS);
      setFailure(errorMessage(error) || tm('Failed to create admin'));
    }
  });

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('users.createAdminTitle')}
      isCloseDisabled={formState.isSubmitting}
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={formState.isSubmitting}>
            {t('cancel')}
          </Button>
          <Button
            variant="primary"
            type="submit"
            form="create-admin-form"
            isPending={formState.isSubmitting}
            pendingLabel={t('saving')}
          >
            {t('users.createAdmin')}
          </Button>
        </>
      )}
    >
      <Form id="create-admin-form" noValidate onSubmit={(event) => void save(event)}>
        {failure ? <FormAlert role="alert">{failure}</FormAlert> : null}
        <FieldRow>
          <FormTextField control={control} name="firstName" label={t('users.columns.firstName')} isRequired />
          <FormTextField control={control} name="lastName" label={t('users.columns.lastName')} isRequired />
        </FieldRow>
        <FieldRow>
          <FormTextField
            control={control}
            name="email"
            type="email"
            autoComplete="off"
            label={t('users.columns.email')}
            isRequired
          />
          <FormTextField
            control={control}
            name="username"
            autoComplete="off"
            label={t('users.columns.username')}
            isRequired
          />
        </FieldRow>
        <FormTextField control={control} name="phoneNumber" type="tel" label={t('users.columns.phone')} />
        <Controller
          control={control}
          name="password"
          render={({ field, fieldState }) => (
            <PasswordField
              label={t('users.password')}
              isRequired
              showStrength
              autoComplete="new-password"
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message ? tm(fieldState.error.message) : undefined}
            />
          )}
        />
      </Form>
    </Dialog>
  );
}
