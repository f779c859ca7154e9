import Link from "next/link";
import { blankSplit } from "@/features/split-admin/domain/blank-splits";
import type { InstructionChoices } from "@/features/split-admin/domain/instruction-targets";
import type { SplitVersionContent } from "@/features/split-admin/domain/split-admin-schemas";
import type { SplitLabels } from "./labels";
import { SplitEditorShell } from "./split-editor-shell";

/**
 * The page that creates a split of either kind, from its blank draft (docs/split-admin.md); the
 * new split is saved as a draft and started from its own page. The route checks the role.
 */
export function CreateSplitView({ kind, title, back, labels, choices }: { kind: SplitVersionContent["kind"]; title: string; back: string; labels: SplitLabels; choices?: InstructionChoices }) {
  return (
    <main className="mx-auto max-w-[1100px] space-y-6 px-4 py-8">
      <Link href="/mgmt/splits" className="text-sm text-primary underline">
        {back}
      </Link>
      <h1 className="text-2xl font-bold">{title}</h1>
      <SplitEditorShell isNew version={0} changes={[]} canEdit labels={labels} choices={choices} content={blankSplit(kind)} />
    </main>
  );
}
