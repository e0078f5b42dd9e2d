import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import en from '../locales/en.json';
import { createApi, type WidgetApi } from './api';
import { BRAND_VARS, type BrandValues, brandVars, type Rgb } from './brand';
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
  const root = useRef<HTMLDivElement>(null);
  useBrand(root, theme);
  return (
    <div
      ref={root}
      className="abw"
      data-part={part}
      data-theme={theme}
      lang={localeOf(lang)}
      dir={dirOf(lang)}
    >
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

/** A colour `parseColour` cannot read (`hsl()`, `oklch()`, a name), as the browser paints it. */
function paintedColour(value: string): Rgb | undefined {
  if (typeof CSS === 'undefined' || !CSS.supports('color', value)) return undefined;
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  context.fillStyle = value;
  context.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
  return a === 255 ? [r, g, b] : undefined;
}

const warned = new Set<string>();

/**
 * The page's `--ab-accent-*` colours, kept at 4.5:1 (core/brand.ts): read after every render, and again whenever the
 * page's `<html>` attributes change (a theme switched in place, e.g. `data-color-scheme`, changes the inherited
 * values without re-rendering the widget), and written as `--w-*` properties on the widget's root, directly on the
 * element (no re-render; the same in the React and the preact/compat build); each problem warned once per page.
 */
function useBrand(root: { current: HTMLElement | null }, theme: WidgetTheme): void {
  const applied = useRef<{ key: string; names: string[] }>({ key: '', names: [] });
  const apply = useRef(() => {});
  apply.current = () => {
    const element = root.current;
    if (!element) return;
    const computed = getComputedStyle(element);
    const values: BrandValues = {};
    for (const name of BRAND_VARS) {
      const value = computed.getPropertyValue(`--ab-${name}`).trim();
      if (value) values[name] = value;
    }
    const key = `${theme}|${JSON.stringify(values)}`;
    if (key === applied.current.key) return;
    const { vars, warnings } = brandVars(values, theme, paintedColour);
    for (const warning of warnings) {
      if (warned.has(warning)) continue;
      warned.add(warning);
      console.warn(`Abossey widget: ${warning}`);
    }
    for (const name of applied.current.names) element.style.removeProperty(`--w-${name}`);
    for (const [name, value] of Object.entries(vars)) element.style.setProperty(`--w-${name}`, value);
    applied.current = { key, names: Object.keys(vars) };
  };
  useLayoutEffect(() => apply.current());
  useEffect(() => {
    const observer = new MutationObserver(() => apply.current());
    observer.observe(document.documentElement, { attributes: true });
    // A change made after the first read but before this effect (a page's theme provider switching in its layout
    // effect, which runs after the widget's) reached no observer: read once more now that one watches.
    apply.current();
    return () => observer.disconnect();
  }, []);
}
