import { describe, expect, it } from "vitest";
import { describeChanges } from "@/features/split-admin/domain/change-log";

const at = "2026-01-01T10:00:00.000Z";
const config = (percent: number) => ({ name: "t", groups: [{ percent }, { percent: 100 - percent }] });

describe("split change log", () => {
  it("names each version's change and the changed fields, newest first", () => {
    const log = describeChanges(
      [
        { version: 1, createdBy: "a@x", createdAt: at, content: { kind: "split", status: "draft", config: config(50) } },
        { version: 2, createdBy: "a@x", createdAt: at, content: { kind: "split", status: "running", config: config(50) } },
        { version: 3, createdBy: "b@x", createdAt: at, content: { kind: "split", status: "running", config: config(40) } },
        { version: 4, createdBy: "b@x", createdAt: at, content: { kind: "split", status: "stopped", config: config(40) } },
        { version: 5, createdBy: "b@x", createdAt: at, content: { kind: "split", status: "stopped", config: config(50) } },
      ],
      new Map([[5, 2]]),
    );
    expect(log.map((entry) => [entry.version, entry.kind])).toEqual([
      [5, "restored"],
      [4, "stopped"],
      [3, "edited"],
      [2, "started"],
      [1, "created"],
    ]);
    expect(log[2]?.changes).toEqual(["groups.0.percent: 50 → 40", "groups.1.percent: 50 → 60"]);
    expect(log[2]?.by).toBe("b@x");
  });
});
