"use client";

/**
 * The weight chart (recharts), loaded only when a weight log is on screen (weight-log.tsx
 * imports it lazily). Rows come from weightChartPoints: logged weights and the projection.
 */
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { WeightChartPoint } from "@/features/trackers/domain/weight";

export type WeightChartProps = {
  rows: WeightChartPoint[];
  goal: number;
  rtl: boolean;
  formatDate: (day: string) => string;
  formatWeight: (value: number) => string;
  labels: { weight: string; projected: string; goal: string };
};

export default function WeightChart({ rows, goal, rtl, formatDate, formatWeight, labels }: WeightChartProps) {
  const values = rows.flatMap((r) => [r.weight, r.projected]).filter((v): v is number => v !== undefined);
  const low = Math.floor(Math.min(goal, ...values) - 1);
  const high = Math.ceil(Math.max(goal, ...values) + 1);
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 8, left: 12 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e5e5" />
        <XAxis dataKey="date" tickFormatter={formatDate} reversed={rtl} minTickGap={24} tick={{ fontSize: 12 }} />
        <YAxis domain={[low, high]} orientation={rtl ? "right" : "left"} width={44} tickFormatter={formatWeight} tick={{ fontSize: 12 }} />
        <Tooltip labelFormatter={(day) => formatDate(String(day))} formatter={(value) => formatWeight(Number(value))} />
        <ReferenceLine y={goal} stroke="#059669" strokeDasharray="4 4" label={{ value: labels.goal, fontSize: 12, fill: "#059669" }} />
        <Line type="monotone" dataKey="weight" name={labels.weight} stroke="#7c3aed" strokeWidth={2} dot={{ r: 3 }} connectNulls isAnimationActive={false} />
        <Line type="linear" dataKey="projected" name={labels.projected} stroke="#7c3aed" strokeDasharray="6 4" strokeOpacity={0.6} dot={false} connectNulls isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
