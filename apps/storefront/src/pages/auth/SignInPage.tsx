import { type LoginCredentials, loginCredentials } from '@abossey/sdk';
import { Button, useMessageTranslation } from '@abossey/ui';
import { applyServerError, FormPasswordField, FormTextField } from '@abossey/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { sdk } from '../../sdk';
import { safeReturnUrl } from '../../session/RequireAuth';
import { refreshSession } from '../../session/session';
import { AuthLayout, FormAlert, FormLinks } from './AuthLayout';

type SignInValues = { email: string; password: string };

/** `/auth/sign-in` (§2: title 'Welcome!', `returnUrl`): email or username and password. */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const { tm } = useMessageTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const [formError, setFormError] = useState<string | null>(null);
  // Set by sign-out (§4 'Logged out successfully').
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const { control, handleSubmit, setError, formState } = useForm<SignInValues>({
    resolver: zodResolver(loginCredentials) as never,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const identifier = values.email.trim();
    const credentials: LoginCredentials = identifier.includes('@')
      ? { email: identifier, password: values.password }
      : { identifier, password: values.password };
    try {
      await sdk.auth.login(credentials);
      refreshSession();
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      navigate(returnUrl, { replace: true });
    } catch (error) {
      setFormError(applyServerError(error, setError, ['email', 'password']));
    }
  });

  return (
    <AuthLayout title={t('signIn.title')} intro={t('signIn.intro')}>
      <form onSubmit={onSubmit} noValidate aria-describedby={formError ? 'sign-in-error' : undefined}>
        {notice && !formError ? (
          <FormAlert role="status" data-tone="success">
            {tm(notice)}
          </FormAlert>
        ) : null}
        {formError ? (
          <FormAlert id="sign-in-error" role="alert" data-tone="error">
            {tm(formError)}
          </FormAlert>
        ) : null}
        <FormTextField
          control={control}
          name="email"
          label={t('fields.emailOrUsername')}
          autoComplete="username"
          isRequired
        />
        <FormPasswordField
          control={control}
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
          isRequired
        />
        <Button type="submit" isPending={formState.isSubmitting} fullWidth>
          {t('signIn.submit')}
        </Button>
      </form>
      <FormLinks>
        <Link to="/auth/forgot-password">{t('signIn.forgot')}</Link>
        <Link to={`/auth/sign-up?${new URLSearchParams({ returnUrl })}`}>{t('signIn.createAccount')}</Link>
      </FormLinks>
    </AuthLayout>
  );
}
