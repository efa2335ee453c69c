/**
 * Small SVG charts several screens share (the repo's chart approach: hand-drawn SVG with a title, axis
 * labels and a text summary, and the same figures in a table for screen readers). The SVG is an image
 * named by the caller's title and description ids; it carries no figures a table does not also give.
 */

export interface SeriesPoint {
  /** The x-axis label of the point (a short date). */
  label: string;
  /** The value, or null for a gap (nothing that day or week). */
  value: number | null;
  /** Drawn lighter (e.g. a partial week). */
  muted?: boolean;
}

/** A horizontal band shaded behind a line (an instrument's severity band), from `from` to `to` on the y axis. */
export interface ChartBand {
  from: number;
  to: number;
  label: string;
  /** A Tailwind fill class, e.g. 'fill-tone-red-bg'. */
  className: string;
}

interface ChartProps {
  points: readonly SeriesPoint[];
  /** Lowest and highest values of the y axis. */
  domain: readonly [number, number];
  yTicks: readonly number[];
  yLabel: string;
  formatTick?: (v: number) => string;
  titleId: string;
  descId: string;
  width?: number;
  height?: number;
  testId?: string;
}

const PAD = { top: 16, right: 20, bottom: 36, left: 52 };

function frame({ domain, width: W = 640, height: H = 220, points }: ChartProps, labelSpacing: number) {
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const [lo, hi] = domain;
  const y = (v: number) => PAD.top + ((hi - Math.min(hi, Math.max(lo, v))) / (hi - lo || 1)) * innerH;
  // About one x label per `labelSpacing` px, always the last one, none crowding it.
  const n = points.length;
  const every = Math.max(1, Math.ceil(n / Math.max(2, Math.floor(innerW / labelSpacing))));
  const xLabels = points.map((p, i) => ({ i, label: p.label })).filter(({ i }) => i === n - 1 || (i % every === 0 && n - 1 - i >= every));
  return { W, H, innerW, innerH, y, xLabels, n };
}

function Axes(props: ChartProps & { x: (i: number) => number; f: ReturnType<typeof frame>; endAnchorLast: boolean }) {
  const { yTicks, yLabel, formatTick = String, x, f, endAnchorLast } = props;
  return (
    <>
      {yTicks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={f.W - PAD.right} y1={f.y(t)} y2={f.y(t)} className="stroke-border" strokeDasharray="3 4" />
          <text x={PAD.left - 8} y={f.y(t)} dy="0.32em" textAnchor="end" className="fill-muted-foreground text-[12px]">
            {formatTick(t)}
          </text>
        </g>
      ))}
      <text transform={`translate(12 ${PAD.top + f.innerH / 2}) rotate(-90)`} textAnchor="middle" className="fill-muted-foreground text-[12px]">
        {yLabel}
      </text>
      <line x1={PAD.left} x2={f.W - PAD.right} y1={PAD.top + f.innerH} y2={PAD.top + f.innerH} className="stroke-border" />
      {f.xLabels.map(({ i, label }) => (
        <text
          key={`${i}-${label}`}
          x={x(i)}
          y={f.H - PAD.bottom + 18}
          textAnchor={endAnchorLast && i === f.n - 1 && f.n > 1 ? 'end' : 'middle'}
          className="fill-muted-foreground text-[12px]"
        >
          {label}
        </text>
      ))}
    </>
  );
}

/** A line through the points that have a value, a dot on each; optional bands shaded behind it (the caller names them in a legend). */
export function LineChartSvg(props: ChartProps & { bands?: readonly ChartBand[] }) {
  const f = frame(props, 70);
  const x = (i: number) => PAD.left + (f.n <= 1 ? f.innerW / 2 : (i / (f.n - 1)) * f.innerW);
  const dots = props.points.flatMap((p, i) => (p.value === null ? [] : [{ i, v: p.value }]));
  const path = dots.map((d, k) => `${k === 0 ? 'M' : 'L'}${x(d.i).toFixed(1)},${f.y(d.v).toFixed(1)}`).join(' ');
  return (
    <svg
      viewBox={`0 0 ${f.W} ${f.H}`}
      width={f.W}
      height={f.H}
      role="img"
      aria-labelledby={`${props.titleId} ${props.descId}`}
      className="block max-w-full"
      data-testid={props.testId}
    >
      {props.bands?.map((b) => {
        const top = f.y(b.to);
        const height = Math.max(0, f.y(b.from) - top);
        return (
          <g key={b.label} data-band={b.label}>
            <rect x={PAD.left} y={top} width={f.innerW} height={height} className={b.className} />
          </g>
        );
      })}
      <Axes {...props} x={x} f={f} endAnchorLast />
      {path ? <path d={path} fill="none" className="stroke-primary" strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" /> : null}
      {dots.map((d) => (
        <circle key={d.i} cx={x(d.i)} cy={f.y(d.v)} r={4} className="fill-primary stroke-background" strokeWidth={1.5} />
      ))}
    </svg>
  );
}

/** One bar per point (a gap for null), starting at the domain's lowest value. */
export function BarChartSvg(props: ChartProps) {
  const f = frame(props, 56);
  const slot = f.innerW / Math.max(1, f.n);
  const x = (i: number) => PAD.left + slot * (i + 0.5);
  const barW = Math.max(4, Math.min(40, slot * 0.6));
  const base = f.y(props.domain[0]);
  return (
    <svg
      viewBox={`0 0 ${f.W} ${f.H}`}
      width={f.W}
      height={f.H}
      role="img"
      aria-labelledby={`${props.titleId} ${props.descId}`}
      className="block max-w-full"
      data-testid={props.testId}
    >
      <Axes {...props} x={x} f={f} endAnchorLast={false} />
      {props.points.map((p, i) =>
        p.value === null ? null : (
          <rect
            key={i}
            x={x(i) - barW / 2}
            y={f.y(p.value)}
            width={barW}
            height={Math.max(0, base - f.y(p.value))}
            rx={3}
            className={p.muted ? 'fill-primary/40' : 'fill-primary'}
          />
        ),
      )}
    </svg>
  );
}
