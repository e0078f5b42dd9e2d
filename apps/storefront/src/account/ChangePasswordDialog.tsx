import { Button, Dialog, toast, useMessageTranslation, vars } from '@abossey/ui';
import { applyServerError, FormPasswordField } from '@abossey/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sdk } from '../sdk';
import { refreshSession } from '../session/session';
import { FormError } from './ProfileDialog';
import { CHANGE_PASSWORD_FIELDS, type ChangePasswordValues, changePasswordSchema } from './passwordSchema';

const Form = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[3]};
`;

interface ChangePasswordDialogProps {
  userId: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Change Password for a signed-in user: the current password, a new one (§5 rules, strength meter) and its
 * confirmation. The server ends every other session and answers a fresh one for this tab, which the SDK keeps.
 * A wrong current password shows on its field and everything typed stays.
 */
export function ChangePasswordDialog({ userId, isOpen, onOpenChange }: ChangePasswordDialogProps) {
  const { t } = useTranslation('shell');
  return (
    <Dialog title={t('password.title')} size="sm" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      {({ close }) => <ChangePasswordForm userId={userId} onDone={close} />}
    </Dialog>
  );
}

function ChangePasswordForm({ userId, onDone }: { userId: number; onDone: () => void }) {
  const { t } = useTranslation('shell');
  const { tm } = useMessageTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    setFormError(null);
    try {
      await sdk.auth.updatePassword(userId, { currentPassword, password });
      refreshSession();
      toast.success(t('password.changed'));
      onDone();
    } catch (error) {
      setFormError(applyServerError(error, setError, CHANGE_PASSWORD_FIELDS));
    }
  });

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('password.title')}>
      {formError ? <FormError role="alert">{tm(formError)}</FormError> : null}
      <FormPasswordField
        control={control}
        name="currentPassword"
        label={t('password.current')}
        autoComplete="current-password"
        isRequired
      />
      <FormPasswordField
        control={control}
        name="password"
        label={t('password.new')}
        autoComplete="new-password"
        showStrength
        isRequired
      />
      <FormPasswordField
        control={control}
        name="confirmPassword"
        label={t('password.confirm')}
        autoComplete="new-password"
        isRequired
      />
      <Actions>
        <Button variant="secondary" onPress={onDone} isDisabled={formState.isSubmitting}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" isPending={formState.isSubmitting}>
          {t('password.submit')}
        </Button>
      </Actions>
    </Form>
  );
}
