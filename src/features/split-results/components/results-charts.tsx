"use client";

import dynamic from "next/dynamic";
import type { ResultsChartProps } from "./results-chart";

// The chart library loads only in the browser, after the figures are on screen; the space is
// held meanwhile so nothing jumps.
function ChartPlaceholder() {
  return <div aria-busy="true" className="h-64 animate-pulse rounded-md bg-line/40" />;
}

const LazyResultsChart = dynamic(() => import("./results-chart"), { ssr: false, loading: ChartPlaceholder });

/** The cumulative conversion and net revenue per visitor charts of one split. */
export function ResultsCharts(props: {
  conversion: ResultsChartProps;
  revenue: ResultsChartProps;
  labels: { conversion: string; revenue: string };
}) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <figure data-testid="split-results-chart" data-metric="conversion" className="min-w-0 space-y-2">
        <figcaption className="text-sm font-semibold">{props.labels.conversion}</figcaption>
        <LazyResultsChart {...props.conversion} />
      </figure>
      <figure data-testid="split-results-chart" data-metric="revenue" className="min-w-0 space-y-2">
        <figcaption className="text-sm font-semibold">{props.labels.revenue}</figcaption>
        <LazyResultsChart {...props.revenue} />
      </figure>
    </div>
  );
}
