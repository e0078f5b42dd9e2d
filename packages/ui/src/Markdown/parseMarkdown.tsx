/**
 * A small markdown parser that builds React elements directly: no HTML string is ever produced or injected, so
 * raw HTML in the source (`<img onerror=…>`, `<script>`) is shown as text, and every link and image URL goes
 * through `safeUrl` (http, https, mailto, tel and relative URLs only). Supports ATX headings, paragraphs, hard
 * breaks, emphasis, strong, strikethrough, code spans, fenced and indented-free code blocks, block quotes,
 * nested lists, horizontal rules, GFM pipe tables, links, autolinks, bare URLs and images.
 */
import { createElement, type ElementType, Fragment, type ReactNode } from 'react';

export interface MarkdownOptions {
  /** Added to every heading level (`#` → h1 + offset), capped at h6. */
  headingOffset: number;
  /** Render `![alt](src)` as images (otherwise as their alt text). */
  allowImages: boolean;
  /** Visually hidden text appended to links that open in a new tab. */
  newTabLabel: string;
}

const SAFE_SCHEME = /^(?:https?|mailto|tel):/i;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The URL if it is safe to put in `href`/`src`, else `undefined`. Browsers ignore control characters and
 * whitespace inside a scheme (`java\tscript:`), so they are removed before the check. Relative URLs are kept
 * unless a colon comes before the first `/`, `?` or `#` (which a browser could read as a scheme).
 */
export function safeUrl(raw: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const url = raw.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '');
  if (!url) return undefined;
  if (SCHEME.test(url)) return SAFE_SCHEME.test(url) ? url : undefined;
  if (/^[^/]*:/.test(url)) return undefined;
  return url;
}

const isExternal = (url: string): boolean => /^(?:https?:)?\/\//i.test(url);

const MAX_DEPTH = 12;

// ---------------------------------------------------------------- inline

const ESCAPE = /\\([!-/:-@[-`{-~])/y;
const CODE = /(`+)(?!`)([\s\S]*?[^`])\1(?!`)/y;
const AUTOLINK = /<((?:https?:\/\/|mailto:)[^\s<>]+)>/iy;
const BARE_URL = /https?:\/\/[^\s<]*[^\s<.,:;"')\]!?*_~]/iy;
const STRONG_STAR = /\*\*(?![\s*])([\s\S]*?[^\s\\])\*\*/y;
const STRONG_UNDER = /__(?![\s_])([\s\S]*?[^\s\\])__(?![\p{L}\p{N}])/uy;
const EM_STAR = /\*(?![\s*])((?:\*\*[^*]+\*\*|[^*])*?[^\s\\*])\*(?!\*)/y;
const EM_UNDER = /_(?![\s_])((?:__[^_]+__|[^_])*?[^\s\\_])_(?![_\p{L}\p{N}])/uy;
const DEL = /~~(?![\s~])([\s\S]*?[^\s\\])~~/y;
const HARD_BREAK = /(?: {2,}|\\)\n/y;
const LINK_TAIL = /\(\s*(<[^<>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+("[^"]*"|'[^']*'))?\s*\)/y;
const WORD_CHAR = /[\p{L}\p{N}]/u;

function at(re: RegExp, src: string, index: number): RegExpExecArray | null {
  re.lastIndex = index;
  return re.exec(src);
}

/** Index of the `]` closing the `[` at `open`, skipping escapes, code spans and nested brackets; -1 if none. */
function closingBracket(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (c === '`') {
      const code = at(CODE, src, i);
      if (code) i += code[0].length - 1;
    } else if (c === '[') depth++;
    else if (c === ']' && --depth === 0) return i;
  }
  return -1;
}

