import {
  type Business,
  type Part,
  type ProductDetail,
  productStates,
  type VehicleMake,
  warrantyUnits,
} from '@abossey/sdk';
import {
  Button,
  EmptyState,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  toast,
  useMessageTranslation,
  vars,
} from '@abossey/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { applyServerError, FieldRow, FormActions, FormAlert, FormTextField } from '../../forms/fields';
import { ImagePicker } from '../../forms/ImagePicker';
import { sdk } from '../../sdk';
import {
  DETAILS_FIELDS,
  detailsValid,
  type ProductFormOutput,
  type ProductFormValues,
  productFormDefaults,
  productFormSchema,
  toProductInput,
} from './productFormSchema';
import { VehicleDetails, VehicleSelection } from './VehicleSteps';

// tiptap is heavy: the editor loads with the form, in its own chunk.
const RichTextEditor = lazy(() =>
  import('@abossey/ui/rich-text-editor').then((m) => ({ default: m.RichTextEditor })),
);

const Card = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space[4]};
  padding: ${vars.space[3]};
  border: 1px solid ${vars.border.muted};
  border-radius: ${vars.radius.md};
  background: ${vars.bg.surface};
  [role='tabpanel'] {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${vars.space[4]};
    padding-block-start: ${vars.space[4]};
  }
  [role='tablist'] {
    overflow-x: auto;
  }
  @media (min-width: 600px) {
    padding: ${vars.space[6]};
  }
