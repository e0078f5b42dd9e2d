import { useLanguage } from '@abossey/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { cart } from '../cart';
import { Alert } from '../pages/checkout/layout';
import { sdk } from '../sdk';
import { capturePartnerRef } from './partnerRef';
import { type ImportResult, importWidgetLines, parseAddParam, withoutWidgetParams } from './widgetImport';

type Phase = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; result: ImportResult };

/**
 * On the checkout page: imports the lines a partner garage's cart widget sent (`?add=…&ref=…`, see widgetImport.ts),
 * then replaces the URL without them (a reload does not add twice) and says what was added or refused.
 */
export function WidgetCartImport() {
  const { t } = useTranslation('checkout');
  const { locale } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('add') || handled.current === location.search) return;
    handled.current = location.search;
    capturePartnerRef(location.search, cart);
    const lines = parseAddParam(params.get('add'));
    const clean = () =>
      navigate(
        { pathname: location.pathname, search: withoutWidgetParams(location.search), hash: location.hash },
        { replace: true },
      );
    if (lines.length === 0) {
      clean();
      setPhase({ kind: 'done', result: { added: [], unavailable: [], failed: false } });
      return;
    }
    setPhase({ kind: 'loading' });
    void importWidgetLines(lines, cart, (id) => sdk.products.retrieve(id)).then((result) => {
      clean();
      setPhase({ kind: 'done', result });
    });
  }, [location, navigate]);

  if (phase.kind === 'idle') return null;
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  const messages: { text: string; tone?: 'warning' | 'error' }[] = [];
  if (phase.kind === 'loading') messages.push({ text: t('import.loading') });
  else {
    const { added, unavailable, failed } = phase.result;
    if (added.length)
      messages.push({
        text: t('import.added', {
          items: list(added.map((line) => t('import.line', { quantity: line.quantity, name: line.name }))),
        }),
      });
    if (unavailable.length)
      messages.push({
        tone: 'warning',
        text: t('import.unavailable', {
          items: list(unavailable.map((part) => part.name ?? t('import.unknownPart', { id: part.id }))),
        }),
      });
    if (failed) messages.push({ tone: 'error', text: t('import.failed') });
    if (!added.length && !unavailable.length && !failed)
      messages.push({ tone: 'warning', text: t('import.none') });
  }
  return (
    <div role="status" data-testid="widget-import" style={{ display: 'grid', gap: '0.5rem' }}>
      {messages.map((message) => (
        <Alert key={message.text} data-tone={message.tone}>
          {message.text}
        </Alert>
      ))}
    </div>
  );
}
