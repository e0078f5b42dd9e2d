import { EMAIL_CHANGE_TOKEN_MISSING } from '@abossey/sdk';
import { useMessageTranslation } from '@abossey/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { sdk } from '../../sdk';
import { refreshSession } from '../../session/session';
import { AuthLayout, FormAlert, FormLinks } from './AuthLayout';

/**
 * `/auth/confirm-email?token=` (issue 21): the link mailed to a new email address. Confirms once on arrival: the new
 * address takes effect, every other session of the account ends and this browser is signed in with a fresh one. Or
 * shows the server's reason (used, replaced, expired) in the chosen language.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const { tm, errorMessage } = useMessageTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<'working' | 'done' | { cause: unknown }>(
    token ? 'working' : { cause: EMAIL_CHANGE_TOKEN_MISSING },
  );
  // A token works once: never send it twice (React's development double effects, a re-render).
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    sdk.users
      .confirmEmailChange({ token })
      .then(async () => {
        refreshSession();
        await queryClient.invalidateQueries({ queryKey: ['users'] });
        setState('done');
      })
      .catch((error: unknown) => setState({ cause: error }));
  }, [token, queryClient]);

  return (
    <AuthLayout title={t('confirmEmail.title')}>
      {state === 'working' ? (
        <p role="status">{t('confirmEmail.working')}</p>
      ) : state === 'done' ? (
        <>
          <FormAlert role="status" data-tone="success">
            {t('confirmEmail.done')}
          </FormAlert>
          <FormLinks>
            <Link to="/shop/all-products">{t('confirmEmail.continue')}</Link>
          </FormLinks>
        </>
      ) : (
        <>
          <FormAlert role="alert" data-tone="error">
            {typeof state.cause === 'string' ? tm(state.cause) : errorMessage(state.cause)}
          </FormAlert>
          <FormLinks>
            <Link to="/auth/sign-in">{t('backToSignIn')}</Link>
          </FormLinks>
        </>
      )}
    </AuthLayout>
  );
}
