import { type Business, shopCountries } from '@abossey/sdk';
import {
  Button,
  ErrorPanel,
  Select,
  SelectItem,
  Skeleton,
  useLanguage,
  useMessageTranslation,
} from '@abossey/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormTextArea } from '../../forms/FormTextArea';
import {
  applyServerError,
  FieldRow,
  FormActions,
  FormAlert,
  FormCard,
  FormTextField,
} from '../../forms/fields';
import { ImagePicker } from '../../forms/ImagePicker';
import { uploadFiles } from '../../forms/upload';
import { sdk } from '../../sdk';
import { canEditShop } from '../../session/editAccess';
import { useSession } from '../../session/session';
import { FormColumn, PageHeading } from '../../shell/Page';
import { DeliverySettings } from './DeliverySettings';
import {
  SHOP_FIELDS,
  type ShopFormOutput,
  type ShopFormValues,
  shopFormDefaults,
  shopFormSchema,
  toBusinessInput,
} from './shopForm';

/** ISO codes of the §5 country list, for their names in the chosen language. */
const COUNTRY_CODES: Record<(typeof shopCountries)[number], string> = {
  USA: 'US',
  Canada: 'CA',
  Australia: 'AU',
  Ghana: 'GH',
  Nigeria: 'NG',
  Kenya: 'KE',
  Uganda: 'UG',
  Tanzania: 'TZ',
  'South Africa': 'ZA',
  Egypt: 'EG',
  Algeria: 'DZ',
  Morocco: 'MA',
  Tunisia: 'TN',
  Libya: 'LY',
  Jordan: 'JO',
};

/** A positive whole number from a route parameter, else undefined. */
const idParam = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** `/shop-upload` and `/shop-edit/:shopId` (§2 'Add New Shop' / 'Edit Shop'). */
export function ShopFormPage() {
  const { t } = useTranslation('console');
  const { errorMessage } = useMessageTranslation();
  const { shopId } = useParams();
  const id = idParam(shopId);
  const editing = shopId !== undefined;
  const shop = useQuery({
    queryKey: ['business', id],
    queryFn: ({ signal }) => sdk.business.retrieve(id ?? 0, { signal }),
    enabled: id !== undefined,
  });
  // Issue 24: another vendor's shop refuses when the form loads (the server would refuse the Save), judged on the
  // server's list of the user's shops and roles.
  const session = useSession();
  const isVendor = session?.userType === 'vendor';
  const myShops = useQuery({
    queryKey: ['business', 'user', session?.userId],
    queryFn: ({ signal }) => sdk.business.listForUser(session?.userId, { signal }),
    enabled: editing && isVendor,
  });
  const title = editing ? t('shopForm.editTitle') : t('shopForm.newTitle');

  return (
    <FormColumn>
      <PageHeading title={title} />
      {!editing ? (
        <ShopForm />
      ) : id === undefined ? (
        <ErrorPanel title={t('shopForm.notFound')} headingLevel={2} />
      ) : shop.isPending || (isVendor && myShops.isPending) ? (
        <Skeleton variant="rect" height={480} aria-label={t('loading')} />
      ) : shop.isError || myShops.isError ? (
        <ErrorPanel
          headingLevel={2}
          title={t('shopForm.loadFailed')}
          message={errorMessage(shop.error ?? myShops.error)}
          onRetry={() => void (shop.isError ? shop.refetch() : myShops.refetch())}
          isRetrying={shop.isFetching || myShops.isFetching}
        />
      ) : !canEditShop(session?.userType, shop.data.id, myShops.data ?? []) ? (
        <ErrorPanel headingLevel={2} title={t('shopForm.notYours')} message={t('shopForm.notYoursMessage')} />
      ) : (
        <>
          <p>
            <Link to={`/products/import?shop=${shop.data.id}`}>{t('shopForm.importCsv')}</Link>
          </p>
          <ShopForm shop={shop.data} />
          <DeliverySettings businessId={shop.data.id} />
        </>
      )}
    </FormColumn>
  );
}

function ShopForm({ shop }: { shop?: Business }) {
  const { t } = useTranslation('console');
  const { tm, errorMessage } = useMessageTranslation();
  const { locale } = useLanguage();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, clearErrors, formState } = useForm<
    ShopFormValues,
    unknown,
    ShopFormOutput
  >({
    resolver: zodResolver(shopFormSchema),
    defaultValues: shopFormDefaults(shop),
  });
  const countryName = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (country: (typeof shopCountries)[number]) => names.of(COUNTRY_CODES[country]) ?? country;
  }, [locale]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    let imageUrl = values.image.urls[0] ?? '';
    if (values.image.files.length) {
      try {
        imageUrl = (await uploadFiles(values.image.files))[0] ?? '';
      } catch (error) {
        // §8 'Failed to upload image: {reason}'; nothing is saved and the chosen file stays.
        setFormError(tm('Failed to upload image: {{reason}}', { reason: errorMessage(error) }));
        return;
      }
    }
    try {
      const data = toBusinessInput(values, imageUrl);
      const saved = shop ? await sdk.business.update(shop.id, data) : await sdk.business.create(data);
      // /shop/{id} is the storefront's page: a full page load.
      window.location.assign(`/shop/${saved.id}`);
    } catch (error) {
      applyServerError(error, setError, SHOP_FIELDS);
      setFormError(errorMessage(error));
    }
  });

  return (
    <FormCard onSubmit={onSubmit} noValidate aria-label={t('shopForm.details')}>
      {formError ? <FormAlert role="alert">{formError}</FormAlert> : null}
      <FormTextField control={control} name="name" label={t('shopForm.name')} isRequired />
      <FormTextArea control={control} name="description" label={t('shopForm.description')} isRequired />
      <FieldRow>
        <FormTextField
          control={control}
          name="address"
          label={t('shopForm.address')}
          autoComplete="street-address"
          isRequired
        />
        <FormTextField
          control={control}
          name="gpsAddress"
          label={t('shopForm.gpsAddress')}
          description={t('shopForm.gpsHint')}
        />
      </FieldRow>
      <FieldRow>
        <FormTextField
          control={control}
          name="phone"
          type="tel"
          label={t('shopForm.phone')}
          autoComplete="tel"
          isRequired
        />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('shopForm.email')}
          autoComplete="email"
        />
      </FieldRow>
      <Controller
        control={control}
        name="country"
        render={({ field, fieldState }) => (
          <Select
            label={t('shopForm.country')}
            isRequired
            fullWidth
            name={field.name}
            value={field.value ?? null}
            onChange={(key) => field.onChange(key)}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message ? tm(fieldState.error.message) : undefined}
          >
            {shopCountries.map((country) => (
              <SelectItem key={country} id={country} textValue={countryName(country)}>
                {countryName(country)}
              </SelectItem>
            ))}
          </Select>
        )}
      />
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImagePicker
            max={1}
            label={t('shopForm.image')}
            description={t('shopForm.imageHint')}
            value={{ files: field.value.files, urls: field.value.urls }}
            onChange={(next) => {
              clearErrors('image');
              field.onChange(next);
            }}
            onRefuse={(message) => setError('image', { type: 'refused', message })}
            error={fieldState.error?.message}
            isDisabled={formState.isSubmitting}
          />
        )}
      />
      <FormActions>
        <Button
          variant="secondary"
          onPress={() => window.location.assign('/shop')}
          isDisabled={formState.isSubmitting}
        >
          {t('cancel')}
        </Button>
        <Button type="submit" isPending={formState.isSubmitting}>
          {shop ? t('shopForm.save') : t('shopForm.create')}
        </Button>
      </FormActions>
    </FormCard>
  );
}
