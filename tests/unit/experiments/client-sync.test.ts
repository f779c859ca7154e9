import { describe, expect, it } from "vitest";
import { documentCookieJar, type CookieJar } from "@/features/experiments/client/cookie-jar";
import {
  hidePage,
  redirectWhileHidden,
  SPLIT_PENDING_ATTRIBUTE,
} from "@/features/experiments/client/hide-page";
import {
  assignOnClient,
  readStoredSplitsState,
  syncSplitsState,
  type StateStorage,
} from "@/features/experiments/client/splits-storage";
import type { ExperimentConfig } from "@/features/experiments/domain/experiment-config";

function memoryStorage(
  initial: Record<string, string> = {},
): StateStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => void (data[key] = value),
  };
}

function memoryJar(
  initial: Record<string, string> = {},
): CookieJar & { writes: Array<[string, string, number]> } {
  const cookies = { ...initial };
  const writes: Array<[string, string, number]> = [];
  return {
    writes,
    all: () => ({ ...cookies }),
    set: (name, value, maxAge) => {
      writes.push([name, value, maxAge]);
      cookies[name] = value;
    },
  };
}

describe("syncSplitsState", () => {
  it("copies server cookies into SPLITS_STATE on the first page load and writes no cookie", () => {
    const storage = memoryStorage();
    const jar = memoryJar({
      SPLITS: "quiz_variants,home_hero",
      SPLIT_STEP_ONE_POSITION: "0.3",
      SPLIT_STEP_FINAL_POSITION: "0.7",
    });
    const state = syncSplitsState({ storage, cookies: jar });
    expect(state).toEqual({
      splits: ["quiz_variants", "home_hero"],
      stepsPositions: { step_one: 0.3, step_final: 0.7 },
    });
    expect(JSON.parse(storage.data.SPLITS_STATE ?? "null")).toEqual(state);
    expect(jar.writes).toEqual([]);
  });

  it("restores cookies from stored state when they were lost, stored positions winning", () => {
    const storage = memoryStorage({
      SPLITS_STATE: JSON.stringify({
        splits: ["old_test"],
        stepsPositions: { step_one: 0.1, step_final: 0.2 },
      }),
    });
    const jar = memoryJar({ SPLIT_STEP_ONE_POSITION: "0.9", SPLITS: "new_test" });
    const state = syncSplitsState({ storage, cookies: jar });
    expect(state).toEqual({
      splits: ["old_test", "new_test"],
      stepsPositions: { step_one: 0.1, step_final: 0.2 },
    });
    expect(jar.writes).toEqual([
      ["SPLIT_STEP_ONE_POSITION", "0.1", 31_536_000],
      ["SPLIT_STEP_FINAL_POSITION", "0.2", 31_536_000],
      ["SPLITS", "old_test,new_test", 31_536_000],
    ]);
  });

  it("survives storage that throws", () => {
    const broken: StateStorage = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(readStoredSplitsState(broken)).toBeNull();
    expect(
      syncSplitsState({ storage: broken, cookies: memoryJar({ SPLITS: "a" }) }).splits,
    ).toEqual(["a"]);
  });
});

describe("assignOnClient", () => {
  const config: ExperimentConfig = {
    splitConfigs: [
      {
        name: "price_test",
        initial: { name: "step_final" },
        runCondition: "",
        participantPercentage: 100,
        groups: [
          { percent: 50, instructionCondition: "price_package == 'pp_12'" },
          { percent: 50, instructionCondition: "price_package == 'pp_14'" },
        ],
      },
    ],
    pageSplitGroups: {},
    redirectConfigs: [],
  };

  it("uses the stored position, writes cookies and state, and agrees on the next navigation", () => {
    const storage = memoryStorage({
      SPLITS_STATE: JSON.stringify({ splits: [], stepsPositions: { step_final: 0.8 } }),
    });
    const jar = memoryJar();
    const plan = assignOnClient({
      config,
      url: "https://platewise.example/final",
      storage,
      cookies: jar,
      random: () => 0.5,
    });
    expect(plan.instructions).toEqual({ price_package: "pp_14" });
    expect(jar.all().SPLIT_STEP_FINAL_POSITION).toBe("0.8");
    expect(jar.all().SPLITS).toBe("price_test");
    expect(JSON.parse(storage.data.SPLITS_STATE ?? "{}").splits).toEqual(["price_test"]);
    const next = assignOnClient({
      config,
      url: "https://platewise.example/checkout",
      storage,
      cookies: jar,
      random: () => 0.1,
    });
    expect(next.instructions).toEqual(plan.instructions);
    expect(next.cookies).toEqual([]);
  });
});

describe("documentCookieJar", () => {
  it("reads and writes document.cookie with a one-year split cookie", () => {
    const assignments: string[] = [];
    const doc = {
      cookie: "a=1; SPLITS=x%2Cy; broken; a=2",
      location: { protocol: "https:" },
    };
    const proxy = new Proxy(doc, {
      set(target, key, value) {
        if (key === "cookie") assignments.push(String(value));
        else Reflect.set(target, key, value);
        return true;
      },
    });
    const jar = documentCookieJar(proxy);
    expect(jar.all()).toEqual({ a: "1", SPLITS: "x,y" });
    jar.set("SPLITS", "x,y,z", 31_536_000);
    expect(assignments).toEqual([
      "SPLITS=x%2Cy%2Cz; Max-Age=31536000; Path=/; SameSite=Lax; Secure",
    ]);
  });
});

describe("page hiding during a split redirect", () => {
  const element = () => {
    const attributes = new Map<string, string>();
    return {
      attributes,
      style: { opacity: "" },
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
      removeAttribute: (name: string) => void attributes.delete(name),
    };
  };

  it("hides the page and shows it again exactly once", () => {
    const root = element();
    const show = hidePage(root);
    expect(root.style.opacity).toBe("0");
    expect(root.attributes.get(SPLIT_PENDING_ATTRIBUTE)).toBe("true");
    show();
    show();
    expect(root.style.opacity).toBe("");
    expect(root.attributes.has(SPLIT_PENDING_ATTRIBUTE)).toBe(false);
  });

  it("navigates while hidden and only shows the page again when the timeout passes", () => {
    const root = element();
    const visited: string[] = [];
    const timers: Array<[() => void, number]> = [];
    redirectWhileHidden("/?hero=b", {
      root,
      navigate: (url) => visited.push(url),
      timeoutMs: 2000,
      setTimer: (callback, ms) => timers.push([callback, ms]),
    });
    expect(visited).toEqual(["/?hero=b"]);
    expect(root.style.opacity).toBe("0");
    expect(timers.map(([, ms]) => ms)).toEqual([2000]);
    timers[0]?.[0]();
    expect(root.style.opacity).toBe("");
  });

  it("shows the page at once when navigation throws", () => {
    const root = element();
    redirectWhileHidden("/x", {
      root,
      navigate: () => {
        throw new Error("blocked");
      },
      setTimer: () => undefined,
    });
    expect(root.style.opacity).toBe("");
  });
});
