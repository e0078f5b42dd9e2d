import {
  bulkPricePesewas,
  formatMoney,
  PRODUCT_BULK_MIN_PESEWAS,
  PRODUCT_MAX_PRICE,
  PRODUCT_MAX_STOCK,
  type Product,
  type ProductBulkAction,
  type ProductBulkPriceMode,
  type ProductBulkResult,
  toCedis,
  toPesewas,
} from '@abossey/sdk';
import {
  Button,
  ConfirmDialog,
  Dialog,
  Radio,
  RadioGroup,
  TextField,
  useMessageTranslation,
  vars,
} from '@abossey/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormAlert } from '../../forms/fields';
import { sdk } from '../../sdk';
import { parseStock } from './InlineNumberCell';

/** What a bulk action (or a row's archive, unarchive or delete) is about to do, and to which products. */
export interface PendingBulk {
  kind: ProductBulkAction['type'];
  products: Product[];
}

const Form = styled.form`
  display: grid;
  gap: ${vars.space[4]};
`;

const Preview = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${vars.space[1]};
  font-size: 0.9em;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${vars.space[3]};
  }
  [data-part='prices'] {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

/** How many products the price dialog shows before and after. */
const PREVIEW_ROWS = 5;
const FORM_ID = 'products-bulk-form';

/** A signed change as typed: `5`, `-10`, `+2.50`, `2,5` (at most two decimals), not 0. */
function parseChange(text: string): number | undefined {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.').replace(/^\+/, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const value = Number(cleaned);
  return value === 0 ? undefined : value;
}

interface FormDialogProps {
  pending: PendingBulk;
  onClose: () => void;
  onDone: (result: ProductBulkResult, action: ProductBulkAction) => void;
}

/** Sends the action; a refusal is shown in the dialog (the server's message), which stays open. */
function useBulkSubmit({ pending, onDone }: Pick<FormDialogProps, 'pending' | 'onDone'>) {
  const { errorMessage } = useMessageTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (action: ProductBulkAction) => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await sdk.products.bulk({ ids: pending.products.map((p) => p.id), action });
      onDone(result, action);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, submit };
}

function FormDialog({
  title,
  busy,
  onClose,
  children,
}: {
  title: string;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('products');
  return (
    <Dialog
      isOpen
      size="sm"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      isCloseDisabled={busy}
      isKeyboardDismissDisabled={busy}
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={busy}>
            {t('bulk.cancel')}
          </Button>
          <Button
            variant="primary"
            type="submit"
            form={FORM_ID}
            isPending={busy}
            pendingLabel={t('bulk.applying')}
          >
            {t('bulk.apply')}
          </Button>
        </>
      )}
    >
      {children}
    </Dialog>
  );
}

/** Price by % or by GH₵ for the selected products, with the first few new prices shown before it is sent. */
function PriceDialog({ pending, onClose, onDone }: FormDialogProps) {
  const { t } = useTranslation('products');
  const { busy, failure, submit } = useBulkSubmit({ pending, onDone });
  const [mode, setMode] = useState<ProductBulkPriceMode>('percent');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const value = parseChange(text);
  const count = pending.products.length;
  const preview =
    value === undefined
      ? []
      : pending.products.slice(0, PREVIEW_ROWS).map((p) => ({
          product: p,
          next: toCedis(bulkPricePesewas(toPesewas(p.price), { mode, value })),
        }));
  const outOfRange = (price: number) =>
    toPesewas(price) < PRODUCT_BULK_MIN_PESEWAS || price > PRODUCT_MAX_PRICE;

  return (
    <FormDialog title={t('bulk.priceTitle', { count })} busy={busy} onClose={onClose}>
      <Form
        id={FORM_ID}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (value === undefined) {
            setInvalid(true);
            return;
          }
          void submit({ type: 'price', mode, value });
        }}
      >
        {failure ? <FormAlert role="alert">{failure}</FormAlert> : null}
        <RadioGroup
          label={t('bulk.priceMode')}
          orientation="horizontal"
          value={mode}
          onChange={(next) => setMode(next as ProductBulkPriceMode)}
        >
          <Radio value="percent">{t('bulk.percent')}</Radio>
          <Radio value="amount">{t('bulk.amount')}</Radio>
        </RadioGroup>
        <TextField
          label={mode === 'percent' ? t('bulk.percentValue') : t('bulk.amountValue')}
          description={t('bulk.priceHelp')}
          inputMode="decimal"
          inputDir="ltr"
          autoFocus
          isRequired
          value={text}
          onChange={(next) => {
            setText(next);
            setInvalid(false);
          }}
          isInvalid={invalid}
          errorMessage={invalid ? t('bulk.priceInvalid') : undefined}
        />
        {preview.length ? (
          <Preview aria-label={t('bulk.preview')}>
            {preview.map(({ product, next }) => (
              <li key={product.id}>
                <bdi>{product.name}</bdi>
                <span data-part="prices" dir="ltr">
                  {formatMoney(product.price)} → {outOfRange(next) ? '—' : formatMoney(next)}
                </span>
              </li>
            ))}
            {count > PREVIEW_ROWS ? <li>{t('bulk.previewMore', { count: count - PREVIEW_ROWS })}</li> : null}
          </Preview>
        ) : null}
      </Form>
    </FormDialog>
  );
}

