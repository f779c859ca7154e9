/**
 * Moves the item at `from` to `to` (indexes in the list before the move), returning a new
 * list; out-of-range indexes leave the list as it is (docs/funnel-admin.md, "Steps").
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from < 0 || from >= items.length || to < 0 || to >= items.length || from === to) return copy;
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved as T);
  return copy;
}

/** Moves the step with id `activeId` to where the step `overId` is (drag and drop). */
export function moveStepById<T extends { id: string }>(steps: readonly T[], activeId: string, overId: string): T[] {
  return moveItem(
    steps,
    steps.findIndex((step) => step.id === activeId),
    steps.findIndex((step) => step.id === overId),
  );
}
