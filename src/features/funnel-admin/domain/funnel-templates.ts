import type { FunnelDefinitionInput } from "@/features/quiz/domain/funnel-definition";

/** A new funnel from the blank template: one question, ready to edit (docs/funnel-admin.md). */
export function blankFunnel(name: string, title: string): FunnelDefinitionInput {
  return {
    schemaVersion: 1,
    name,
    title,
    aliases: [],
    audience: "all",
    theme: "default",
    steps: [
      {
        id: "step-goal",
        type: "single",
        display: "text",
        field: "goal",
        title: { en: "What is your goal?" },
        options: [
          { value: "lose", label: { en: "Lose weight" } },
          { value: "maintain", label: { en: "Stay in shape" } },
        ],
      },
    ],
    configs: {},
  };
}

/**
 * A copy of a funnel under a new name: its aliases stay with the original (an alias opens one
 * funnel only), everything else is copied.
 */
export function duplicateFunnel(source: FunnelDefinitionInput, name: string, title: string): FunnelDefinitionInput {
  return { ...structuredClone(source), name, title, aliases: [] };
}

/** A new step of a type with the fields that type needs, so it validates at once. */
export function newStep(type: string, id: string): Record<string, unknown> {
  const title = { en: "New step" };
  const options = [
    { value: "a", label: { en: "Option A" } },
    { value: "b", label: { en: "Option B" } },
  ];
  switch (type) {
    case "single":
      return { id, type, title, display: "text", options };
    case "multi":
      return { id, type, title, display: "text", options, minSelected: 1 };
    case "number":
      return { id, type, title, field: "weightKg", quantity: "weight", min: 30, max: 300 };
    case "age":
      return { id, type, title, mode: "age", min: 18, max: 99 };
    case "text":
      return { id, type, title, maxLength: 60, optional: false };
    case "email":
      return { id, type, title, consentLabel: { en: "Send me tips and offers by e-mail" } };
    case "info":
      return { id, type, title, variant: "statement", body: { en: "Text" } };
    case "loader":
      return { id, type, title, items: [{ en: "Building your plan" }], durationMs: 4500 };
    default:
      return { id, type: "summary", title };
  }
}

export const stepTypes = ["single", "multi", "number", "age", "text", "email", "info", "loader", "summary"] as const;
