import { type Address, type AddressFields, addressFields } from '@abossey/sdk';
import { Button, Checkbox, useMessageTranslation, vars } from '@abossey/ui';
import { applyServerError, FormSelect, FormTextField } from '@abossey/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sdk } from '../../sdk';
import { FormAlert } from '../auth/AuthLayout';
import { ADDRESS_FORM_FIELDS, type AddressValues, addressFormValues, REGION_OPTIONS } from './addressValues';

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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
`;

export interface AddressFormProps {
  /** The address being edited; none creates one. */
  address?: Address;
  /** A first address becomes the default unless the buyer says otherwise. */
  makeDefault?: boolean;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}

/** §3 address: create or edit one of the buyer's addresses (the /address screen and checkout share it). */
export function AddressForm({ address, makeDefault = false, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation('checkout');
  const { tm } = useMessageTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<AddressValues>({
    resolver: zodResolver(addressFields) as never,
    defaultValues: addressFormValues(address, makeDefault),
  });

  const onSubmit = handleSubmit(async ({ zipCode, ...values }) => {
    setFormError(null);
    // The resolver hands over the schema's output: an empty GPS address is already null there.
    const data: AddressFields = { ...values, zipCode: (zipCode ?? '').trim() || null };
    try {
      onSaved(address ? await sdk.addresses.update(address.id, data) : await sdk.addresses.create(data));
    } catch (error) {
      setFormError(applyServerError(error, setError, ADDRESS_FORM_FIELDS));
    }
  });

  return (
    <Form
      onSubmit={onSubmit}
      noValidate
      aria-label={address ? t('address.editTitle') : t('address.newTitle')}
    >
      {formError ? (
        <FormAlert role="alert" data-tone="error">
          {tm(formError)}
        </FormAlert>
      ) : null}
      <Row>
        <FormTextField
          control={control}
          name="fullName"
          label={t('address.fields.fullName')}
          autoComplete="name"
          isRequired
        />
        <FormTextField
          control={control}
          name="phone"
          type="tel"
          label={t('address.fields.phone')}
          description={t('address.fields.phoneHint')}
          autoComplete="tel"
          isRequired
        />
      </Row>
      <FormTextField
        control={control}
        name="address"
        label={t('address.fields.address')}
        description={t('address.fields.addressHint')}
        autoComplete="street-address"
        isRequired
      />
      <Row>
        <FormTextField
          control={control}
          name="city"
          label={t('address.fields.city')}
          autoComplete="address-level2"
          isRequired
        />
        <FormSelect
          control={control}
          name="state"
          label={t('address.fields.region')}
          placeholder={t('address.fields.regionPlaceholder')}
          options={REGION_OPTIONS}
          isRequired
          fullWidth
        />
      </Row>
      <Row>
        <FormTextField
          control={control}
          name="zipCode"
          label={t('address.fields.zipCode')}
          description={t('address.fields.gpsHint')}
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="country"
          label={t('address.fields.country')}
          description={t('address.fields.countryHint')}
          autoComplete="country-name"
          isReadOnly
        />
      </Row>
      <Controller
        control={control}
        name="isDefault"
        render={({ field }) => (
          <Checkbox isSelected={field.value} onChange={field.onChange} name={field.name}>
            {t('address.fields.isDefault')}
          </Checkbox>
        )}
      />
      <Actions>
        <Button type="submit" isPending={formState.isSubmitting}>
          {address ? t('address.save') : t('address.create')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel} isDisabled={formState.isSubmitting}>
            {t('address.cancel')}
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}
