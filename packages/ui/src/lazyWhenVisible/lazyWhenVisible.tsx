import {
  type ComponentType,
  lazy,
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  use,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

/** A promise React's `use` can read synchronously once opened (`status`, `value`), as it does for promises it tracks. */
type Gate = Promise<void> & { status?: 'fulfilled'; value?: undefined; open(): void };

function createGate(open: boolean): Gate {
  let resolve = () => {};
  const gate = new Promise<void>((done) => {
    resolve = done;
  }) as Gate;
  gate.open = () => {
    gate.status = 'fulfilled';
    gate.value = undefined;
    resolve();
  };
  if (open) gate.open();
  return gate;
}

function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate as Promise<void>);
  return children;
}

/** Marks the wrapper once the part has committed (rendered, or hydrated from the server's HTML). */
function MarkLoaded({ target }: { target: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (target.current) target.current.dataset.loaded = 'true';
  }, [target]);
  return null;
}

/** What else opens a part before it is in view: a keyboard user tabbing into it, a pointer over it. */
const EVENTS = ['focusin', 'pointerover'] as const;

/** How far ahead of the viewport a part starts loading: a fast scroll finds it ready. */
const LOOK_AHEAD = '400px 0px';

/**
 * A part of a page below the fold whose code loads when the visitor gets near it (issue 23: script before idle).
 *
 * The server renders it in full (a crawler and a visitor without script read it). In the browser, the server's HTML
 * stays as it is, neither hydrated nor its code downloaded, until the part nears the viewport or takes focus or a
 * pointer: it sits in a Suspense boundary that suspends until then, and React keeps a boundary's server HTML while it
 * suspends. Rendered by the browser (a client navigation, a page the server did not render), it loads at once: the
 * page is interactive already, and a part that showed nothing until seen would leave a gap to scroll into. Its
 * wrapper (`data-part="when-visible"`) says `data-loaded` once the part has rendered or hydrated.
 *
 * Memoised on its props: an update reaching a boundary that has not hydrated yet would make React render it from
 * scratch and drop its server HTML, so pass values that keep their identity (query data, not new objects).
 */
export function lazyWhenVisible<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Part = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: a factory, as React.lazy is: called once per part, at module level.
  function WhenVisible(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // The server's HTML of this part is in the page when an element has its id: React is hydrating it.
    const id = useId();
    const [gate] = useState(() =>
      createGate(typeof document === 'undefined' || !document.getElementById(id)),
    );
    useEffect(() => {
      const element = ref.current;
      if (gate.status === 'fulfilled' || !element) return;
      if (typeof IntersectionObserver === 'undefined') return gate.open();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open();
        },
        { rootMargin: LOOK_AHEAD },
      );
      // On the document, capturing: React stops focus and pointer events that reach a boundary it has not hydrated
      // at its root (to replay them later), so they would never reach the part itself.
      const onEvent = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) open();
      };
      const stop = () => {
        observer.disconnect();
        for (const type of EVENTS) document.removeEventListener(type, onEvent, true);
      };
      const open = () => {
        stop();
        gate.open();
      };
      observer.observe(element);
      for (const type of EVENTS) document.addEventListener(type, onEvent, true);
      return stop;
    }, [gate]);
    return (
      <div ref={ref} id={id} data-part="when-visible">
        <Suspense fallback={null}>
          <Gated gate={gate}>
            <Part {...props} />
            <MarkLoaded target={ref} />
          </Gated>
        </Suspense>
      </div>
    );
  }
  return memo(WhenVisible);
}
