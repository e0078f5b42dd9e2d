import { SIGN_UP_TOKEN_MISSING } from '@abossey/sdk';
import { useMessageTranslation } from '@abossey/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { sdk } from '../../sdk';
import { refreshSession } from '../../session/session';
import { AuthLayout, FormAlert, FormLinks } from './AuthLayout';
import { takeSignUpReturnUrl } from './signUpReturn';

/**
 * `/auth/confirm?token=` (ADR 0005): the link from the sign-up mail. Confirms once on arrival — the account is created
 * and signed in, then the buyer goes where the sign-up started — or shows the server's reason (expired, used) in the
 * chosen language with a way to sign up again.
 */
export function ConfirmSignUpPage() {
  const { t } = useTranslation('auth');
  const { tm, errorMessage } = useMessageTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  // What went wrong: the English message or the SDK error, translated when shown (so a language switch follows).
  const [failure, setFailure] = useState<{ cause: unknown } | null>(
    token ? null : { cause: SIGN_UP_TOKEN_MISSING },
  );
  // A token works once: never send it twice (React's development double effects, a re-render).
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    sdk.auth
      .confirmSignUp({ token })
      .then(async () => {
        refreshSession();
        await queryClient.invalidateQueries({ queryKey: ['users'] });
        navigate(takeSignUpReturnUrl(), { replace: true });
      })
      .catch((error: unknown) => setFailure({ cause: error }));
  }, [token, navigate, queryClient]);

  return (
    <AuthLayout title={t('confirm.title')} intro={failure ? undefined : t('confirm.intro')}>
      {failure ? (
        <>
          <FormAlert role="alert" data-tone="error">
            {typeof failure.cause === 'string' ? tm(failure.cause) : errorMessage(failure.cause)}
          </FormAlert>
          <FormLinks>
            <Link to="/auth/sign-up">{t('confirm.signUpAgain')}</Link>
            <Link to="/auth/sign-in">{t('backToSignIn')}</Link>
          </FormLinks>
        </>
      ) : (
        <p role="status">{t('confirm.working')}</p>
      )}
    </AuthLayout>
  );
}
