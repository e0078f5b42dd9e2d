import { type Business, formatMoney, type Product } from '@abossey/sdk';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { matchShops, parseVehicle, WidgetApiError } from '../core/api';
import { useFloat } from '../core/float';
import { useWidget, WidgetFrame, type WidgetProps, withRef } from '../core/frame';
import { absoluteUrl, navigateTop } from '../core/navigate';
import { searchCss } from './Search.styles';

/** §9: the storefront's search waits 500 ms after the last key; the widget matches it. */
export const SEARCH_DEBOUNCE_MS = 500;
const SEARCH_PRODUCT_LIMIT = 8;

export interface SearchProps extends WidgetProps {
  /** Only this shop's parts (`shop-id`); shops are then not listed. */
  shopId?: number | string | undefined;
  /** `Make/Model/Year` preset, e.g. `Toyota/Corolla/2015` (model and year optional). */
  vehicle?: string | undefined;
  debounceMs?: number | undefined;
}

type Status = 'idle' | 'loading' | 'done' | 'failed';
type Item = { type: 'shop'; shop: Business } | { type: 'product'; product: Product };

/** What `select` carries; cancel it to handle the result yourself instead of opening the marketplace. */
export interface SearchSelectDetail {
  type: 'shop' | 'product';
  id: number;
  url: string;
  item: Business | Product;
}

const positiveId = (value: number | string | undefined) => {
  if (value === undefined || value === '') return undefined;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
};

