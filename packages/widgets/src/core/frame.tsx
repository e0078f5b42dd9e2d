import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import en from '../locales/en.json';
import { createApi, type WidgetApi } from './api';
import { dirOf, isWidgetLang, loadMessages, localeOf, messagesNow, type Translate, translator } from './i18n';
import type { CommonOptions, Emit } from './mount';
import { baseCss, WIDGET_THEMES, type WidgetTheme } from './theme';

/** Props every widget component takes: the mount options plus an event callback. */
export interface WidgetProps extends Omit<CommonOptions, 'ref'> {
  /** The partner garage's referral id (`ref` attribute/option; `ref` itself is React's). */
  partnerRef?: string | undefined;
  /** Called for every widget event; return false to cancel (as `event.preventDefault()` does). */
  onEvent?: Emit | undefined;
}

export interface WidgetContext {
  t: Translate;
  api: WidgetApi;
  /** Marketplace origin for links. */
  marketplace: string;
  emit: Emit;
  /** Attribute names that were set to something unusable. */
  problems: string[];
}

const originOf = (base: string) => {
  try {
    return new URL(base, globalThis.location?.href).origin;
  } catch {
    return '';
  }
};

/** Language, API, links and event plumbing for one widget. */
export function useWidget(props: WidgetProps, extraProblems: readonly string[] = []): WidgetContext {
  const lang = isWidgetLang(props.lang) ? props.lang : 'en';
  const [messages, setMessages] = useState(() => messagesNow(lang) ?? en);
  useEffect(() => {
    let live = true;
    void loadMessages(lang).then((loaded) => live && setMessages(loaded));
    return () => {
      live = false;
    };
  }, [lang]);
  const apiBase = props.apiBase ?? '';
  const api = useMemo(() => createApi({ apiBase, fetch: props.fetch }), [apiBase, props.fetch]);
  const onEvent = useRef(props.onEvent);
  onEvent.current = props.onEvent;
  const emit = useMemo<Emit>(() => (name, detail) => onEvent.current?.(name, detail) ?? true, []);
  const problems = [
    ...(props.lang !== undefined && !isWidgetLang(props.lang) ? ['lang'] : []),
    ...(props.theme !== undefined && !(WIDGET_THEMES as readonly string[]).includes(props.theme)
      ? ['theme']
      : []),
    ...(props.partnerRef !== undefined && !/^[\w.-]{1,64}$/.test(props.partnerRef) ? ['ref'] : []),
    ...extraProblems,
  ];
  const problemKey = problems.join();
  useEffect(() => {
    if (problemKey) emit('error', { code: 'bad-attribute', attributes: problemKey.split(',') });
  }, [problemKey, emit]);
  return {
    t: useMemo(() => translator(lang, messages), [lang, messages]),
    api,
    marketplace: apiBase ? originOf(apiBase) : (globalThis.location?.origin ?? ''),
    emit,
    problems,
  };
}

/** The widget's root: its stylesheet, language, direction and theme; bad attributes shown as one small message. */
export function WidgetFrame({
  props,
  ctx,
  css,
  part,
  children,
}: {
  props: WidgetProps;
  ctx: WidgetContext;
  css: string;
  part: string;
  children: ReactNode;
}) {
  const lang = isWidgetLang(props.lang) ? props.lang : 'en';
  const theme: WidgetTheme = props.theme === 'dark' ? 'dark' : 'light';
  return (
    <div className="abw" data-part={part} data-theme={theme} lang={localeOf(lang)} dir={dirOf(lang)}>
      <style>{baseCss + css}</style>
      {ctx.problems.length > 0 ? (
        <p className="ab-msg" role="alert" data-part="message">
          {ctx.t('badAttribute', { name: ctx.problems.join(', ') })}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** Links to the marketplace carry the partner's `ref`. */
export function withRef(url: string, ref: string | undefined): string {
  if (!ref) return url;
  return `${url}${url.includes('?') ? '&' : '?'}ref=${encodeURIComponent(ref)}`;
}
