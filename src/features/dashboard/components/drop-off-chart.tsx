"use client";

/**
 * The funnel's drop-off by step (recharts), loaded lazily by dashboard-charts.tsx: views and
 * answers per step, and the share of the first step's views each step reached.
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { DropOffStep } from "@/features/dashboard/domain/dashboard-figures";

export type DropOffChartProps = {
  steps: DropOffStep[];
  labels: { views: string; answers: string; reached: string };
};

const percent = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 });

export default function DropOffChart({ steps, labels }: DropOffChartProps) {
  const rows = steps.map((s) => ({ ...s, label: `${s.stepNumber}. ${s.step}`, reachedShare: s.reached ?? 0 }));
  return (
    <ResponsiveContainer width="100%" height={300}>
      <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e5e5" />
        <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={8} />
        <YAxis yAxisId="count" width={48} tick={{ fontSize: 12 }} allowDecimals={false} />
        <YAxis yAxisId="share" orientation="right" width={44} domain={[0, 1]} tickFormatter={(v: number) => percent.format(v)} tick={{ fontSize: 12 }} />
        <Tooltip formatter={(value, name) => (name === labels.reached ? percent.format(Number(value)) : value)} />
        <Legend />
        <Bar yAxisId="count" dataKey="views" name={labels.views} fill="#7c3aed" isAnimationActive={false} />
        <Bar yAxisId="count" dataKey="answers" name={labels.answers} fill="#c4b5fd" isAnimationActive={false} />
        <Line yAxisId="share" dataKey="reachedShare" name={labels.reached} stroke="#059669" strokeWidth={2} isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
