import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWhenVisible } from './lazyWhenVisible';

function Reviews({ count }: { count: number }) {
  const [liked, setLiked] = useState(false);
  return (
    <section data-testid="reviews">
      <p>{count} reviews</p>
      <button type="button" onClick={() => setLiked(true)}>
        {liked ? 'Liked' : 'Like'}
      </button>
    </section>
  );
}

/** A fake IntersectionObserver: the test says when the observed parts come into view. */
function fakeViewport() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  class FakeObserver {
    readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    scrollIntoView: () => {
      for (const { callback, elements } of observers)
        if (elements.length > 0)
          callback(
            elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
    },
  };
}

/** The page as the server sends it: rendered where there is no `window`, every lazy part resolved. */
async function serverHtml(page: React.ReactNode) {
  vi.stubGlobal('window', undefined);
  try {
    const { prelude } = await prerender(page);
    return await new Response(prelude).text();
  } finally {
    vi.unstubAllGlobals();
  }
}

// React's `act` warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The same part made twice, as the server and the browser each load their own copy of the code. */
function serverAndBrowser() {
  const load = vi.fn(async () => ({ default: Reviews }));
  return {
    server: lazyWhenVisible(async () => ({ default: Reviews })),
    browser: lazyWhenVisible(load),
    load,
  };
}

async function hydrated(html: string, page: React.ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { container, recoverable };
}

const click = (container: HTMLElement) => act(async () => container.querySelector('button')?.click());

describe('lazyWhenVisible', () => {
  it('renders the part on the server, keeps its HTML unhydrated until it nears the viewport, then hydrates it in place', async () => {
    const { server, browser, load } = serverAndBrowser();
    const page = (Part: typeof server) => (
      <main>
        <h1>Brake pads</h1>
        <Part count={3} />
      </main>
    );
    const html = await serverHtml(page(server));
    expect(html).toContain('<section data-testid="reviews">');

    const viewport = fakeViewport();
    const { container, recoverable } = await hydrated(html, page(browser));
    const serverNode = container.querySelector('[data-testid="reviews"]');
    expect(serverNode?.textContent).toContain('3 reviews');
    // Not near the viewport yet: the server's HTML stands, its code is not loaded, and it does not answer yet.
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('[data-part="when-visible"]')?.hasAttribute('data-loaded')).toBe(false);
    await click(container);
    expect(container.querySelector('button')?.textContent).toBe('Like');

    await act(async () => viewport.scrollIntoView());
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    await act(async () => {});
    // Hydrated in place: the same nodes, now answering.
    expect(container.querySelector('[data-testid="reviews"]')).toBe(serverNode);
    await click(container);
    expect(container.querySelector('button')?.textContent).toBe('Liked');
    expect(container.querySelector('[data-part="when-visible"]')?.getAttribute('data-loaded')).toBe('true');
    expect(recoverable).toEqual([]);
    container.remove();
  });

  it('renders a part at once where the browser renders the page (a client navigation): no gap to scroll into', async () => {
    const { browser: Browser, load } = serverAndBrowser();
    fakeViewport();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Browser count={2} />));
    await vi.waitFor(() => expect(container.textContent).toContain('2 reviews'));
    expect(load).toHaveBeenCalledOnce();
    expect(container.querySelector('[data-part="when-visible"]')?.getAttribute('data-loaded')).toBe('true');
    await act(async () => root.unmount());
    container.remove();
  });

  it('loads a part at once when it takes focus before it is in view (a keyboard user tabbing into it)', async () => {
    const { server: Server, browser: Browser, load } = serverAndBrowser();
    const html = await serverHtml(<Server count={1} />);
    fakeViewport();
    const { container, recoverable } = await hydrated(html, <Browser count={1} />);
    expect(load).not.toHaveBeenCalled();
    await act(async () =>
      container.querySelector('button')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    await act(async () => {});
    await click(container);
    expect(container.querySelector('button')?.textContent).toBe('Liked');
    expect(recoverable).toEqual([]);
    container.remove();
  });
});