function parseInline(src: string, options: MarkdownOptions, depth = 0, inLink = false): ReactNode[] {
  if (depth > MAX_DEPTH) return [src];
  const out: ReactNode[] = [];
  let text = '';
  const push = (type: ElementType, props: Record<string, unknown> | null, ...children: ReactNode[]) => {
    if (text) out.push(text);
    text = '';
    out.push(createElement(type, { key: out.length, ...props }, ...children));
  };
  const inner = (s: string, linked = inLink) => parseInline(s, options, depth + 1, linked);
  let i = 0;
  while (i < src.length) {
    const length = step(i);
    if (length) i += length;
    else {
      text += src[i];
      i++;
    }
  }
  if (text) out.push(text);
  return out;

  /** Tries every inline rule at `index`; returns the length consumed, or 0 for a plain character. */
  function step(index: number): number {
    const c = src[index] as string;
    const afterWord = WORD_CHAR.test(src[index - 1] ?? '');
    if (c === '\\') {
      const m = at(ESCAPE, src, index);
      if (m) {
        text += m[1];
        return m[0].length;
      }
    }
    if (c === ' ' || c === '\\') {
      const m = at(HARD_BREAK, src, index);
      if (m) {
        push('br', null);
        return m[0].length;
      }
    }
    if (c === '`') {
      const m = at(CODE, src, index);
      if (m) {
        const code = (m[2] as string).replace(/\n/g, ' ');
        push('code', null, /^ .* $/.test(code) ? code.slice(1, -1) : code);
        return m[0].length;
      }
    }
    if (c === '*' || (c === '_' && !afterWord)) {
      const m =
        c === '*'
          ? (at(STRONG_STAR, src, index) ?? at(EM_STAR, src, index))
          : (at(STRONG_UNDER, src, index) ?? at(EM_UNDER, src, index));
      if (m) {
        push(m[0].startsWith(c + c) ? 'strong' : 'em', null, ...inner(m[1] as string));
        return m[0].length;
      }
    }
    if (c === '~') {
      const m = at(DEL, src, index);
      if (m) {
        push('del', null, ...inner(m[1] as string));
        return m[0].length;
      }
    }
    if (c === '<' && !inLink) {
      const m = at(AUTOLINK, src, index);
      if (m) {
        link(m[1] as string, undefined, [m[1]]);
        return m[0].length;
      }
    }
    if (c === 'h' && !inLink && !afterWord) {
      const m = at(BARE_URL, src, index);
      if (m) {
        link(m[0], undefined, [m[0]]);
        return m[0].length;
      }
    }
    if (c === '[' || (c === '!' && src[index + 1] === '[')) return linkAt(index);
    return 0;
  }

  function link(href: string, title: string | undefined, children: ReactNode[]) {
    const url = safeUrl(href);
    if (!url) {
      // An unsafe link keeps its text and loses the link.
      push(Fragment, null, ...children);
      return;
    }
    const external = isExternal(url);
    push(
      'a',
      {
        href: url,
        title,
        ...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow ugc' } : {}),
      },
      ...children,
      // The space sits outside the hidden span so the accessible name reads "Shop (opens in a new tab)".
      external ? ' ' : null,
      external ? createElement('span', { 'data-part': 'visually-hidden' }, options.newTabLabel) : null,
    );
  }

  /** Parses a link or image at `start`; returns its length, or 0 when there is none. */
  function linkAt(start: number): number {
    const image = src[start] === '!';
    const open = image ? start + 1 : start;
    const close = closingBracket(src, open);
    if (close < 0) return 0;
    const tail = at(LINK_TAIL, src, close + 1);
    if (!tail) return 0;
    const label = src.slice(open + 1, close);
    let href = tail[1] as string;
    if (href.startsWith('<')) href = href.slice(1, -1);
    const title = tail[2]?.slice(1, -1);
    if (image) {
      const alt = label.replace(/[\\*_`~[\]]/g, '');
      const url = safeUrl(href);
      if (
        options.allowImages &&
        url &&
        !url.toLowerCase().startsWith('mailto:') &&
        !url.toLowerCase().startsWith('tel:')
      ) {
        push('img', {
          src: url,
          alt,
          title,
          loading: 'lazy',
          decoding: 'async',
          referrerPolicy: 'no-referrer',
        });
      } else text += alt;
    } else if (inLink) {
      return 0;
    } else {
      link(href, title, inner(label, true));
    }
    return close + 1 + tail[0].length - start;
  }
}

// ---------------------------------------------------------------- blocks

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)[^`]*$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?/;
const ITEM = /^( {0,3})([-*+]|\d{1,9}[.)])([ \t]+|$)/;
const TABLE_DELIMITER = /^ *\|? *:?-+:? *(?:\| *:?-+:? *)*\|? *$/;

const isBlank = (line: string) => line.trim() === '';
const startsBlock = (line: string) =>
  FENCE.test(line) || HEADING.test(line) || RULE.test(line) || QUOTE.test(line) || ITEM.test(line);

function splitRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < row.length; i++) {
    if (row[i] === '\\' && row[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (row[i] === '|') {
      cells.push(cell.trim());
      cell = '';
    } else cell += row[i];
  }
  cells.push(cell.trim());
  return cells;
}

/** Removes up to `n` leading spaces (tabs count as 4). */
function dedent(line: string, n: number): string {
  let i = 0;
  let width = 0;
  while (i < line.length && width < n && (line[i] === ' ' || line[i] === '\t')) {
    width += line[i] === '\t' ? 4 : 1;
    i++;
  }
  return line.slice(i);
}

const indentOf = (line: string) => (/^[ \t]*/.exec(line)?.[0] ?? '').replace(/\t/g, '    ').length;

function parseBlocks(lines: readonly string[], options: MarkdownOptions, depth = 0): ReactNode[] {
  if (depth > MAX_DEPTH) return [createElement('p', { key: 0 }, lines.join('\n'))];
  const out: ReactNode[] = [];
  const inline = (s: string) => parseInline(s, options, depth);
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    const key = out.length;
    if (isBlank(line)) {
      i++;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1] as string;
      const body: string[] = [];
      i++;
      while (
        i < lines.length &&
        !new RegExp(`^ {0,3}${marker[0]}{${marker.length},}\\s*$`).test(lines[i] as string)
      ) {
        body.push(lines[i] as string);
        i++;
      }
      i++;
      const language = fence[2] ? { 'data-language': fence[2] } : null;
      out.push(createElement('pre', { key }, createElement('code', language, body.join('\n'))));
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      i++;
      const content = heading[2]?.trim();
      if (!content) continue;
      const level = Math.min(6, (heading[1] as string).length + options.headingOffset);
      out.push(createElement(`h${level}`, { key }, ...inline(content)));
      continue;
    }

    if (RULE.test(line)) {
      out.push(createElement('hr', { key }));
      i++;
      continue;
    }

    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && !isBlank(lines[i] as string)) {
        const current = lines[i] as string;
        if (QUOTE.test(current)) body.push(current.replace(QUOTE, ''));
        else if (body.length && !startsBlock(current)) body.push(current);
        else break;
        i++;
      }
      out.push(createElement('blockquote', { key }, ...parseBlocks(body, options, depth + 1)));
      continue;
    }

    const item = ITEM.exec(line);
    if (item) {
      const ordered = /\d/.test(item[2] as string);
      const kind = (item[2] as string).slice(-1);
      const items: string[][] = [];
      let loose = false;
      while (i < lines.length) {
        const current = lines[i] as string;
        const m = ITEM.exec(current);
        if (!m || /\d/.test(m[2] as string) !== ordered || (m[2] as string).slice(-1) !== kind) break;
        const width =
          (m[1] as string).length +
          (m[2] as string).length +
          Math.max(1, Math.min(4, (m[3] as string).length));
        const body = [current.slice(m[0].length)];
        i++;
        while (i < lines.length) {
          const next = lines[i] as string;
          if (isBlank(next)) {
            const after = lines[i + 1];
            if (after !== undefined && !isBlank(after) && indentOf(after) >= width) {
              body.push('');
              loose = true;
              i++;
              continue;
            }
            break;
          }
          if (indentOf(next) >= width) body.push(dedent(next, width));
          else if (!startsBlock(next) && !isBlank(body[body.length - 1] ?? '')) body.push(next);
          else break;
          i++;
        }
        items.push(body);
        // A blank line between items makes the list loose; a blank line before a non-item ends it.
        if (isBlank(lines[i] ?? 'x') && ITEM.test(lines[i + 1] ?? '')) {
          loose = true;
          i++;
        }
      }
      const start = ordered ? Number.parseInt(item[2] as string, 10) : 1;
      out.push(
        createElement(
          ordered ? 'ol' : 'ul',
          { key, start: ordered && start !== 1 ? start : undefined },
          ...items.map((body, n) => {
            const blocks = parseBlocks(body, options, depth + 1);
            // Tight items show their first paragraph without a <p>.
            const children = blocks.map((block) =>
              !loose && isParagraph(block)
                ? (block as { props: { children: ReactNode } }).props.children
                : block,
            );
            return createElement('li', { key: n }, ...children);
          }),
        ),
      );
      continue;
    }

    const next = lines[i + 1];
    if (line.includes('|') && next?.includes('-') && TABLE_DELIMITER.test(next)) {
      const header = splitRow(line);
      const aligns = splitRow(next).map((cell) =>
        cell.startsWith(':') && cell.endsWith(':')
          ? 'center'
          : cell.endsWith(':')
            ? 'end'
            : cell.startsWith(':')
              ? 'start'
              : undefined,
      );
      i += 2;
      const rows: string[][] = [];
      while (i < lines.length && !isBlank(lines[i] as string) && (lines[i] as string).includes('|')) {
        rows.push(splitRow(lines[i] as string));
        i++;
      }
      const cell = (tag: 'th' | 'td', content: string | undefined, n: number) =>
        createElement(
          tag,
          {
            key: n,
            scope: tag === 'th' ? 'col' : undefined,
            style: aligns[n] ? { textAlign: aligns[n] } : undefined,
          },
          ...inline(content ?? ''),
        );
      out.push(
        createElement(
          'div',
          { key, 'data-part': 'table', tabIndex: 0 },
          createElement(
            'table',
            null,
            createElement(
              'thead',
              null,
              createElement('tr', null, ...header.map((h, n) => cell('th', h, n))),
            ),
            rows.length
              ? createElement(
                  'tbody',
                  null,
                  ...rows.map((row, r) =>
                    createElement('tr', { key: r }, ...header.map((_, n) => cell('td', row[n], n))),
                  ),
                )
              : null,
          ),
        ),
      );
      continue;
    }

    const paragraph: string[] = [line.trimStart()];
    i++;
    while (i < lines.length && !isBlank(lines[i] as string) && !startsBlock(lines[i] as string)) {
      paragraph.push(lines[i] as string);
      i++;
    }
    out.push(createElement('p', { key }, ...inline(paragraph.join('\n').trimEnd())));
  }
  return out;
}

const isParagraph = (node: ReactNode): boolean =>
  typeof node === 'object' && node !== null && 'type' in node && node.type === 'p';

/** Markdown source → React elements. */
export function parseMarkdown(source: string, options: MarkdownOptions): ReactNode[] {
  const lines = source.replace(/\r\n?/g, '\n').replaceAll('\u0000', '\ufffd').split('\n');
  return parseBlocks(lines, options);
}
