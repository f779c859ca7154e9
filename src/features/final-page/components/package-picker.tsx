"use client";

import { useState } from "react";
import { cn } from "@/lib/cn";
import { Button } from "@/ui/button";

export type PackageRow = {
  id: string;
  title: string;
  /** "€0.71" and the "per day" label, shown large. */
  perDayPrice: string;
  perDayLabel: string;
  /** The regular price per day, struck through (discount sets). */
  wasPerDay?: string;
  /** "Save 50%" or "7-day free trial". */
  tag?: string;
  badge?: string;
  /** "Due today" and the amount, the row's small print. */
  dueTodayLabel: string;
  dueTodayPrice: string;
  renewalText: string;
};

/**
 * The package picker (docs/final-page.md, "Packages"): native radio buttons, so one choice,
 * arrow keys move and select, and the form field `name` carries the chosen package id. The
 * selected package's renewal words stand under the group.
 */
export function PackagePicker(props: {
  name: string;
  groupLabel: string;
  rows: PackageRow[];
  defaultSelectedId: string;
  ctaLabel: string;
  layout: "list" | "cards";
}) {
  const [selected, setSelected] = useState(props.defaultSelectedId);
  const current = props.rows.find((row) => row.id === selected) ?? props.rows[0];
  return (
    <div className="flex flex-col gap-3" data-testid="final-package-picker">
      <fieldset className={cn("grid gap-3", props.layout === "cards" && "sm:grid-cols-3")}>
        <legend className="sr-only">{props.groupLabel}</legend>
        {props.rows.map((row) => (
          <label
            key={row.id}
            className={cn(
              "relative flex cursor-pointer items-center gap-3 rounded-2xl border-2 bg-surface px-4 py-3 transition",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary",
              row.id === selected ? "border-primary bg-primary-light" : "border-line",
              props.layout === "cards" && "flex-col text-center",
            )}
            data-testid={`final-package-${row.id}`}
          >
            <input
              type="radio"
              name={props.name}
              value={row.id}
              checked={row.id === selected}
              onChange={() => setSelected(row.id)}
              className="sr-only"
            />
            {row.badge ? (
              <span className="absolute -top-3 start-4 rounded-full bg-primary px-3 py-0.5 text-xs font-bold text-on-primary">
                {row.badge}
              </span>
            ) : null}
            <span
              aria-hidden
              className={cn(
                "size-5 shrink-0 rounded-full border-2",
                row.id === selected
                  ? "border-primary bg-primary shadow-[inset_0_0_0_3px_var(--pw-surface)]"
                  : "border-line",
              )}
            />
            <span className="flex grow flex-col text-start">
              <span className="font-bold">{row.title}</span>
              {row.tag ? (
                <span className="text-sm font-semibold text-success">{row.tag}</span>
              ) : null}
              <span className="text-xs text-muted">
                {row.dueTodayLabel} <span className="tabular-nums">{row.dueTodayPrice}</span>
              </span>
            </span>
            <span className="flex flex-col items-end text-end">
              {row.wasPerDay ? <s className="text-sm text-muted">{row.wasPerDay}</s> : null}
              <span className="text-xl font-extrabold tabular-nums">{row.perDayPrice}</span>
              <span className="text-xs text-muted">{row.perDayLabel}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {current ? (
        <p
          className="text-center text-xs text-muted"
          aria-live="polite"
          data-testid="final-renewal-text"
        >
          {current.renewalText}
        </p>
      ) : null}
      <Button type="submit" kind="primary" size="big" wide>
        {props.ctaLabel}
      </Button>
    </div>
  );
}