/** `2015 Toyota Corolla`, `Toyota Corolla`, `Toyota`: as much of the preset as it names, in the storefront's order. */
const presetLabel = (vehicle: { make: string; model?: string | undefined; year?: number | undefined }) =>
  [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');

/** `<abossey-search>`: as-you-type parts search over the marketplace, grouped Shops and Products (ARIA combobox). */
export function Search(props: SearchProps) {
  const shopId = positiveId(props.shopId);
  const presetVehicle = parseVehicle(props.vehicle);
  /** The `vehicle` preset the shopper removed (its chip's ×); another preset shows again. */
  const [cleared, setCleared] = useState<string | undefined>();
  const vehicle = cleared !== undefined && cleared === props.vehicle ? undefined : presetVehicle;
  const ctx = useWidget(props, [
    ...(Number.isNaN(shopId) ? ['shop-id'] : []),
    ...(vehicle instanceof Error ? ['vehicle'] : []),
  ]);
  const { t, api, emit, marketplace } = ctx;
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [items, setItems] = useState<Item[]>([]);
  const [answered, setAnswered] = useState('');
  const [active, setActive] = useState(-1);
  const request = useRef<AbortController | null>(null);
  const field = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const delay = props.debounceMs ?? SEARCH_DEBOUNCE_MS;
  const vehicleKey = vehicle instanceof Error ? '' : JSON.stringify(vehicle ?? '');

  useEffect(() => {
    emit('ready', { widget: 'search' });
  }, [emit]);

  useEffect(() => {
    const q = query.trim();
    request.current?.abort();
    if (!q) {
      setStatus('idle');
      setItems([]);
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    const timer = setTimeout(async () => {
      setStatus('loading');
      const fixedShop = Number.isInteger(shopId) ? shopId : undefined;
      const preset = vehicleKey ? (JSON.parse(vehicleKey) as ReturnType<typeof parseVehicle>) : undefined;
      try {
        const [products, shops] = await Promise.all([
          api.searchProducts(
            {
              q,
              limit: SEARCH_PRODUCT_LIMIT,
              businessId: fixedShop,
              vehicle: preset && !(preset instanceof Error) ? preset : undefined,
            },
            controller.signal,
          ),
          fixedShop ? Promise.resolve([]) : api.shops(controller.signal),
        ]);
        if (controller.signal.aborted) return;
        setItems([
          ...matchShops(q, shops).map((shop): Item => ({ type: 'shop', shop })),
          ...products.map((product): Item => ({ type: 'product', product })),
        ]);
        setAnswered(q);
        setActive(-1);
        setStatus('done');
        emit('change', { query: q, products: products.length });
      } catch (error) {
        if (controller.signal.aborted) return;
        setStatus('failed');
        emit('error', {
          code: 'search-failed',
          message: error instanceof WidgetApiError ? error.message : String(error),
        });
      }
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, api, delay, shopId, vehicleKey, emit]);

  const urlOf = (item: Item) =>
    withRef(
      item.type === 'shop'
        ? `${marketplace}/shop/${item.shop.id}`
        : `${marketplace}/shop/product/${item.product.id}`,
      props.partnerRef,
    );
  const choose = (item: Item) => {
    const url = urlOf(item);
    const detail: SearchSelectDetail =
      item.type === 'shop'
        ? { type: 'shop', id: item.shop.id, url, item: item.shop }
        : { type: 'product', id: item.product.id, url, item: item.product };
    setOpen(false);
    if (emit('select', detail)) navigateTop(url);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = status === 'done' ? items.length : 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index < 0 && step < 0 ? count - 1 : (index + step + count) % count));
    } else if (event.key === 'Enter') {
      const item = items[active];
      if (open && status === 'done' && item) {
        event.preventDefault();
        choose(item);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else setQuery('');
    }
  };

  useFloat(open, field, popover, { placement: 'bottom', gap: 4, maxHeight: 360, matchWidth: true });

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-opt-${index}`;
  const showList = open && status === 'done' && items.length > 0;
  const shops = items.filter((item) => item.type === 'shop');
  const option = (item: Item, index: number) => (
    // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: combobox pattern — focus stays in the input (aria-activedescendant), which handles the keys.
    <div
      key={`${item.type}-${item.type === 'shop' ? item.shop.id : item.product.id}`}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className="ab-opt"
      data-part="option"
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => choose(item)}
      onMouseEnter={() => setActive(index)}
    >
      {item.type === 'shop' ? (
        <>
          <span className="ab-opt-name">{item.shop.name}</span>
          <span className="ab-muted">{item.shop.address}</span>
        </>
      ) : (
        <>
          {item.product.images[0] ? (
            <img src={absoluteUrl(item.product.images[0], marketplace)} alt="" width="32" height="32" />
          ) : null}
          <span className="ab-opt-name">{item.product.name}</span>
          <span className="ab-money">{formatMoney(item.product.price)}</span>
        </>
      )}
    </div>
  );

  return (
    <WidgetFrame props={props} ctx={ctx} css={searchCss} part="search">
      <search
        className="ab-search"
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        {vehicle && !(vehicle instanceof Error) ? (
          <p className="ab-vehicle" data-part="vehicle">
            <span className="ab-vehicle-name">
              {/* The vehicle in its own direction (<bdi>): "2015 Toyota Corolla" stays in order in Arabic. */}
              {t('vehicleChip', { vehicle: '\u0000' })
                .split('\u0000')
                .flatMap((text, index) =>
                  index === 0 ? [text] : [<bdi key="vehicle">{presetLabel(vehicle)}</bdi>, text],
                )}
            </span>
            <button
              type="button"
              className="ab-vehicle-clear"
              data-part="clear-vehicle"
              aria-label={t('clearVehicle', { vehicle: presetLabel(vehicle) })}
              onClick={() => {
                setCleared(props.vehicle);
                input.current?.focus();
              }}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z"
                />
              </svg>
            </button>
          </p>
        ) : null}
        <div className="ab-field" ref={field}>
          <svg className="ab-icon" viewBox="0 0 24 24" aria-hidden="true" width="18" height="18">
            <path
              fill="currentColor"
              d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"
            />
          </svg>
          <input
            ref={input}
            type="text"
            role="combobox"
            data-part="input"
            aria-label={t('searchLabel')}
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onInput={(event) => {
              setQuery((event.target as HTMLInputElement).value);
              setOpen(true);
            }}
            onChange={() => {}}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
          />
        </div>
        <div className="ab-pop" data-part="popover" hidden={!open} ref={popover}>
          <p role="status" className={status === 'failed' ? 'ab-msg' : 'ab-status'} data-part="status">
            {!open
              ? ''
              : status === 'idle'
                ? t('enterKeywords')
                : status === 'loading'
                  ? t('searching')
                  : status === 'failed'
                    ? t('failed')
                    : items.length === 0
                      ? `${t('notFound')} - ${t('noResults', { query: answered })}`
                      : t('resultCount', { count: items.length })}
          </p>
          <div id={listId} role="listbox" aria-label={t('results')} hidden={!showList} data-part="listbox">
            {shops.length > 0 ? (
              // biome-ignore lint/a11y/useSemanticElements: an ARIA listbox groups options with role=group, not fieldset.
              <div role="group" aria-labelledby={`${id}-shops`}>
                <div id={`${id}-shops`} role="presentation" className="ab-group">
                  {t('shops')}
                </div>
                {shops.map(option)}
              </div>
            ) : null}
            {items.length > shops.length ? (
              // biome-ignore lint/a11y/useSemanticElements: an ARIA listbox groups options with role=group, not fieldset.
              <div role="group" aria-labelledby={`${id}-products`}>
                <div id={`${id}-products`} role="presentation" className="ab-group">
                  {t('products')}
                </div>
                {items.slice(shops.length).map((item, index) => option(item, shops.length + index))}
              </div>
            ) : null}
          </div>
        </div>
      </search>
    </WidgetFrame>
  );
}
