/** The projected weight curve as SVG: time runs left to right in every language. */
export function WeightCurve(props: {
  points: { label: string; value: number; text: string }[];
  label: string;
  startLabel: string;
  endLabel: string;
}) {
  const { points } = props;
  const width = 320;
  const height = 150;
  const pad = 24;
  const values = points.map((p) => p.value);
  const max = Math.max(...values);
  const min = Math.min(...values);
  const span = max - min || 1;
  const xy = points.map((p, i) => ({
    x: pad + (i / Math.max(1, points.length - 1)) * (width - pad * 2),
    y: pad + ((max - p.value) / span) * (height - pad * 2),
  }));
  const line = xy.map((p, i) => `${i === 0 ? "M" : "L"}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(" ");
  const first = xy[0]!;
  const last = xy.at(-1)!;
  return (
    <figure className="mt-4" data-testid="quiz-weight-curve">
      <svg viewBox={`0 0 ${width} ${height + 24}`} role="img" aria-label={props.label} className="w-full" direction="ltr">
        <defs>
          <linearGradient id="pw-curve-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="var(--pw-primary)" stopOpacity="0.25" />
            <stop offset="1" stopColor="var(--pw-primary)" stopOpacity="0" />
          </linearGradient>
        </defs>
        <path d={`${line} L${last.x} ${height} L${first.x} ${height} Z`} fill="url(#pw-curve-fill)" />
        <path d={line} fill="none" stroke="var(--pw-primary)" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx={first.x} cy={first.y} r="6" fill="var(--pw-danger)" />
        <circle cx={last.x} cy={last.y} r="7" fill="var(--pw-success)" />
        <text x={first.x} y={height + 18} fontSize="12" fill="var(--pw-muted)">{props.startLabel}</text>
        <text x={last.x} y={height + 18} fontSize="12" textAnchor="end" fill="var(--pw-muted)">{props.endLabel}</text>
        <text x={first.x + 10} y={Math.max(14, first.y - 8)} fontSize="12" fontWeight="700" fill="var(--pw-text)">{points[0]!.text}</text>
        <text x={last.x - 10} y={Math.max(14, last.y - 12)} fontSize="12" fontWeight="700" textAnchor="end" fill="var(--pw-text)">{points.at(-1)!.text}</text>
      </svg>
    </figure>
  );
}
