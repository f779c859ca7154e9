"use client";

/** One metric over time, one line per group (recharts), loaded lazily by results-charts.tsx. */
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { SeriesPoint } from "@/features/split-results/domain/build-results";

export type ResultsChartProps = {
  rows: SeriesPoint[];
  groups: Array<{ key: string; label: string }>;
  /** "percent" for rates, else the currency code of money. */
  unit: string;
};

const colours = ["#7c3aed", "#059669", "#2563eb", "#d97706", "#dc2626", "#0891b2"];

export default function ResultsChart({ rows, groups, unit }: ResultsChartProps) {
  const format = (value: unknown) =>
    typeof value !== "number" ? "" : unit === "percent" ? `${(value * 100).toFixed(2)} %` : `${value.toFixed(2)} ${unit}`;
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e5e5" />
        <XAxis dataKey="day" tick={{ fontSize: 11 }} minTickGap={24} />
        <YAxis width={64} tick={{ fontSize: 12 }} tickFormatter={format} />
        <Tooltip formatter={format} />
        <Legend />
        {groups.map((g, i) => (
          <Line
            key={g.key}
            dataKey={g.key}
            name={g.label}
            stroke={colours[i % colours.length]}
            dot={false}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
