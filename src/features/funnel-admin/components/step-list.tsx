"use client";

import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { cn } from "@/lib/cn";

type StepItem = { id: string; type: string };

/** The funnel's steps in order; drag (or Space + arrow keys) to reorder, click to open one. */
export function StepList({
  steps,
  selected,
  missing,
  readOnly,
  onSelect,
  onMove,
  labels,
}: {
  steps: StepItem[];
  selected: string | null;
  missing: Record<string, number>;
  readOnly: boolean;
  onSelect: (id: string) => void;
  onMove: (activeId: string, overId: string) => void;
  labels: Record<string, string>;
}) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  function end(event: DragEndEvent) {
    if (event.over && event.active.id !== event.over.id) onMove(String(event.active.id), String(event.over.id));
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end}>
      <SortableContext items={steps.map((step) => step.id)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-1" data-testid="step-list" aria-label={labels.steps}>
          {steps.map((step, index) => (
            <SortableStep key={step.id} step={step} index={index} active={step.id === selected} missing={missing[step.id] ?? 0} readOnly={readOnly} onSelect={onSelect} labels={labels} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableStep({
  step,
  index,
  active,
  missing,
  readOnly,
  onSelect,
  labels,
}: {
  step: StepItem;
  index: number;
  active: boolean;
  missing: number;
  readOnly: boolean;
  onSelect: (id: string) => void;
  labels: Record<string, string>;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: step.id, disabled: readOnly });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn("flex items-center gap-2 rounded-md border border-line bg-bg px-2 py-1 text-sm", active && "border-fg", isDragging && "opacity-60")}
    >
      {readOnly ? null : (
        <button type="button" className="cursor-grab px-1 text-muted" aria-label={`${labels.drag} ${step.id}`} {...attributes} {...listeners}>
          ⋮⋮
        </button>
      )}
      <button type="button" className="min-w-0 flex-1 truncate text-start" onClick={() => onSelect(step.id)} aria-current={active ? "step" : undefined} data-testid={`step-${step.id}`}>
        {index + 1}. {step.id} <span className="text-muted">({step.type})</span>
      </button>
      {missing ? (
        <span className="rounded-full bg-yellow-200 px-2 text-xs text-black" title={labels.missingHint}>
          {missing}
        </span>
      ) : null}
    </li>
  );
}
