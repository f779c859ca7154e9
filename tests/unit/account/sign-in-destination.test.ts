import { describe, expect, it } from "vitest";
import { signInDestination } from "@/features/account/domain/sign-in-destination";
import cases from "./cases/sign-in-destination.json";

describe("where sign-in may return to", () => {
  for (const { raw, destination, why } of cases.signInDestination) {
    it(`${JSON.stringify(raw)} → ${destination ?? "the plan"} (${why})`, () => {
      expect(signInDestination(raw)).toBe(destination);
    });
  }
});
