"use client";

import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { countMissing, moveItem, type Block, type BlockSpec, type TextMode } from "@/features/final-admin/domain/block-fields";
import { FieldsForm } from "./fields-form";
import type { EditorLabels } from "@/features/final-admin/domain/editor-labels";

export type EditorBlock = { id: string; block: Block };

type Props = {
  specs: BlockSpec[];
  blocks: EditorBlock[];
  onChange: (blocks: EditorBlock[]) => void;
  locale: string;
  mode: TextMode;
  labels: EditorLabels;
};

let nextId = 0;
/** A stable id for a block while it is being edited (drag and drop follows it). */
export function editorBlock(block: Block): EditorBlock {
  nextId += 1;
  return { id: `b${nextId}`, block };
}

/**
 * A page as an ordered list of blocks (docs/final-admin.md, "Editor"): drag a block by its
 * handle (or focus the handle and use the arrow keys, or the up/down buttons) to reorder; add
 * and remove blocks; each block's form edits the copy of the chosen locale, and a block with
 * texts missing in that locale says how many.
 */
export function BlockListEditor({ specs, blocks, onChange, locale, mode, labels }: Props) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const specOf = new Map(specs.map((spec) => [spec.type, spec]));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = blocks.findIndex((item) => item.id === active.id);
    const to = blocks.findIndex((item) => item.id === over.id);
    onChange(moveItem(blocks, from, to));
  };
  const addable = specs.filter((spec) => !spec.max || blocks.filter((item) => item.block.type === spec.type).length < spec.max);
  return (
    <div className="space-y-3" data-testid="block-list">
      <DndContext id="block-list" sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={blocks.map((item) => item.id)} strategy={verticalListSortingStrategy}>
          {blocks.map((item, index) => (
            <SortableBlock
              key={item.id}
              item={item}
              spec={specOf.get(item.block.type)}
              index={index}
              count={blocks.length}
              locale={locale}
              mode={mode}
              labels={labels}
              onChange={(block) => onChange(blocks.map((other) => (other.id === item.id ? { ...other, block } : other)))}
              onMove={(to) => onChange(moveItem(blocks, index, to))}
              onRemove={() => onChange(blocks.filter((other) => other.id !== item.id))}
            />
          ))}
        </SortableContext>
      </DndContext>
      <label className="flex flex-wrap items-center gap-2 text-sm">
        <span>{labels.addBlock}</span>
        <select
          className="rounded-md border border-line bg-bg px-2 py-1"
          value=""
          data-testid="add-block"
          onChange={(event) => {
            const spec = specOf.get(event.target.value);
            if (spec) onChange([...blocks, editorBlock(spec.template() as Block)]);
          }}
        >
          <option value="">—</option>
          {addable.map((spec) => (
            <option key={spec.type} value={spec.type}>
              {spec.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

type BlockProps = {
  item: EditorBlock;
  spec: BlockSpec | undefined;
  index: number;
  count: number;
  locale: string;
  mode: TextMode;
  labels: EditorLabels;
  onChange: (block: Block) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

function SortableBlock({ item, spec, index, count, locale, mode, labels, onChange, onMove, onRemove }: BlockProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  // The handle names its block for screen readers and the keyboard drag.
  const missing = spec ? countMissing(item.block, spec.fields, mode, locale) : 0;
  return (
    <section
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-xl border border-line bg-bg p-3 ${isDragging ? "opacity-70 shadow-lg" : ""}`}
      data-testid={`block-${item.block.type}`}
    >
      <header className="flex flex-wrap items-center gap-2">
        <button type="button" className="cursor-grab rounded px-2 py-1 text-muted hover:bg-surface" aria-label={`${spec?.label ?? item.block.type}: ${labels.dragHandle}`} {...attributes} {...listeners}>
          ⠿
        </button>
        <h3 className="font-semibold">{spec?.label ?? item.block.type}</h3>
        {missing > 0 ? (
          <span className="rounded-full bg-yellow-100 px-2 text-xs text-yellow-900" data-testid="missing-badge">
            {labels.missing.replace("{count}", String(missing)).replace("{locale}", locale)}
          </span>
        ) : null}
        <span className="ms-auto flex gap-1">
          <button type="button" className="rounded px-2 py-1 text-sm hover:bg-surface disabled:opacity-40" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`${spec?.label ?? item.block.type}: ${labels.moveUp}`}>
            ↑
          </button>
          <button type="button" className="rounded px-2 py-1 text-sm hover:bg-surface disabled:opacity-40" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={`${spec?.label ?? item.block.type}: ${labels.moveDown}`}>
            ↓
          </button>
          <button type="button" className="rounded px-2 py-1 text-sm text-red-700 hover:bg-surface" onClick={onRemove}>
            {labels.remove}
          </button>
        </span>
      </header>
      {spec ? (
        <div className="mt-3">
          <FieldsForm fields={spec.fields} value={item.block} onChange={(next) => onChange(next as Block)} locale={locale} mode={mode} labels={labels} />
        </div>
      ) : null}
    </section>
  );
}