`;

const STEP_1_FIELDS = new Set<string>([...DETAILS_FIELDS, 'metadata']);

export interface ProductFormProps {
  product?: ProductDetail | undefined;
  parts: Part[];
  vehicles: VehicleMake[];
  shops: Business[];
  shopId?: number | undefined;
}

/** Cancel goes back (§2), or to the shops when the form was opened directly. */
function goBack() {
  if (window.history.length > 1) window.history.back();
  else window.location.assign('/shop');
}

/**
 * The §5 product form in three tabs: Product Details, Vehicle Selection, Vehicle Details. The vehicle tabs open once
 * the details are valid; Submit needs at least one vehicle. Files upload first (a failed upload is left out, §8),
 * then the product is created or updated and the storefront's product page opens.
 */
export function ProductForm({ product, parts, vehicles, shops, shopId }: ProductFormProps) {
  const { t } = useTranslation('console');
  const { t: tf } = useTranslation('fitment');
  const { tm, errorMessage } = useMessageTranslation();
  const editing = product !== undefined;
  const topRef = useRef<HTMLFormElement>(null);
  const [tab, setTab] = useState<Key>('details');
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => productFormSchema(editing), [editing]);
  const firstShop = shops.length === 1 ? shops[0]?.id : undefined;
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: productFormDefaults(product, shopId ?? firstShop),
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError, clearErrors, trigger, watch, formState } = form;
  const values = watch();
  const stepOneValid = detailsValid(values, editing);
  const part = parts.find((p) => p.id === values.partId);
  const sortedParts = useMemo(
    () => [...parts].sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name)),
    [parts],
  );

  if (shops.length === 0)
    return (
      <EmptyState
        title={t('productForm.noShops')}
        message={t('productForm.noShopsHint')}
        action={<a href="/shop-upload">{t('shopForm.newTitle')}</a>}
      />
    );

  const showFailure = (message: string) => {
    setFormError(message);
    topRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const onSubmit = handleSubmit(
    async (output) => {
      setFormError(null);
      const urls = [...output.images.urls];
      let uploadError: unknown = null;
      for (const file of output.images.files) {
        try {
          urls.push((await sdk.uploads.create(file)).secure_url);
        } catch (error) {
          // §8: a failed image upload does not stop the save; the product keeps the images that did upload.
          uploadError = error;
        }
      }
      if (uploadError) {
        const message = tm('Failed to upload image: {{reason}}', { reason: errorMessage(uploadError) });
        if (urls.length === 0) return showFailure(message);
        toast.warning(message);
      }
      try {
        const data = toProductInput(output, urls);
        const saved = product ? await sdk.products.update(product.id, data) : await sdk.products.create(data);
        toast.success(tm('Product uploaded successfully!'));
        // The product page is the storefront's: a full page load.
        window.location.assign(`/shop/product/${saved.id}`);
      } catch (error) {
        applyServerError(error, setError, [...DETAILS_FIELDS, 'vehicleMakeIds']);
        const details = (error as { details?: { path: string }[] }).details ?? [];
        if (details.some((d) => STEP_1_FIELDS.has(d.path.replace(/^data\./, '').split('.')[0] ?? '')))
          setTab('details');
        const server = (error as { message?: string }).message;
        showFailure(
          server
            ? tm('Upload failed: {{message}}', { message: errorMessage(error) })
            : tm('Product upload failed. Please try again.'),
        );
      }
    },
    (errors) => {
      if (DETAILS_FIELDS.some((field) => errors[field])) setTab('details');
    },
  );

  const next = async () => {
    if (await trigger([...DETAILS_FIELDS])) setTab('vehicles');
  };

  return (
    <Card
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? t('productForm.editTitle') : t('productForm.newTitle')}
    >
      {formError ? <FormAlert role="alert">{formError}</FormAlert> : null}
      <Tabs
        selectedKey={tab}
        onSelectionChange={setTab}
        disabledKeys={stepOneValid ? [] : ['vehicles', 'vehicleDetails']}
      >
        <TabList aria-label={t('productForm.steps')}>
          <Tab id="details">{t('productForm.tabs.details')}</Tab>
          <Tab id="vehicles">{t('productForm.tabs.vehicles')}</Tab>
          <Tab id="vehicleDetails">{t('productForm.tabs.vehicleDetails')}</Tab>
        </TabList>

        <TabPanel id="details">
          <Controller
            control={control}
            name="businessId"
            render={({ field, fieldState }) => (
              <Select
                label={t('productForm.shop')}
                isRequired
                fullWidth
                placeholder={t('productForm.chooseShop')}
                value={field.value ?? null}
                onChange={(key) => field.onChange(typeof key === 'number' ? key : Number(key))}
                onBlur={field.onBlur}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message ? tm(fieldState.error.message) : undefined}
              >
                {shops.map((shop) => (
                  <SelectItem key={shop.id} id={shop.id}>
                    {shop.name}
                  </SelectItem>
                ))}
              </Select>
            )}
          />
          <FormTextField control={control} name="name" label={t('productForm.name')} isRequired />
          <Controller
            control={control}
            name="images"
            render={({ field, fieldState }) => (
              <ImagePicker
                max={5}
                label={t('productForm.images')}
                description={t('productForm.imagesHint')}
                value={field.value}
                onChange={(nextImages) => {
                  clearErrors('images');
                  field.onChange(nextImages);
                }}
                onRefuse={(message) => setError('images', { type: 'refused', message })}
                error={fieldState.error?.message}
                isDisabled={formState.isSubmitting}
              />
            )}
          />
          <FieldRow>
            <Controller
              control={control}
              name="partId"
              render={({ field, fieldState }) => (
                <Select
                  label={t('productForm.part')}
                  isRequired
                  fullWidth
                  placeholder={t('productForm.choosePart')}
                  value={field.value ?? null}
                  onChange={(key) => field.onChange(key === null ? null : Number(key))}
                  onBlur={field.onBlur}
                  isInvalid={fieldState.invalid}
                  errorMessage={fieldState.error?.message ? tm(fieldState.error.message) : undefined}
                >
                  {sortedParts.map((p) => (
                    <SelectItem key={p.id} id={p.id} textValue={p.name}>
                      {p.name}
                    </SelectItem>
                  ))}
                </Select>
              )}
            />
            <TextField
              label={t('productForm.category')}
              description={t('productForm.categoryHint')}
              value={part?.category ?? ''}
              isReadOnly
              fullWidth
            />
          </FieldRow>
          <FormTextField
            control={control}
            name="partNumbers"
            label={t('productForm.partNumbers')}
            description={t('productForm.partNumbersHint')}
          />
          <FieldRow>
            <FormTextField
              control={control}
              name="price"
              label={t('productForm.price')}
              inputMode="decimal"
              isRequired
            />
            <Controller
              control={control}
              name="stock"
              render={({ field, fieldState }) => (
                <NumberField
                  label={t('productForm.quantity')}
                  isRequired
                  fullWidth
                  min={editing ? 0 : 1}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  isInvalid={fieldState.invalid}
                  errorMessage={fieldState.error?.message ? tm(fieldState.error.message) : undefined}
                />
              )}
            />
          </FieldRow>
          <DescriptionField control={control} />
          <FormActions>
            <Button variant="secondary" onPress={goBack}>
              {t('cancel')}
            </Button>
            <Button onPress={() => void next()}>{t('productForm.next')}</Button>
          </FormActions>
        </TabPanel>

        <TabPanel id="vehicles">
          <VehicleSelection
            form={form}
            vehicles={vehicles}
            onBack={() => setTab('details')}
            onNext={() => setTab('vehicleDetails')}
          />
        </TabPanel>

        <TabPanel id="vehicleDetails">
          <VehicleDetails form={form} vehicles={vehicles} />
          <FieldRow>
            <Controller
              control={control}
              name="productState"
              render={({ field }) => (
                <RadioGroup
                  label={t('productForm.condition')}
                  value={field.value}
                  onChange={field.onChange}
                  orientation="horizontal"
                >
                  <Radio value="">{t('productForm.conditionNone')}</Radio>
                  {productStates.map((state) => (
                    <Radio key={state} value={state}>
                      {t(`productForm.states.${state === 'Brand New' ? 'new' : 'used'}`)}
                    </Radio>
                  ))}
                </RadioGroup>
              )}
            />
            <FormTextField
              control={control}
              name="replacement"
              label={t('productForm.replacement')}
              description={t('productForm.replacementHint')}
              inputMode="numeric"
            />
          </FieldRow>
          <FieldRow>
            <FormTextField
              control={control}
              name="warrantyDuration"
              label={t('productForm.warranty')}
              inputMode="numeric"
            />
            <Controller
              control={control}
              name="warrantyUnit"
              render={({ field }) => (
                <Select
                  label={t('productForm.warrantyUnit')}
                  fullWidth
                  value={field.value}
                  onChange={(key) => field.onChange(key)}
                >
                  {warrantyUnits.map((unit) => (
                    <SelectItem key={unit} id={unit}>
                      {t(`productForm.units.${unit}`)}
                    </SelectItem>
                  ))}
                </Select>
              )}
            />
          </FieldRow>
          <FormTextField
            control={control}
            name="fitmentNote"
            label={tf('note')}
            description={tf('noteHint')}
            maxLength={500}
          />
          <FormActions>
            <Button
              variant="secondary"
              onPress={() => setTab('vehicles')}
              isDisabled={formState.isSubmitting}
            >
              {t('productForm.back')}
            </Button>
            <Button variant="secondary" onPress={goBack} isDisabled={formState.isSubmitting}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              isPending={formState.isSubmitting}
              isDisabled={formState.isSubmitting || values.vehicleMakeIds.length === 0}
            >
              {editing ? t('productForm.save') : t('productForm.submit')}
            </Button>
          </FormActions>
        </TabPanel>
      </Tabs>
    </Card>
  );
}

/** The description in the ui rich-text editor (markdown), loaded lazily. */
function DescriptionField({ control }: { control: Control<ProductFormValues, unknown, ProductFormOutput> }) {
  const { t } = useTranslation('console');
  const { tm } = useMessageTranslation();
  return (
    <Controller
      control={control}
      name="description"
      render={({ field, fieldState }) => (
        <Suspense fallback={<Skeleton variant="rect" height={280} aria-label={t('loading')} />}>
          <RichTextEditor
            label={t('productForm.description')}
            isRequired
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message ? tm(fieldState.error.message) : undefined}
          />
        </Suspense>
      )}
    />
  );
}
