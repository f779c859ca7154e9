import { feetInchesFromCm, lbFromKg, roundTo } from "@/features/quiz/domain/units";

/**
 * Fills a step's form from the browser's copy of an answer when the server has none (for
 * instance after the visitor's cookies were cleared). Choices are ticked or marked, inputs
 * filled only when empty; nothing is sent until the visitor continues.
 */
export function prefillStep(form: HTMLFormElement, answer: unknown): void {
  if (typeof answer === "string") {
    const button = form.querySelector<HTMLButtonElement>(`button[name="value"][value="${CSS.escape(answer)}"]`);
    if (button) button.setAttribute("aria-pressed", "true");
    else fill(form, "value", answer);
    return;
  }
  if (Array.isArray(answer)) {
    for (const box of form.querySelectorAll<HTMLInputElement>('input[name="values"]')) box.checked = answer.includes(box.value);
    return;
  }
  if (!answer || typeof answer !== "object") return;
  const value = answer as Record<string, unknown>;
  if (typeof value.email === "string") fill(form, "email", value.email);
  if (typeof value.age === "number") fill(form, "value", String(value.age));
  if (typeof value.birthDate === "string") fill(form, "birthDate", value.birthDate);
  if (typeof value.amount === "number") {
    const { feet, inches } = feetInchesFromCm(value.amount);
    fill(form, "cm", String(value.amount));
    fill(form, "kg", String(value.amount));
    fill(form, "lb", String(roundTo(lbFromKg(value.amount), 0)));
    fill(form, "ft", String(feet));
    fill(form, "in", String(inches));
  }
}

function fill(form: HTMLFormElement, name: string, value: string): void {
  const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]:not([type="hidden"])`);
  if (input && !input.value) input.value = value;
}
