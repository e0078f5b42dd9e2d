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
import { addScreenStrings } from '../../i18n';
import fitmentAr from '../../locales/fitment/ar.json';
import fitmentCn from '../../locales/fitment/cn.json';
import fitmentEn from '../../locales/fitment/en.json';
import fitmentFr from '../../locales/fitment/fr.json';
import fitmentVi from '../../locales/fitment/vi.json';
import formAr from '../../locales/productForm/ar.json';
import formCn from '../../locales/productForm/cn.json';
import formEn from '../../locales/productForm/en.json';
import formFr from '../../locales/productForm/fr.json';
import formVi from '../../locales/productForm/vi.json';
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

// The form's strings come with its chunk, not the console's first page (issue 9 budget).
addScreenStrings('productForm', { en: formEn, fr: formFr, vi: formVi, cn: formCn, ar: formAr });
addScreenStrings('fitment', { en: fitmentEn, fr: fitmentFr, vi: fitmentVi, cn: fitmentCn, ar: fitmentAr });

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
  const { t: tp } = useTranslation('productForm');
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
        title={tp('noShops')}
        message={tp('noShopsHint')}
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
    <Card onSubmit={onSubmit} noValidate aria-label={editing ? tp('editTitle') : tp('newTitle')}>
      {formError ? <FormAlert role="alert">{formError}</FormAlert> : null}
      <Tabs
        selectedKey={tab}
        onSelectionChange={setTab}
        disabledKeys={stepOneValid ? [] : ['vehicles', 'vehicleDetails']}
      >
        <TabList aria-label={tp('steps')}>
          <Tab id="details">{tp('tabs.details')}</Tab>
          <Tab id="vehicles">{tp('tabs.vehicles')}</Tab>
          <Tab id="vehicleDetails">{tp('tabs.vehicleDetails')}</Tab>
        </TabList>

        <TabPanel id="details">
          <Controller
            control={control}
            name="businessId"
            render={({ field, fieldState }) => (
              <Select
                label={tp('shop')}
                isRequired
                fullWidth
                placeholder={tp('chooseShop')}
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
          <FormTextField control={control} name="name" label={tp('name')} isRequired />
          <Controller
            control={control}
            name="images"
            render={({ field, fieldState }) => (
              <ImagePicker
                max={5}
                label={tp('images')}
                description={tp('imagesHint')}
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
                  label={tp('part')}
                  isRequired
                  fullWidth
                  placeholder={tp('choosePart')}
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
              label={tp('category')}
              description={tp('categoryHint')}
              value={part?.category ?? ''}
              isReadOnly
              fullWidth
            />
          </FieldRow>
          <FormTextField
            control={control}
            name="partNumbers"
            label={tp('partNumbers')}
            description={tp('partNumbersHint')}
            inputDir="ltr"
          />
          <FieldRow>
            <FormTextField
              control={control}
              name="price"
              label={tp('price')}
              inputMode="decimal"
              isRequired
            />
            <Controller
              control={control}
              name="stock"
              render={({ field, fieldState }) => (
                <NumberField
                  label={tp('quantity')}
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
            <Button onPress={() => void next()}>{tp('next')}</Button>
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
                  label={tp('condition')}
                  value={field.value}
                  onChange={field.onChange}
                  orientation="horizontal"
                >
                  <Radio value="">{tp('conditionNone')}</Radio>
                  {productStates.map((state) => (
                    <Radio key={state} value={state}>
                      {tp(`states.${state === 'Brand New' ? 'new' : 'used'}`)}
                    </Radio>
                  ))}
                </RadioGroup>
              )}
            />
            <FormTextField
              control={control}
              name="replacement"
              label={tp('replacement')}
              description={tp('replacementHint')}
              inputMode="numeric"
            />
          </FieldRow>
          <FieldRow>
            <FormTextField
              control={control}
              name="warrantyDuration"
              label={tp('warranty')}
              inputMode="numeric"
            />
            <Controller
              control={control}
              name="warrantyUnit"
              render={({ field }) => (
                <Select
                  label={tp('warrantyUnit')}
                  fullWidth
                  value={field.value}
                  onChange={(key) => field.onChange(key)}
                >
                  {warrantyUnits.map((unit) => (
                    <SelectItem key={unit} id={unit}>
                      {tp(`units.${unit}`)}
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
              {tp('back')}
            </Button>
            <Button variant="secondary" onPress={goBack} isDisabled={formState.isSubmitting}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              isPending={formState.isSubmitting}
              isDisabled={formState.isSubmitting || values.vehicleMakeIds.length === 0}
            >
              {editing ? tp('save') : tp('submit')}
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
  const { t: tp } = useTranslation('productForm');
  const { tm } = useMessageTranslation();
  return (
    <Controller
      control={control}
      name="description"
      render={({ field, fieldState }) => (
        <Suspense fallback={<Skeleton variant="rect" height={280} aria-label={t('loading')} />}>
          <RichTextEditor
            label={tp('description')}
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
