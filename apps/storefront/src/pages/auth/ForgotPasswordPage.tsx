import { passwordResetRequest, RESET_MAIL_SENT } from '@abossey/sdk';
import { Button, useMessageTranslation } from '@abossey/ui';
import { applyServerError, FormTextField } from '@abossey/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sdk } from '../../sdk';
import { AuthLayout, FormAlert, FormLinks } from './AuthLayout';

/** `/auth/forgot-password` (§2): the reset mail; the answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const { tm } = useMessageTranslation();
  const [result, setResult] = useState<{ tone: 'error' | 'success'; message: string } | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<{ email: string }>({
    resolver: zodResolver(passwordResetRequest) as never,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      await sdk.auth.requestPasswordReset(values);
      setResult({ tone: 'success', message: RESET_MAIL_SENT });
    } catch (error) {
      setResult({ tone: 'error', message: applyServerError(error, setError, ['email']) });
    }
  });

  return (
    <AuthLayout title={t('forgot.title')} intro={t('forgot.intro')}>
      <form onSubmit={onSubmit} noValidate>
        {result ? (
          <FormAlert role={result.tone === 'error' ? 'alert' : 'status'} data-tone={result.tone}>
            {tm(result.message)}
          </FormAlert>
        ) : null}
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          isRequired
        />
        <Button type="submit" isPending={formState.isSubmitting} fullWidth>
          {t('forgot.submit')}
        </Button>
      </form>
      <FormLinks>
        <Link to="/auth/sign-in">{t('backToSignIn')}</Link>
      </FormLinks>
    </AuthLayout>
  );
}
