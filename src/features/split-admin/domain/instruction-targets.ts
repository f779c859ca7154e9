import { readInstructionRows } from "./instruction-condition";

/**
 * Instructions that name something stored (docs/split-admin.md, "Instructions"): a
 * `price_package` names a package set, a `final_page` a published final page. The editor offers
 * them as a list; a save naming one that does not exist is refused.
 */
export const TARGET_KEYS = ["price_package", "final_page"] as const;
export type TargetKey = (typeof TARGET_KEYS)[number];

/** One choice of the list: the stored value and what staff read next to it. */
export type TargetChoice = { value: string; label: string };
export type InstructionChoices = Record<TargetKey, TargetChoice[]>;

const what: Record<TargetKey, string> = { price_package: "package set", final_page: "published final page" };

/** A problem per group whose instructions name a package set or final page that does not exist. */
export function unknownTargetProblems(groups: ReadonlyArray<{ instructionCondition: string }>, known: Record<TargetKey, readonly string[]>): string[] {
  return groups.flatMap((group, index) =>
    readInstructionRows(group.instructionCondition).rows.flatMap((row) => {
      const key = row.key as TargetKey;
      if (!TARGET_KEYS.includes(key) || known[key].includes(row.value)) return [];
      return [`Group ${index + 1}: ${key}: there is no ${what[key]} "${row.value}". Choose one from the list.`];
    }),
  );
}
