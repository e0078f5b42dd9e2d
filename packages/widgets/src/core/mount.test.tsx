import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountProductCard } from '../product-card/mount';
import { mountSearch, searchAttributes } from '../search/mount';
import { expectNoAxeViolations } from '../test/axe';
import { stubFetch } from '../test/fixtures';

afterEach(() => {
  document.body.innerHTML = '';
});

const shadowOf = (container: Element) => {
  const host = container.localName.startsWith('abossey-')
    ? container
    : container.querySelector('abossey-root');
  return host?.shadowRoot as ShadowRoot;
};

describe('mount', () => {
  it('renders in a shadow root, reports events both ways, and destroy() leaves the page as it was', async () => {
    document.body.innerHTML = '<main><div id="garage-search"><p>Find parts</p></div></main>';
    const before = document.body.innerHTML;
    const dom = vi.fn();
    document.addEventListener('abossey:ready', dom);
    const ready = vi.fn();
    const instance = mountSearch('#garage-search', { fetch: stubFetch().fetch }).on('ready', ready);
    const shadow = shadowOf(document.querySelector('#garage-search') as Element);
    await waitFor(() => expect(ready).toHaveBeenCalledWith({ widget: 'search' }, expect.any(CustomEvent)));
    expect(dom).toHaveBeenCalledTimes(1);
    const input = within(shadow as unknown as HTMLElement).getByRole('combobox');
    expect(input).toHaveAccessibleName('Search for shops or products');
    expect(shadow.querySelector('style')?.textContent).toContain('.abw{all:initial');
    expect(document.head.querySelector('style')).toBeNull();
    await expectNoAxeViolations(document.querySelector('main') as Element);

    instance.update({ lang: 'cn' });
    await waitFor(() => expect(input).toHaveAccessibleName('搜索店铺或产品'));

    instance.destroy();
    document.removeEventListener('abossey:ready', dom);
    expect(document.body.innerHTML).toBe(before);
  });

  it('throws a clear error for a missing container', () => {
    expect(() => mountSearch('#nowhere')).toThrow('Abossey.mount: no container element matches "#nowhere"');
  });

  it('warns and keeps the first widget when an element is mounted twice', () => {
    document.body.innerHTML = '<div id="x"></div>';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = mountSearch('#x', { fetch: stubFetch().fetch });
    expect(mountSearch('#x')).toBe(first);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('already has a widget'));
    expect(document.querySelectorAll('abossey-root')).toHaveLength(1);
    first.destroy();
  });

  it('stops calling a handler after off()', async () => {
    document.body.innerHTML = '<div id="card"></div>';
    const error = vi.fn();
    const instance = mountProductCard('#card', { productId: 999, fetch: stubFetch().fetch });
    instance.on('error', error).off('error', error);
    const dom = vi.fn();
    document.querySelector('#card')?.addEventListener('abossey:error', dom);
    await waitFor(() => expect(dom).toHaveBeenCalled());
    expect(error).not.toHaveBeenCalled();
    expect((dom.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toMatchObject({
      code: 'product-not-found',
    });
    instance.destroy();
  });

  it('mounts on one of its own elements directly and reads its attributes', () => {
    document.body.innerHTML =
      '<abossey-search api-base="https://m.example" lang="ar" shop-id="3" vehicle="Toyota/Corolla/2015" ref="g-1" theme="dark"></abossey-search>';
    const element = document.querySelector('abossey-search') as Element;
    expect(searchAttributes(element)).toEqual({
      apiBase: 'https://m.example',
      lang: 'ar',
      theme: 'dark',
      ref: 'g-1',
      shopId: '3',
      vehicle: 'Toyota/Corolla/2015',
    });
    const instance = mountSearch(element, { fetch: stubFetch().fetch });
    expect(element.shadowRoot).not.toBeNull();
    expect(element.querySelector('abossey-root')).toBeNull();
    instance.destroy();
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
  });
});
