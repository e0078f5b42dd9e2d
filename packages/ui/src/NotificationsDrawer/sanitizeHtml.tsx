import { createElement, Fragment, type ReactNode } from 'react';

/** Inline formatting a notification title may keep (§2: titles may contain HTML). Everything else is dropped. */
const ALLOWED = new Set(['b', 'strong', 'i', 'em', 'u', 'br']);
/** Elements whose content is never text for people: dropped with everything inside. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
]);
const MAX_DEPTH = 32;

function parse(html: string): Document | null {
  if (typeof DOMParser === 'undefined') return null;
  // A parsed document has no browsing context: nothing in it runs or loads (no scripts, no <img onerror>).
  return new DOMParser().parseFromString(html, 'text/html');
}

function convert(node: Node, key: string, depth: number): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1 || depth > MAX_DEPTH) return null;
  const tag = (node as Element).localName;
  if (DROP_WITH_CONTENT.has(tag)) return null;
  const children = Array.from(node.childNodes, (child, i) => convert(child, `${key}.${i}`, depth + 1));
  if (tag === 'br') return createElement('br', { key });
  // Allowed tags are rebuilt without any attribute; other elements are unwrapped to their text.
  if (ALLOWED.has(tag)) return createElement(tag, { key }, ...children);
  return createElement(Fragment, { key }, ...children);
}

/**
 * Turns untrusted HTML into React elements keeping only b, strong, i, em, u and br, with no attributes. Other
 * elements are unwrapped to their text; script, style, svg and similar are dropped with their content. The result
 * is rendered by React (text escaped), never through `dangerouslySetInnerHTML`.
 */
export function sanitizeInlineHtml(html: string | null | undefined): ReactNode {
  if (!html) return null;
  const doc = parse(html);
  if (!doc) return htmlToText(html);
  return Array.from(doc.body.childNodes, (child, i) => convert(child, String(i), 0));
}

/** The text of an HTML fragment (tags removed, dropped elements' content removed), for labels and matching. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = parse(html);
  if (!doc) return html.replace(/<[^>]*>/g, '');
  for (const tag of DROP_WITH_CONTENT)
    for (const el of Array.from(doc.body.querySelectorAll(tag))) el.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
