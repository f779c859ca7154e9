"use client";

/** Revenue and net revenue after refunds per day in one currency (recharts), loaded lazily. */
import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export type RevenueChartProps = {
  /** Major units per day. */
  rows: Array<{ day: string; revenue: number; net: number }>;
  currency: string;
  labels: { revenue: string; netRevenue: string };
};

export default function RevenueChart({ rows, currency, labels }: RevenueChartProps) {
  const money = new Intl.NumberFormat("en", { style: "currency", currency, maximumFractionDigits: 0 });
  return (
    <ResponsiveContainer width="100%" height={260}>
      <AreaChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e5e5e5" />
        <XAxis dataKey="day" tick={{ fontSize: 11 }} minTickGap={24} />
        <YAxis width={64} tick={{ fontSize: 12 }} tickFormatter={(v: number) => money.format(v)} />
        <Tooltip formatter={(value) => money.format(Number(value))} />
        <Legend />
        <Area dataKey="revenue" name={labels.revenue} stroke="#7c3aed" fill="#ede9fe" isAnimationActive={false} />
        <Area dataKey="net" name={labels.netRevenue} stroke="#059669" fill="#d1fae5" isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  );
}
