import type { UserProfile } from '@abossey/sdk';
import { Button, Dialog, Select, SelectItem, Switch, TextField, useMessageTranslation } from '@abossey/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { applyServerError, FieldRow, FormAlert, FormTextField } from '../../forms/fields';
import { sdk } from '../../sdk';
import {
  type EditUserValues,
  editUserDefaults,
  editUserPayload,
  editUserSchema,
  typeAfterSwitch,
} from './editUserForm';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'userType', 'isAdmin'] as const;

/** §2 edit user: names, phone, account type and the admin switch; username and email are read-only. */
export function EditUserDialog({
  user,
  onClose,
  onSaved,
}: {
  user: UserProfile;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin');
  const { tm, errorMessage } = useMessageTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, watch, formState } = useForm<EditUserValues>({
    defaultValues: editUserDefaults(user),
    resolver: zodResolver(editUserSchema),
  });
  const isAdmin = watch('isAdmin');

  const save = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sdk.users.update(user.id, editUserPayload(values));
      onSaved();
    } catch (error) {
      // A refusal keeps what was typed: the fields stay, the messages go on them or above the form.
      applyServerError(error, setError, FIELDS);
      setFailure(errorMessage(error) || tm('Failed to update user'));
    }
  });

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('users.editTitle')}
      isCloseDisabled={formState.isSubmitting}
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={formState.isSubmitting}>
            {t('cancel')}
          </Button>
          <Button
            variant="primary"
            type="submit"
            form="edit-user-form"
            isPending={formState.isSubmitting}
            pendingLabel={t('saving')}
          >
            {t('save')}
          </Button>
        </>
      )}
    >
      <Form id="edit-user-form" noValidate onSubmit={(event) => void save(event)}>
        {failure ? <FormAlert role="alert">{failure}</FormAlert> : null}
        <FieldRow>
          <TextField label={t('users.columns.username')} value={user.username} isReadOnly fullWidth />
          <TextField label={t('users.columns.email')} value={user.email} isReadOnly fullWidth />
        </FieldRow>
        <FieldRow>
          <FormTextField control={control} name="firstName" label={t('users.columns.firstName')} isRequired />
          <FormTextField control={control} name="lastName" label={t('users.columns.lastName')} isRequired />
        </FieldRow>
        <FormTextField
          control={control}
          name="phoneNumber"
          type="tel"
          autoComplete="off"
          label={t('users.columns.phone')}
          isRequired
        />
        <Controller
          control={control}
          name="userType"
          render={({ field }) => (
            <Select
              label={t('users.columns.accountType')}
              fullWidth
              name={field.name}
              value={field.value}
              onChange={(key) => field.onChange(key)}
              isDisabled={isAdmin}
              description={isAdmin ? t('users.adminForcesType') : undefined}
            >
              {(['customer', 'vendor', 'admin'] as const).map((type) => (
                <SelectItem key={type} id={type}>
                  {t(`users.types.${type}`)}
                </SelectItem>
              ))}
            </Select>
          )}
        />
        <Controller
          control={control}
          name="isAdmin"
          render={({ field }) => (
            <Switch
              isSelected={field.value}
              onChange={(on) => {
                field.onChange(on);
                setValue('userType', typeAfterSwitch(on, watch('userType')));
              }}
            >
              {t('users.adminSwitch')}
            </Switch>
          )}
        />
      </Form>
    </Dialog>
  );
}
