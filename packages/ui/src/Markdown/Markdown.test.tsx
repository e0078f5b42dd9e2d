import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Markdown } from './Markdown';
import { safeUrl } from './parseMarkdown';

const html = (source: string, props: Partial<Parameters<typeof Markdown>[0]> = {}) => {
  const { container } = renderWithProviders(<Markdown {...props}>{source}</Markdown>);
  const root = container.querySelector('[data-part="markdown"]');
  if (!root) throw new Error('no markdown root');
  return root as HTMLElement;
};

describe('safeUrl', () => {
  it('allows http(s), mailto, tel and relative URLs', () => {
    expect(safeUrl('https://abossey.com/shop')).toBe('https://abossey.com/shop');
    expect(safeUrl('HTTP://x.gh')).toBe('HTTP://x.gh');
    expect(safeUrl('mailto:sales@abossey.com')).toBe('mailto:sales@abossey.com');
    expect(safeUrl('tel:+233201234567')).toBe('tel:+233201234567');
    expect(safeUrl('/shop/product/12')).toBe('/shop/product/12');
    expect(safeUrl('#fitment')).toBe('#fitment');
    expect(safeUrl('parts/brakes?page=2')).toBe('parts/brakes?page=2');
  });

  it('refuses script, data and obfuscated schemes', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'x:y',
      '',
    ]) {
      expect(safeUrl(url), url).toBeUndefined();
    }
  });
});

// What the parser builds, input by input (parsing logic). Rendering, raw HTML shown as text, the translated new-tab
// hint, empty input and accessibility are checked by the stories (Markdown.stories.tsx).
describe('Markdown', { timeout: 30_000 }, () => {
  it('renders headings, paragraphs, emphasis, code, strikethrough and breaks', () => {
    const root = html(
      '# Brake pads\n\n## Fitment\n\nFits **Toyota** and *Honda*, __not__ _Kia_ or ~~Lada~~.\nSame paragraph  \nnew line `PAD-123` snake_case_word\n\n```\nconst a = 1 < 2;\n```',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Brake pads' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Fitment' })).toBeInTheDocument();
    expect(root.querySelector('strong')?.textContent).toBe('Toyota');
    expect([...root.querySelectorAll('em')].map((e) => e.textContent)).toEqual(['Honda', 'Kia']);
    expect(root.querySelectorAll('strong')[1]?.textContent).toBe('not');
    expect(root.querySelector('del')?.textContent).toBe('Lada');
    expect(root.querySelector('p code')?.textContent).toBe('PAD-123');
    expect(root.querySelectorAll('p')[0]?.querySelector('br')).not.toBeNull();
    expect(root.textContent).toContain('snake_case_word');
    expect(root.querySelector('pre code')?.textContent).toBe('const a = 1 < 2;');
  });

  it('offsets heading levels and drops empty headings', () => {
    const root = html('# Title\n\n######## not a heading\n\n#\n\n###### Six', { headingOffset: 1 });
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 6, name: 'Six' })).toBeInTheDocument();
    expect(root.querySelectorAll('h1, h2, h3, h4, h5, h6')).toHaveLength(2);
    expect(root.textContent).toContain('######## not a heading');
  });

  it('renders nested, ordered and loose lists, block quotes and rules', () => {
    const root = html(
      '- Front\n  - Left\n  - Right\n- Rear\n\n3. Jack up\n4. Remove wheel\n\n> Genuine **OEM** part\n> from Japan\n\n---',
    );
    const lists = root.querySelectorAll(':scope > ul');
    expect(lists).toHaveLength(1);
    expect(root.querySelectorAll(':scope > ul > li')).toHaveLength(2);
    expect([...root.querySelectorAll('ul ul > li')].map((li) => li.textContent)).toEqual(['Left', 'Right']);
    const ol = root.querySelector('ol');
    expect(ol).toHaveAttribute('start', '3');
    expect(ol?.querySelectorAll('li')).toHaveLength(2);
    expect(root.querySelector('blockquote strong')?.textContent).toBe('OEM');
    expect(root.querySelector('blockquote')?.textContent).toBe('Genuine OEM part\nfrom Japan');
    expect(root.querySelector('hr')).not.toBeNull();
  });

  it('renders GFM tables with header cells and alignment', () => {
    const root = html(
      '| Part | Price |\n| :--- | ---: |\n| Pad | GH₵ 120.00 |\n| Disc \\| rotor | GH₵ 450.00 |',
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Part', 'Price']);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('cell', { name: 'Disc | rotor' })).toBeInTheDocument();
    expect(root.querySelector('td:nth-child(2)')).toHaveStyle({ textAlign: 'end' });
  });

  it('opens external links in a new tab safely and keeps internal links in place', () => {
    html(
      '[Shop](https://abossey.com/shop "Our shop"), [cart](/checkout), <https://x.gh/a>, see https://parts.gh/p?id=1.',
    );
    const external = screen.getByRole('link', { name: 'Shop (opens in a new tab)' });
    expect(external).toHaveAttribute('href', 'https://abossey.com/shop');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(external).toHaveAttribute('title', 'Our shop');
    const internal = screen.getByRole('link', { name: 'cart' });
    expect(internal).toHaveAttribute('href', '/checkout');
    expect(internal).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'https://x.gh/a (opens in a new tab)' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'https://parts.gh/p?id=1 (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://parts.gh/p?id=1');
  });

  it('neutralises javascript:, data: and obfuscated link and image URLs (text kept, link dropped)', () => {
    const root = html(
      [
        '[click](javascript:alert(1))',
        '[upper](JAVASCRIPT:alert(1))',
        '[entity](&#106;avascript:alert(1))',
        '[angle](<javascript:alert(1)>)',
        '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
        '![pixel](javascript:alert(1))',
        '![svg](data:image/svg+xml,<svg onload=alert(1)>)',
        '<javascript:alert(1)>',
      ].join('\n\n'),
    );
    expect(root.querySelectorAll('a')).toHaveLength(0);
    expect(root.querySelectorAll('img')).toHaveLength(0);
    for (const text of ['click', 'upper', 'entity', 'angle', 'data', 'pixel'])
      expect(root.textContent).toContain(text);
    for (const el of root.querySelectorAll('*')) {
      for (const attr of el.attributes) expect(attr.value.toLowerCase()).not.toContain('javascript');
    }
  });

  it('renders safe images with alt text, or only the alt text when images are off', () => {
    const root = html('![Front bumper](https://cdn.abossey.com/b.jpg)');
    const img = screen.getByRole('img', { name: 'Front bumper' });
    expect(img).toHaveAttribute('src', 'https://cdn.abossey.com/b.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(root.querySelector('a')).toBeNull();
    const off = html('![Rear bumper](https://cdn.abossey.com/r.jpg)', { allowImages: false });
    expect(off.querySelector('img')).toBeNull();
    expect(off.textContent).toBe('Rear bumper');
  });

  it('keeps escapes literal and survives unbalanced or pathological input', () => {
    const root = html('\\*not em\\* [unclosed](https://x.gh **open `tick [[[[ ]]\n\n>>>>> deep');
    expect(root.querySelector('em, strong')).toBeNull();
    expect(root.textContent).toContain('*not em*');
    // The unclosed link is text; only its bare URL becomes a link.
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://x.gh']);
    const start = performance.now();
    html(`${'*a '.repeat(3000)}${'['.repeat(2000)}${'_'.repeat(3000)}${'> '.repeat(200)}x`);
    expect(performance.now() - start).toBeLessThan(5000);
  });
});
