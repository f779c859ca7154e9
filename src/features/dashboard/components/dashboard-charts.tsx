"use client";

import dynamic from "next/dynamic";

// The chart library loads only in the browser, after the page's figures are on screen; the
// space is held meanwhile so nothing jumps.
function ChartPlaceholder() {
  return <div aria-busy="true" className="h-64 animate-pulse rounded-md bg-line/40" />;
}

export const LazyDropOffChart = dynamic(() => import("./drop-off-chart"), { ssr: false, loading: ChartPlaceholder });
export const LazyRevenueChart = dynamic(() => import("./revenue-chart"), { ssr: false, loading: ChartPlaceholder });
export const LazyDailyChart = dynamic(() => import("./daily-chart"), { ssr: false, loading: ChartPlaceholder });
