import { EMAIL_CHANGE_TOKEN_MISSING } from '@abossey/sdk';
import { Button, useMessageTranslation } from '@abossey/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { sdk } from '../../sdk';
import { clearSession } from '../../session/session';
import { AuthLayout, FormAlert, FormLinks } from './AuthLayout';

/**
 * `/auth/report-email-change?token=` (issue 21): the "this was not me" link mailed to the OLD address when someone asks
 * to change the account's email. A button press (not the page load: mail scanners open links) stops or undoes the
 * change, signs the account out everywhere and mails this address a password reset link.
 */
export function ReportEmailChangePage() {
  const { t } = useTranslation('auth');
  const { tm, errorMessage } = useMessageTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; cause: unknown } | null>(
    token ? null : { tone: 'error', cause: EMAIL_CHANGE_TOKEN_MISSING },
  );

  const report = async () => {
    setBusy(true);
    try {
      const { message } = await sdk.users.reportEmailChange({ token });
      // Every session ended, this browser's too.
      clearSession();
      setResult({ tone: 'success', cause: message });
    } catch (error) {
      setResult({ tone: 'error', cause: error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t('reportEmail.title')} intro={result ? undefined : t('reportEmail.intro')}>
      {result ? (
        <FormAlert role={result.tone === 'error' ? 'alert' : 'status'} data-tone={result.tone}>
          {typeof result.cause === 'string' ? tm(result.cause) : errorMessage(result.cause)}
        </FormAlert>
      ) : (
        <Button variant="danger" fullWidth isPending={busy} onPress={() => void report()}>
          {t('reportEmail.submit')}
        </Button>
      )}
      <FormLinks>
        <Link to="/auth/sign-in">{t('backToSignIn')}</Link>
      </FormLinks>
    </AuthLayout>
  );
}
