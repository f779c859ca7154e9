"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { createSplitAction, saveSplitAction } from "@/features/split-admin/actions/split-admin-actions";
import type { EditedPageSplit, EditedSplit } from "@/features/split-admin/domain/split-admin-schemas";
import { describeAnswer, type Notice, type SplitLabels } from "./labels";

type Edited = { kind: "split"; content: () => EditedSplit } | { kind: "page-split"; content: () => EditedPageSplit };

/**
 * Saving a split or page split from its editor (docs/split-admin.md): refused locally while the
 * form names problems; a new one is created and opened, an existing one saved against the
 * version the editor opened (a stale save is refused by the server and named here).
 */
export function useSplitSave(input: {
  edited: Edited;
  /** Null for a new split. */
  name: string | null;
  version: number;
  problems: readonly string[];
  labels: SplitLabels;
  setMessage: (notice: Notice) => void;
  onDirty?: (dirty: boolean) => void;
}): { submit: () => void; pending: boolean } {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const { edited, name, version, problems, labels, setMessage, onDirty } = input;
  const submit = () =>
    startTransition(async () => {
      if (problems.length > 0) {
        setMessage({ text: labels.fixFirst ?? "", ok: false });
        return;
      }
      try {
        const content = edited.content();
        const result =
          name === null ? await createSplitAction({ kind: edited.kind, content }) : await saveSplitAction({ kind: edited.kind, name, content, expectedVersion: version });
        const answer = describeAnswer(result, name === null ? (labels.created ?? "") : (labels.saved ?? ""), labels);
        setMessage({ text: answer.message, ok: answer.ok });
        if (!answer.ok) return;
        onDirty?.(false);
        const base = edited.kind === "split" ? "/mgmt/splits/" : "/mgmt/splits/page/";
        if (name === null) router.push(`${base}${encodeURIComponent(content.name)}`);
        else router.refresh();
      } catch {
        setMessage({ text: labels.failed ?? "", ok: false });
      }
    });
  return { submit, pending };
}
