import { describe, expect, it } from "vitest";
import { buildExperimentContext } from "@/features/experiments/domain/build-experiment-context";
import {
  newPagePosition,
  newStepPosition,
  positionValue,
} from "@/features/experiments/domain/positions";
import {
  mergePositions,
  parseSplitsCookie,
  parseSplitsState,
  positionsFromCookies,
  serializeSplitsCookie,
  serializeSplitsState,
  unionSplits,
} from "@/features/experiments/domain/splits-state";
import {
  SPLIT_COOKIE_MAX_AGE_SECONDS,
  SPLITS,
  SPLITS_STATE,
  splitPositionCookieName,
} from "@/features/experiments/domain/storage-keys";

describe("buildExperimentContext", () => {
  it("builds every field of the experiment context", () => {
    const context = buildExperimentContext({
      url: "https://platewise.example/fasting-mix-2968/step-gender?utm_source=fb&utm_medium=cpc&x=1&x=2",
      cookies: {
        countryCode: "de",
        utm_campaign: "spring",
        utm_source: "cookie_source",
        other: "v",
      },
      joinedSplits: ["a", "b", "a"],
    });
    expect(context).toEqual({
      country: "DE",
      frontend_url:
        "https://platewise.example/fasting-mix-2968/step-gender?utm_source=fb&utm_medium=cpc&x=1&x=2",
      frontend_get_parameters: { utm_source: "fb", utm_medium: "cpc", x: "1" },
      frontend_cookies: {
        countryCode: "de",
        utm_campaign: "spring",
        utm_source: "cookie_source",
        other: "v",
      },
      utm_source: "fb",
      utm_campaign: "spring",
      utm_medium: "cpc",
      splits: ["a", "b"],
    });
  });

  it("takes utm values from the query first, then cookies; empty values count as absent", () => {
    const context = buildExperimentContext({
      url: "/quiz?utm_source=&utm_campaign=q",
      query: { utm_source: "", utm_campaign: ["from_query", "second"] },
      cookies: { utm_source: "c_source", utm_medium: "" },
      joinedSplits: [],
    });
    expect([context.utm_source, context.utm_campaign, context.utm_medium, context.country]).toEqual(
      ["c_source", "from_query", null, null],
    );
    expect(context.frontend_url).toBe("http://localhost/quiz?utm_source=&utm_campaign=q");
  });

  it("keeps prototype-looking query keys as plain data", () => {
    const context = buildExperimentContext({
      url: "https://platewise.example/?__proto__=x&constructor=y",
      cookies: {},
      joinedSplits: [],
    });
    expect(Object.getPrototypeOf(context.frontend_get_parameters)).toBeNull();
    expect(context.frontend_get_parameters.__proto__).toBe("x");
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe("stored experiment state", () => {
  it("names its keys as the spec does", () => {
    expect([
      SPLITS_STATE,
      SPLITS,
      splitPositionCookieName("step_one"),
      splitPositionCookieName("step_web_cabinet"),
    ]).toEqual([
      "SPLITS_STATE",
      "SPLITS",
      "SPLIT_STEP_ONE_POSITION",
      "SPLIT_STEP_WEB_CABINET_POSITION",
    ]);
    expect(SPLIT_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
  });

  it("reads and writes the SPLITS cookie as a union without duplicates", () => {
    expect(parseSplitsCookie("a,b,a, c")).toEqual(["a", "b", "c"]);
    expect(parseSplitsCookie(encodeURIComponent('["x","y","x"]'))).toEqual(["x", "y"]);
    expect(parseSplitsCookie("bad name;,ok")).toEqual(["ok"]);
    expect(parseSplitsCookie("[broken")).toEqual([]);
    expect(parseSplitsCookie(undefined)).toEqual([]);
    expect(serializeSplitsCookie(["a", "b", "a"])).toBe("a,b");
    expect(unionSplits(["a"], ["b", "a"], undefined, [1, "c"])).toEqual(["a", "b", "c"]);
  });

  it("round-trips SPLITS_STATE and tolerates damaged text", () => {
    const state = { splits: ["a"], stepsPositions: { step_one: 0.25, step_final: "x" } };
    expect(parseSplitsState(serializeSplitsState(state))).toEqual(state);
    expect(parseSplitsState("{not json")).toBeNull();
    expect(parseSplitsState("[]")).toBeNull();
    expect(parseSplitsState(null)).toBeNull();
    expect(
      parseSplitsState(
        '{"splits":"a","stepsPositions":{"step_one":{},"unknown":1,"step_final":null}}',
      ),
    ).toEqual({
      splits: [],
      stepsPositions: { step_final: null },
    });
  });

  it("reads positions from state first, else cookies", () => {
    const cookies = positionsFromCookies({
      SPLIT_STEP_ONE_POSITION: "0.4",
      SPLIT_STEP_FINAL_POSITION: "abc",
      SPLIT_STEP_PURCHASE_POSITION: "0x10",
    });
    expect(cookies).toEqual({ step_one: 0.4, step_final: "abc", step_purchase: "0x10" });
    expect(mergePositions({ step_one: 0.1, step_thank_you: null }, cookies)).toEqual({
      step_one: 0.1,
      step_final: "abc",
      step_purchase: "0x10",
      step_thank_you: null,
    });
  });

  it("counts missing or non-numeric positions as 1 and draws positions in range", () => {
    expect([
      positionValue(undefined),
      positionValue(null),
      positionValue("x"),
      positionValue(NaN),
    ]).toEqual([1, 1, 1, 1]);
    expect([positionValue("0.25"), positionValue(0.5), positionValue(" 0.1 ")]).toEqual([
      0.25, 0.5, 0.1,
    ]);
    expect([
      newStepPosition(() => 0.9999999999),
      newStepPosition(() => 1),
      newStepPosition(() => -1),
    ]).toEqual([0.999999, 0.999999, 0]);
    expect([
      newPagePosition(() => 0),
      newPagePosition(() => 0.999),
      newPagePosition(() => 0.5),
    ]).toEqual([0, 0.99, 0.5]);
  });
});
