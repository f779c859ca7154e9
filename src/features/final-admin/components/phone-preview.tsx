"use client";

import { useState } from "react";
import { sampleGoals, type SampleGoal } from "@/features/final-admin/domain/sample-visitor";
import { PreviewFrame } from "@/ui/preview-frame";

export type PhonePreviewLabels = {
  title: string;
  open: string;
  goal: string;
  units: string;
  goals: Record<SampleGoal, string>;
  metric: string;
  imperial: string;
};

/**
 * The final page at a phone's width beside the editor (docs/final-admin.md, "Preview"): the last
 * saved version with a sample visitor whose goal and units staff choose, in the locale being
 * edited. Each save, locale or sample change loads it again, so it follows the editing.
 */
export function PhonePreview({ slug, version, locale, labels }: { slug: string; version: number; locale: string; labels: PhonePreviewLabels }) {
  const [goal, setGoal] = useState<SampleGoal>("lose");
  const [units, setUnits] = useState<"metric" | "imperial">("metric");
  const query = new URLSearchParams({ slug, version: String(version), locale, goal, units });
  const href = `/mgmt/final-admin/preview?${query.toString()}`;

  return (
    <section className="space-y-2 text-sm" data-testid="phone-preview">
      <h2 className="font-semibold">{labels.title}</h2>
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1">
          <span className="font-medium">{labels.goal}</span>
          <select className="rounded-md border border-line bg-bg px-2 py-1" value={goal} onChange={(event) => setGoal(event.target.value as SampleGoal)} data-testid="preview-goal">
            {sampleGoals.map((value) => (
              <option key={value} value={value}>
                {labels.goals[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1">
          <span className="font-medium">{labels.units}</span>
          <select className="rounded-md border border-line bg-bg px-2 py-1" value={units} onChange={(event) => setUnits(event.target.value === "imperial" ? "imperial" : "metric")} data-testid="preview-units">
            <option value="metric">{labels.metric}</option>
            <option value="imperial">{labels.imperial}</option>
          </select>
        </label>
      </div>
      <PreviewFrame src={href} title={labels.title} openLabel={labels.open} linkTestId="preview-link" />
    </section>
  );
}
