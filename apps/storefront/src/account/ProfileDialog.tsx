import type { UserProfile } from '@abossey/sdk';
import { AvatarUpload, Button, Dialog, toast, useMessageTranslation, vars } from '@abossey/ui';
import { applyServerError, FormPasswordField, FormTextField } from '@abossey/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sdk } from '../sdk';
import { currentUserKey } from '../session/useCurrentUser';
import {
  needsCurrentPassword,
  PROFILE_FIELDS,
  type ProfileValues,
  profileDefaults,
  profileSchemaFor,
  profileUpdate,
} from './profileSchema';

const Form = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

const Row = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  @media (min-width: 600px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  border: 1px solid currentColor;
  color: ${vars.status.info.fg};
  background: ${vars.status.info.muted};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[3]};
`;

export const FormError = styled.p`
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  border: 1px solid currentColor;
  color: ${vars.status.danger.fg};
  background: ${vars.status.danger.muted};
`;

interface ProfileDialogProps {
  user: UserProfile;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * §4 profile update: names, username, email, phone (§5 rules) and a new photo (jpeg/png, at most 2 MB). The photo goes
 * up first through the SDK's uploads; if that fails the rest is still saved (§7) and a warning says so. A refused save
 * keeps everything typed and shows the server's message on its field or above the form. A new email or username asks
 * for the current password; a new email is only mailed a link, so the dialog then says to check the new inbox
 * (issue 21).
 */
export function ProfileDialog({ user, isOpen, onOpenChange }: ProfileDialogProps) {
  const { t } = useTranslation('shell');
  return (
    <Dialog title={t('profile.title')} size="md" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      {({ close }) => <ProfileForm user={user} onDone={close} />}
    </Dialog>
  );
}

function ProfileForm({ user, onDone }: { user: UserProfile; onDone: () => void }) {
  const { t } = useTranslation('shell');
  const { tm, errorMessage } = useMessageTranslation();
  const queryClient = useQueryClient();
  const [photo, setPhoto] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [schema] = useState(() => profileSchemaFor(user));
  const { control, handleSubmit, setError, formState } = useForm<ProfileValues>({
    resolver: zodResolver(schema),
    defaultValues: profileDefaults(user),
  });
  const [email = '', username = ''] = useWatch({ control, name: ['email', 'username'] });
  const asksPassword = needsCurrentPassword(user, { email, username });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    let imageUrl: string | undefined;
    if (photo) {
      try {
        imageUrl = (await sdk.uploads.create(photo, { timestamp: true })).secure_url;
      } catch (error) {
        toast.warning(errorMessage(error));
      }
    }
    try {
      const { pendingEmail: waiting, ...saved } = await sdk.users.update(
        user.id,
        profileUpdate(schema.parse(values), user, imageUrl),
      );
      queryClient.setQueryData(currentUserKey(user.id), saved);
      toast.success(tm('User updated successfully'));
      if (waiting) setPendingEmail(waiting);
      else onDone();
    } catch (error) {
      setFormError(applyServerError(error, setError, PROFILE_FIELDS));
    }
  });

  if (pendingEmail)
    return (
      <Form as="div">
        <Notice role="status">
          {t('profile.checkNewInbox', { email: pendingEmail, current: user.email })}
        </Notice>
        <Actions>
          <Button onPress={onDone}>{t('profile.done')}</Button>
        </Actions>
      </Form>
    );

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('profile.title')}>
      {formError ? <FormError role="alert">{tm(formError)}</FormError> : null}
      <AvatarUpload value={photo ?? user.avatarUrl} onChange={setPhoto} isDisabled={formState.isSubmitting} />
      <Row>
        <FormTextField
          control={control}
          name="firstName"
          label={t('profile.firstName')}
          autoComplete="given-name"
          isRequired
        />
        <FormTextField
          control={control}
          name="lastName"
          label={t('profile.lastName')}
          autoComplete="family-name"
          isRequired
        />
      </Row>
      <FormTextField
        control={control}
        name="otherNames"
        label={t('profile.otherNames')}
        autoComplete="additional-name"
      />
      <Row>
        <FormTextField
          control={control}
          name="username"
          label={t('profile.username')}
          autoComplete="username"
          isRequired
        />
        <FormTextField
          control={control}
          name="phoneNumber"
          type="tel"
          label={t('profile.phone')}
          autoComplete="tel"
          isRequired
        />
      </Row>
      <FormTextField
        control={control}
        name="email"
        type="email"
        label={t('profile.email')}
        autoComplete="email"
        isRequired
      />
      {asksPassword ? (
        <FormPasswordField
          control={control}
          name="currentPassword"
          label={t('profile.currentPassword')}
          description={t('profile.currentPasswordHint')}
          autoComplete="current-password"
          isRequired
        />
      ) : null}
      <Actions>
        <Button variant="secondary" onPress={onDone} isDisabled={formState.isSubmitting}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" isPending={formState.isSubmitting}>
          {t('profile.save')}
        </Button>
      </Actions>
    </Form>
  );
}
