import { profilePhone, type RegisterInput, registerInput } from '@abossey/sdk';
import { Button, Radio, RadioGroup, useMessageTranslation, vars } from '@abossey/ui';
import { applyServerError, FormPasswordField, FormTextField } from '@abossey/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { sdk } from '../../sdk';
import { safeReturnUrl } from '../../session/RequireAuth';
import { AuthLayout, FormAlert, FormLinks } from './AuthLayout';
import { rememberSignUpReturnUrl } from './signUpReturn';

const Row = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  @media (min-width: 600px) {
    grid-template-columns: 1fr 1fr;
  }
`;

type SignUpValues = {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  phoneNumber: string;
  password: string;
  userType: 'customer' | 'vendor';
};
/** The SDK's register rules, except that an empty phone field means no phone (it is optional). */
const signUpSchema = z.extend(registerInput, { phoneNumber: z.union([z.literal(''), profilePhone]) });
const FIELDS = ['firstName', 'lastName', 'email', 'username', 'phoneNumber', 'password', 'userType'] as const;

/**
 * `/auth/sign-up`: a customer or vendor account. After submit the page says to check the mail (the same whether or
 * not the email already has an account, ADR 0005); the mailed link opens `/auth/confirm`, which signs in.
 */
export function SignUpPage() {
  const { t } = useTranslation('auth');
  const { tm } = useMessageTranslation();
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const { control, handleSubmit, setError, formState, reset } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema) as never,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      username: '',
      phoneNumber: '',
      password: '',
      userType: 'customer',
    },
  });

  const onSubmit = handleSubmit(async ({ phoneNumber, ...values }) => {
    setFormError(null);
    const input: RegisterInput = phoneNumber.trim() ? { ...values, phoneNumber } : values;
    try {
      const { message } = await sdk.auth.register(input);
      rememberSignUpReturnUrl(returnUrl);
      setSent({ email: values.email.trim(), message });
    } catch (error) {
      setFormError(applyServerError(error, setError, FIELDS));
    }
  });

  if (sent) {
    return (
      <AuthLayout title={t('signUp.checkTitle')} intro={t('signUp.checkIntro', { email: sent.email })}>
        <FormAlert role="status" data-tone="success">
          {tm(sent.message)}
        </FormAlert>
        <p>{t('signUp.checkHint')}</p>
        <FormLinks>
          <Button
            variant="ghost"
            size="small"
            onPress={() => {
              reset();
              setSent(null);
            }}
          >
            {t('signUp.otherEmail')}
          </Button>
          <Link to="/auth/sign-in">{t('backToSignIn')}</Link>
        </FormLinks>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('signUp.title')} intro={t('signUp.intro')}>
      <form onSubmit={onSubmit} noValidate>
        {formError ? (
          <FormAlert role="alert" data-tone="error">
            {tm(formError)}
          </FormAlert>
        ) : null}
        <Row>
          <FormTextField
            control={control}
            name="firstName"
            label={t('fields.firstName')}
            autoComplete="given-name"
            isRequired
          />
          <FormTextField
            control={control}
            name="lastName"
            label={t('fields.lastName')}
            autoComplete="family-name"
            isRequired
          />
        </Row>
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          isRequired
        />
        <FormTextField
          control={control}
          name="username"
          label={t('fields.username')}
          autoComplete="username"
          isRequired
        />
        <FormTextField
          control={control}
          name="phoneNumber"
          type="tel"
          label={t('fields.phone')}
          description={t('fields.phoneHint')}
          autoComplete="tel"
        />
        <FormPasswordField
          control={control}
          name="password"
          label={t('fields.password')}
          autoComplete="new-password"
          showStrength
          isRequired
        />
        <Controller
          control={control}
          name="userType"
          render={({ field }) => (
            <RadioGroup
              label={t('fields.accountType')}
              value={field.value}
              onChange={field.onChange}
              orientation="horizontal"
            >
              <Radio value="customer">{t('signUp.customer')}</Radio>
              <Radio value="vendor">{t('signUp.vendor')}</Radio>
            </RadioGroup>
          )}
        />
        <Button type="submit" isPending={formState.isSubmitting} fullWidth>
          {t('signUp.submit')}
        </Button>
      </form>
      <FormLinks>
        <span>
          {t('signUp.haveAccount')}{' '}
          <Link to={`/auth/sign-in?${new URLSearchParams({ returnUrl })}`}>{t('signUp.signIn')}</Link>
        </span>
      </FormLinks>
    </AuthLayout>
  );
}
