import { describe, expect, it } from "vitest";
import { hypothesisFieldsSchema } from "@/features/ab-backlog/domain/hypothesis-schema";
import { allowedMoves, iceScore, parseHypothesisSort, parseStatusFilter, planMove } from "@/features/ab-backlog/domain/hypothesis";

describe("A/B-test backlog rules", () => {
  it("scores ICE as the product of the three factors", () => {
    expect(iceScore(1, 1, 1)).toBe(1);
    expect(iceScore(10, 10, 10)).toBe(1000);
    expect(iceScore(8, 5, 2)).toBe(80);
  });

  it("reads the sort from the address: asc, else desc", () => {
    expect(parseHypothesisSort("asc")).toBe("asc");
    expect(parseHypothesisSort("desc")).toBe("desc");
    expect(parseHypothesisSort(undefined)).toBe("desc");
    expect(parseHypothesisSort("ASC")).toBe("desc");
    expect(parseHypothesisSort("sideways")).toBe("desc");
    expect(parseHypothesisSort(["asc", "desc"])).toBe("asc");
    expect(parseStatusFilter("running")).toBe("running");
    expect(parseStatusFilter("done")).toBeNull();
  });

  it("moves only forward, or back to idea", () => {
    expect(allowedMoves("idea")).toEqual(["ready", "running", "concluded"]);
    expect(allowedMoves("ready")).toEqual(["running", "concluded", "idea"]);
    expect(allowedMoves("running")).toEqual(["concluded", "idea"]);
    expect(allowedMoves("concluded")).toEqual(["idea"]);
    expect(planMove("running", { to: "ready" })).toMatchObject({ ok: false });
    expect(planMove("concluded", { to: "running" })).toMatchObject({ ok: false });
    expect(planMove("idea", { to: "ready" })).toEqual({ ok: true, status: "ready", outcome: null, learning: null });
  });

  it("concludes only with an outcome and a learning; back to idea clears them", () => {
    expect(planMove("running", { to: "concluded" })).toMatchObject({ ok: false, message: expect.stringMatching(/outcome/) });
    expect(planMove("running", { to: "concluded", outcome: "won", learning: "  " })).toMatchObject({ ok: false, message: expect.stringMatching(/learning/) });
    expect(planMove("running", { to: "concluded", outcome: "lost", learning: " Shorter quiz lost " })).toEqual({ ok: true, status: "concluded", outcome: "lost", learning: "Shorter quiz lost" });
    expect(planMove("concluded", { to: "idea", outcome: "won", learning: "x" })).toEqual({ ok: true, status: "idea", outcome: null, learning: null });
  });

  it("checks the fields: ICE 1–10 whole numbers, an owner e-mail, a split name or nothing", () => {
    const base = { title: " T ", impact: "3", confidence: 4, ease: 5, ownerEmail: "Growth@Platewise.local", splitName: "" };
    expect(hypothesisFieldsSchema.parse(base)).toMatchObject({ title: "T", impact: 3, confidence: 4, ease: 5, ownerEmail: "growth@platewise.local", splitName: null, problem: "" });
    expect(hypothesisFieldsSchema.safeParse({ ...base, impact: 11 }).success).toBe(false);
    expect(hypothesisFieldsSchema.safeParse({ ...base, ease: 2.5 }).success).toBe(false);
    expect(hypothesisFieldsSchema.safeParse({ ...base, confidence: 0 }).success).toBe(false);
    expect(hypothesisFieldsSchema.safeParse({ ...base, ownerEmail: "nobody" }).success).toBe(false);
    expect(hypothesisFieldsSchema.safeParse({ ...base, title: "" }).success).toBe(false);
    expect(hypothesisFieldsSchema.safeParse({ ...base, splitName: "a b" }).success).toBe(false);
  });
});