/** One stock figure for every selected product. */
function StockDialog({ pending, onClose, onDone }: FormDialogProps) {
  const { t } = useTranslation('products');
  const { busy, failure, submit } = useBulkSubmit({ pending, onDone });
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <FormDialog
      title={t('bulk.stockTitle', { count: pending.products.length })}
      busy={busy}
      onClose={onClose}
    >
      <Form
        id={FORM_ID}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          const value = parseStock(text, PRODUCT_MAX_STOCK);
          if (value === undefined) {
            setInvalid(true);
            return;
          }
          void submit({ type: 'stock', value });
        }}
      >
        {failure ? <FormAlert role="alert">{failure}</FormAlert> : null}
        <TextField
          label={t('bulk.stockValue')}
          inputMode="numeric"
          inputDir="ltr"
          autoFocus
          isRequired
          value={text}
          onChange={(next) => {
            setText(next);
            setInvalid(false);
          }}
          isInvalid={invalid}
          errorMessage={invalid ? t('bulk.stockInvalid') : undefined}
        />
      </Form>
    </FormDialog>
  );
}

/**
 * The dialog of a pending bulk action: a form for price and stock, a confirmation saying how many products (or
 * naming the one) for archive, unarchive and delete. `onDone` gets the server's answer; a refusal stays in the dialog.
 */
export function BulkDialogs({
  pending,
  onClose,
  onDone,
}: Omit<FormDialogProps, 'pending'> & { pending: PendingBulk | null }) {
  const { t } = useTranslation('products');
  const { errorMessage } = useMessageTranslation();
  if (!pending) return null;
  if (pending.kind === 'price') return <PriceDialog pending={pending} onClose={onClose} onDone={onDone} />;
  if (pending.kind === 'stock') return <StockDialog pending={pending} onClose={onClose} onDone={onDone} />;

  const kind = pending.kind;
  const count = pending.products.length;
  const only = count === 1 ? pending.products[0] : undefined;
  const action = { type: kind } as ProductBulkAction;
  return (
    <ConfirmDialog
      isOpen
      tone={kind === 'delete' ? 'danger' : 'default'}
      title={only ? t(`bulk.${kind}TitleOne`, { name: only.name }) : t(`bulk.${kind}Title`, { count })}
      message={t(`bulk.${kind}Message`)}
      confirmLabel={t(`bulk.${kind}Confirm`)}
      pendingLabel={t(`bulk.${kind}Pending`)}
      errorMessage={(error) => errorMessage(error)}
      onOpenChange={(open) => (open ? undefined : onClose())}
      onConfirm={async () => {
        const result = await sdk.products.bulk({ ids: pending.products.map((p) => p.id), action });
        onDone(result, action);
      }}
    />
  );
}
