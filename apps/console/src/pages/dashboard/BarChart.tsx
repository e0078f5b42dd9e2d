import { useLanguage, vars } from '@abossey/ui';
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bandScale, type Datum, nextBar, valueDomain } from './shape';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  /* The drawn picture has a fixed width: an auto column would hold it, so a narrowed window (a tablet turned) would
     never shrink the plot whose width the chart follows. */
  grid-template-columns: minmax(0, 1fr);
  min-inline-size: 0;
  gap: ${vars.space[2]};
  svg {
    display: block;
    overflow: visible;
  }
  rect[data-part='bar'] {
    fill: ${vars.accent.emphasis};
  }
  rect[data-tone='success'] {
    fill: ${vars.status.success.emphasis};
  }
  rect[data-tone='danger'] {
    fill: ${vars.status.danger.emphasis};
  }
  rect[data-tone='neutral'] {
    fill: ${vars.status.neutral.emphasis};
  }
  line[data-part='zero'] {
    stroke: ${vars.border.strong};
  }
  .visx-axis-tick text,
  text {
    fill: ${vars.fg.muted};
    font-size: 11px;
  }
  .visx-axis-line,
  .visx-axis-tick line {
    stroke: ${vars.border.default};
  }
  table {
    inline-size: 100%;
    border-collapse: collapse;
    font-size: ${vars.font.size.sm};
  }
  th,
  td {
    padding: ${vars.space[1]} ${vars.space[2]};
    border-block-end: 1px solid ${vars.border.muted};
    text-align: start;
  }
  td:last-child,
  th:last-child {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  caption {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  [data-part='plot'] {
    position: relative;
    border-radius: ${vars.radius.sm};
  }
  [data-part='plot']:focus-visible {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }
  rect[data-active] {
    stroke: ${vars.fg.default};
    stroke-width: 2px;
  }
  [role='tooltip'] {
    position: absolute;
    z-index: ${vars.zIndex.tooltip};
    transform: translate(-50%, calc(-100% - 6px));
    padding: ${vars.space[1]} ${vars.space[2]};
    border-radius: ${vars.radius.sm};
    border: 1px solid transparent;
    background: ${vars.bg.emphasis};
    color: ${vars.fg.onEmphasis};
    box-shadow: ${vars.shadow.sm};
    font-size: ${vars.font.size.sm};
    white-space: nowrap;
    pointer-events: none;
  }
  summary {
    cursor: pointer;
    color: ${vars.accent.fg};
    font-size: ${vars.font.size.sm};
  }
`;

/** The width of an element, following resizes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export interface BarChartProps {
  data: readonly Datum[];
  /** What the chart shows, for the picture's name and the table's caption. */
  label: string;
  /** Column headings of the table view. */
  columns: [string, string];
  format: (value: number) => string;
  /** The value axis's ticks (default `format`), e.g. shorter amounts. */
  tick?: (value: number) => string;
  /** Bars across (long labels such as product names) instead of up. */
  horizontal?: boolean;
}

/**
 * A visx bar chart that follows the reading direction (bars and axes mirror in Arabic) and the theme's colours
 * (`--ab-*` roles, so dark mode and high contrast follow), with the same numbers as a table under a disclosure
 * (screen readers get the picture's summary and the table). Values may be negative (growth) or missing (null).
 */
export function BarChart({ data, label, columns, format, tick = format, horizontal = false }: BarChartProps) {
  const { t } = useTranslation('dashboard');
  const { dir } = useLanguage();
  const rtl = dir === 'rtl';
  const [ref, width] = useWidth<HTMLDivElement>();
  const show = (value: number | null) => (value === null ? t('noFigure') : format(value));
  const summary = `${label}: ${data.map((d) => `${d.label} ${show(d.value)}`).join(', ')}`;
  const domain = valueDomain(data.map((d) => d.value));
  // The bar under the pointer or chosen with the keys: its tooltip shows its label and figure (issue 24).
  const [active, setActive] = useState<number | null>(null);
  const tooltipId = useId();
  const barEvents = (i: number) => ({
    'data-active': active === i || undefined,
    onPointerEnter: () => setActive(i),
    onPointerLeave: () => setActive(null),
  });

  /** The picture, and where each bar's tooltip points (px from the plot's top-left). */
  const chart = (): { svg: ReactNode; anchors: ({ x: number; y: number } | null)[] } | null => {
    if (width === 0) return null;
    if (horizontal) {
      const labelWidth = Math.min(180, Math.round(width * 0.4));
      const height = Math.max(120, data.length * 28 + 24);
      const inner = width - labelWidth - 16;
      // Bands by position: two products may share a name.
      const y = bandScale(
        data.map((_, i) => String(i)),
        height - 24,
        false,
        0.25,
      );
      const name = (v: unknown) => truncate(data[Number(v)]?.label ?? '');
      const x = scaleLinear({ domain, range: rtl ? [inner, 0] : [0, inner], nice: true });
      const left = rtl ? 8 : labelWidth;
      const anchors = data.map((d, i) =>
        d.value === null ? null : { x: left + (x(d.value) + x(0)) / 2, y: y(String(i)) ?? 0 },
      );
      const svg = (
        <svg width={width} height={height} role="img" aria-label={summary} direction="ltr">
          <Group left={rtl ? 8 : labelWidth}>
            {data.map((d, i) => {
              if (d.value === null) return null;
              const end = x(d.value);
              const start = x(0);
              return (
                <Bar
                  key={String(i)}
                  data-part="bar"
                  data-tone={d.tone}
                  x={Math.min(start, end)}
                  y={y(String(i)) ?? 0}
                  width={Math.abs(end - start)}
                  height={y.bandwidth()}
                  rx={3}
                  {...barEvents(i)}
                />
              );
            })}
            {rtl ? (
              <AxisRight
                scale={y}
                left={inner + 4}
                hideTicks
                tickFormat={name}
                tickLabelProps={{ textAnchor: 'start', dx: 4 }}
              />
            ) : (
              <AxisLeft
                scale={y}
                hideTicks
                tickFormat={name}
                tickLabelProps={{ textAnchor: 'end', dx: -4 }}
              />
            )}
            <AxisBottom
              top={height - 24}
              scale={x}
              // About one tick per 70 px, so amounts never run into each other on a phone.
              numTicks={Math.max(2, Math.min(5, Math.floor(inner / 70)))}
              tickFormat={(v) => tick(Number(v))}
            />
          </Group>
        </svg>
      );
      return { svg, anchors };
    }
    const height = 240;
    const margin = { top: 8, bottom: 28, side: 80 };
    const inner = width - margin.side - 8;
    const x = bandScale(
      data.map((d) => d.label),
      inner,
      rtl,
    );
    const y = scaleLinear({ domain, range: [height - margin.bottom, margin.top], nice: true });
    const zero = y(0);
    // Narrow charts label every second or third bar so the names do not run into each other.
    const every = x.bandwidth() < 16 ? 3 : x.bandwidth() < 32 ? 2 : 1;
    const labels = data.map((d) => d.label).filter((_, i) => i % every === 0);
    const left = rtl ? 8 : margin.side;
    const anchors = data.map((d) =>
      d.value === null
        ? null
        : { x: left + (x(d.label) ?? 0) + x.bandwidth() / 2, y: Math.min(zero, y(d.value)) },
    );
    const svg = (
      <svg width={width} height={height} role="img" aria-label={summary} direction="ltr">
        <Group left={rtl ? 8 : margin.side}>
          {data.map((d, i) =>
            d.value === null ? null : (
              <Bar
                key={d.label}
                {...barEvents(i)}
                data-part="bar"
                data-tone={d.tone}
                x={x(d.label) ?? 0}
                y={Math.min(zero, y(d.value))}
                width={x.bandwidth()}
                height={Math.abs(zero - y(d.value))}
                rx={3}
              />
            ),
          )}
          {domain[0] < 0 ? <line data-part="zero" x1={0} x2={inner} y1={zero} y2={zero} /> : null}
          <AxisBottom top={height - margin.bottom} scale={x} hideTicks tickValues={labels} />
          {rtl ? (
            <AxisRight
              left={inner}
              scale={y}
              numTicks={width < 480 ? 3 : 4}
              tickFormat={(v) => tick(Number(v))}
            />
          ) : (
            <AxisLeft scale={y} numTicks={width < 480 ? 3 : 4} tickFormat={(v) => tick(Number(v))} />
          )}
        </Group>
      </svg>
    );
    return { svg, anchors };
  };

  const drawn = chart();
  const anchor = active === null ? null : (drawn?.anchors[active] ?? null);
  const shown = active === null ? undefined : data[active];

  return (
    <Figure>
      {/* Keyboard users move the tooltip with the arrow keys; the figure is also in the table below. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable group around the picture, not a fieldset */}
      <div
        ref={ref}
        data-part="plot"
        role="group"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys move the tooltip from bar to bar
        tabIndex={0}
        aria-label={t('chartKeys')}
        aria-describedby={anchor ? tooltipId : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape') return setActive(null);
          const next = nextBar(
            data.map((d) => d.value),
            active,
            event.key,
            { rtl, horizontal },
          );
          if (next === undefined) return;
          event.preventDefault();
          setActive(next);
        }}
        onBlur={() => setActive(null)}
      >
        {drawn?.svg}
        {anchor && shown ? (
          <div role="tooltip" id={tooltipId} aria-live="polite" style={{ left: anchor.x, top: anchor.y }}>
            {shown.label}: {show(shown.value)}
          </div>
        ) : null}
      </div>
      <details>
        <summary>{t('showTable')}</summary>
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; labels may repeat
              <tr key={i}>
                <th scope="row">{d.label}</th>
                <td>{show(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Figure>
  );
}

const truncate = (text: string) => (text.length > 24 ? `${text.slice(0, 23)}…` : text);
