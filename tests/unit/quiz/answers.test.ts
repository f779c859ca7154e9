import { describe, expect, it } from "vitest";
import { validateAnswer } from "@/features/quiz/domain/answers";
import { stepSchema, type FunnelStep } from "@/features/quiz/domain/funnel-definition";

const today = "2026-06-15";
const step = (input: unknown) => stepSchema.parse(input) as FunnelStep;
const single = step({ id: "s", type: "single", title: { en: "Q" }, options: [{ value: "a", label: { en: "A" } }, { value: "b", label: { en: "B" } }] });
const multi = step({
  id: "m",
  type: "multi",
  title: { en: "Q" },
  options: [{ value: "a", label: { en: "A" } }, { value: "b", label: { en: "B" } }],
  noneOption: { value: "none", label: { en: "None" } },
});
const height = step({ id: "h", type: "number", field: "heightCm", quantity: "height", min: 120, max: 230, title: { en: "H" } });
const weight = step({ id: "w", type: "number", field: "weightKg", quantity: "weight", min: 35, max: 250, title: { en: "W" } });
const age = step({ id: "a", type: "age", mode: "age", min: 18, max: 90, title: { en: "A" } });
const birth = step({ id: "b", type: "age", mode: "birthDate", min: 18, max: 90, title: { en: "B" } });
const email = step({ id: "e", type: "email", title: { en: "E" }, consentLabel: { en: "OK" } });
const text = step({ id: "t", type: "text", title: { en: "T" }, maxLength: 5 });

describe("answer validation per step type", () => {
  it("single choice accepts a listed option only", () => {
    expect(validateAnswer(single, { value: "b" }, today)).toEqual({ ok: true, value: "b" });
    expect(validateAnswer(single, { value: "z" }, today)).toEqual({ ok: false, error: "invalid_option" });
    expect(validateAnswer(single, {}, today)).toEqual({ ok: false, error: "required" });
  });

  it("multi choice: none of the above wins over everything else; duplicates collapse", () => {
    expect(validateAnswer(multi, { values: ["a", "b", "a"] }, today)).toEqual({ ok: true, value: ["a", "b"] });
    expect(validateAnswer(multi, { values: ["a", "none"] }, today)).toEqual({ ok: true, value: ["none"] });
    expect(validateAnswer(multi, { values: "a" }, today)).toEqual({ ok: true, value: ["a"] });
    expect(validateAnswer(multi, { values: ["x"] }, today)).toEqual({ ok: false, error: "invalid_option" });
    expect(validateAnswer(multi, {}, today)).toEqual({ ok: false, error: "required" });
  });

  it("height in cm or feet and inches, stored in cm with the unit chosen", () => {
    expect(validateAnswer(height, { unit: "cm", cm: "168" }, today)).toEqual({ ok: true, value: { amount: 168, unit: "cm" } });
    expect(validateAnswer(height, { unit: "ftin", ft: "5", in: "6" }, today)).toEqual({ ok: true, value: { amount: 167.6, unit: "ftin" } });
    expect(validateAnswer(height, { unit: "ftin", ft: "5", in: "13" }, today)).toEqual({ ok: false, error: "invalid_number" });
    expect(validateAnswer(height, { unit: "cm", cm: "300" }, today)).toEqual({ ok: false, error: "out_of_range" });
    expect(validateAnswer(height, { unit: "cm", cm: "abc" }, today)).toEqual({ ok: false, error: "invalid_number" });
    expect(validateAnswer(height, { unit: "cm", cm: "" }, today)).toEqual({ ok: false, error: "required" });
  });

  it("weight in kg or lb (decimal comma accepted), stored in kg", () => {
    expect(validateAnswer(weight, { unit: "kg", kg: "72,5" }, today)).toEqual({ ok: true, value: { amount: 72.5, unit: "kg" } });
    expect(validateAnswer(weight, { unit: "lb", lb: "160" }, today)).toEqual({ ok: true, value: { amount: 72.6, unit: "lb" } });
    expect(validateAnswer(weight, { unit: "st", kg: "70" }, today)).toEqual({ ok: false, error: "invalid_number" });
    expect(validateAnswer(weight, { unit: "kg", kg: "20" }, today)).toEqual({ ok: false, error: "out_of_range" });
  });

  it("age as a number of years or a birth date", () => {
    expect(validateAnswer(age, { value: "31" }, today)).toEqual({ ok: true, value: { age: 31 } });
    expect(validateAnswer(age, { value: "12" }, today)).toEqual({ ok: false, error: "out_of_range" });
    expect(validateAnswer(age, { value: "3x" }, today)).toEqual({ ok: false, error: "invalid_number" });
    expect(validateAnswer(birth, { birthDate: "1990-06-16" }, today)).toEqual({ ok: true, value: { age: 35, birthDate: "1990-06-16" } });
    expect(validateAnswer(birth, { birthDate: "1990-06-15" }, today)).toEqual({ ok: true, value: { age: 36, birthDate: "1990-06-15" } });
    expect(validateAnswer(birth, { birthDate: "2015-01-01" }, today)).toEqual({ ok: false, error: "out_of_range" });
    expect(validateAnswer(birth, { birthDate: "1990-13-45" }, today)).toEqual({ ok: false, error: "invalid_date" });
  });

  it("e-mail is trimmed and lower-cased; consent is read from the checkbox", () => {
    expect(validateAnswer(email, { email: "  Ann@Example.COM ", consent: "on" }, today)).toEqual({
      ok: true,
      value: { email: "ann@example.com", consent: true },
    });
    expect(validateAnswer(email, { email: "ann@example.com" }, today)).toEqual({ ok: true, value: { email: "ann@example.com", consent: false } });
    expect(validateAnswer(email, { email: "not-an-email" }, today)).toEqual({ ok: false, error: "invalid_email" });
  });

  it("text respects its maximum length; info-like steps need no answer", () => {
    expect(validateAnswer(text, { value: "Sam" }, today)).toEqual({ ok: true, value: "Sam" });
    expect(validateAnswer(text, { value: "Samantha" }, today)).toEqual({ ok: false, error: "too_long" });
    const info = step({ id: "i", type: "info", variant: "statement", title: { en: "I" } });
    expect(validateAnswer(info, {}, today)).toEqual({ ok: true, value: true });
  });
});
