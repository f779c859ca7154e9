"use client";

import { useState } from "react";
import { useUnsavedGuard } from "@/features/final-admin/components/use-unsaved-guard";
import type { ChangeLogEntry } from "@/features/split-admin/domain/change-log";
import type { InstructionChoices } from "@/features/split-admin/domain/instruction-targets";
import type { SplitVersionContent } from "@/features/split-admin/domain/split-admin-schemas";
import type { Notice, SplitLabels } from "./labels";
import { PageSplitEditor } from "./page-split-editor";
import { SplitEditor } from "./split-editor";
import { SplitStatusPanel } from "./split-status-panel";

type Props = { content: SplitVersionContent; isNew: boolean; version: number; changes: ChangeLogEntry[]; canEdit: boolean; labels: SplitLabels; choices?: InstructionChoices };

/** One split's page: the editor, then (for a saved split) its status and change log. */
export function SplitEditorShell({ content, isNew, version, changes, canEdit, labels, choices }: Props) {
  const [dirty, setDirty] = useState(false);
  const [message, setMessage] = useState<Notice>(null);
  useUnsavedGuard(dirty);
  const name = isNew ? null : content.config.name;
  return (
    <div className="space-y-8">
      {content.kind === "split" ? (
        <SplitEditor key={version} name={name} initial={content.config} version={version} canEdit={canEdit} labels={labels} choices={choices} onDirty={setDirty} message={message} setMessage={setMessage} />
      ) : (
        <PageSplitEditor key={version} name={name} initial={content.config} version={version} canEdit={canEdit} labels={labels} onDirty={setDirty} message={message} setMessage={setMessage} />
      )}
      {name ? <SplitStatusPanel kind={content.kind} name={name} status={content.status} version={version} changes={changes} canEdit={canEdit} dirty={dirty} labels={labels} /> : null}
    </div>
  );
}
