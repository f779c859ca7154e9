"use client";

import type { ReactNode } from "react";
import type { MenuSection as SectionId } from "@/features/site/domain/menu-rules";
import { cn } from "@/lib/cn";

/** One accordion section of the burger menu; the parent decides which one is open. */
export function MenuSection({
  id,
  title,
  open,
  onToggle,
  children,
}: {
  id: SectionId;
  title: string;
  open: boolean;
  onToggle: (id: SectionId) => void;
  children: ReactNode;
}) {
  const panelId = `menu-section-${id}`;
  return (
    <div className="border-b border-line" data-testid={`menu-section-${id}`} data-state={open ? "open" : "closed"}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid={`menu-toggle-${id}`}
        onClick={() => onToggle(id)}
        className="flex w-full items-center justify-between px-3 py-3 text-start font-semibold"
      >
        {title}
        <span aria-hidden className={cn("transition-transform", open && "rotate-180")}>
          ▾
        </span>
      </button>
      <div id={panelId} hidden={!open} className="pb-2">
        {children}
      </div>
    </div>
  );
}
