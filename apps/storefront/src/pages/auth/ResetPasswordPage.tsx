import { newPassword } from '@abossey/sdk';
import { Button, useMessageTranslation } from '@abossey/ui';
import { applyServerError, FormPasswordField } from '@abossey/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { sdk } from '../../sdk';
import { AuthLayout, FormAlert, FormLinks } from './AuthLayout';

const MISSING_TOKEN = 'Missing or invalid password reset token. Please request a new reset link.';
const RESET_DONE = 'Password has been reset successfully!';
/** §9: redirect to sign-in 2000 ms after a successful reset. */
export const REDIRECT_AFTER_RESET_MS = 2000;

/** §5: the password rules, then a confirmation that must match. */
const resetForm = z
  .object({
    password: newPassword,
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your password!')),
  })
  .check(
    z.refine((value) => value.password === value.confirmPassword, {
      path: ['confirmPassword'],
      message: "Passwords don't match!",
    }),
  );
type ResetValues = z.infer<typeof resetForm>;

/** `/auth/reset-password?token=` (§2): new password with the strength meter; sign-in 2 s after success. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { tm } = useMessageTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [result, setResult] = useState<{ tone: 'error' | 'success'; message: string } | null>(
    token ? null : { tone: 'error', message: MISSING_TOKEN },
  );
  const { control, handleSubmit, setError, formState } = useForm<ResetValues>({
    resolver: zodResolver(resetForm) as never,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const done = result?.tone === 'success';

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(
      () => navigate('/auth/sign-in', { replace: true }),
      REDIRECT_AFTER_RESET_MS,
    );
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) {
      setResult({ tone: 'error', message: 'Reset token is missing. Please use the link from your email.' });
      return;
    }
    setResult(null);
    try {
      await sdk.auth.resetPassword({ token, password });
      setResult({ tone: 'success', message: RESET_DONE });
    } catch (error) {
      setResult({ tone: 'error', message: applyServerError(error, setError, ['password']) });
    }
  });

  return (
    <AuthLayout title={t('reset.title')} intro={t('reset.intro')}>
      <form onSubmit={onSubmit} noValidate>
        {result ? (
          <FormAlert role={result.tone === 'error' ? 'alert' : 'status'} data-tone={result.tone}>
            {tm(result.message)}
          </FormAlert>
        ) : null}
        <FormPasswordField
          control={control}
          name="password"
          label={t('fields.newPassword')}
          autoComplete="new-password"
          showStrength
          isRequired
          isDisabled={done}
        />
        <FormPasswordField
          control={control}
          name="confirmPassword"
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          isRequired
          isDisabled={done}
        />
        <Button type="submit" isPending={formState.isSubmitting} isDisabled={done} fullWidth>
          {t('reset.submit')}
        </Button>
      </form>
      <FormLinks>
        <Link to="/auth/forgot-password">{t('reset.newLink')}</Link>
        <Link to="/auth/sign-in">{t('backToSignIn')}</Link>
      </FormLinks>
    </AuthLayout>
  );
}
