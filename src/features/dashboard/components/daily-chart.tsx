"use client";

/** Visitors, quiz starts and purchases per day (recharts), loaded lazily. */
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { DayPoint } from "@/features/dashboard/domain/dashboard-report";

export type DailyChartProps = {
  rows: DayPoint[];
  labels: { visitors: string; quizStarts: string; purchases: string };
};

export default function DailyChart({ rows, labels }: DailyChartProps) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e5e5" />
        <XAxis dataKey="day" tick={{ fontSize: 11 }} minTickGap={24} />
        <YAxis width={48} tick={{ fontSize: 12 }} allowDecimals={false} />
        <Tooltip />
        <Legend />
        <Line dataKey="visitors" name={labels.visitors} stroke="#7c3aed" dot={false} isAnimationActive={false} />
        <Line dataKey="quizStarts" name={labels.quizStarts} stroke="#2563eb" dot={false} isAnimationActive={false} />
        <Line dataKey="purchases" name={labels.purchases} stroke="#059669" dot={false} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
