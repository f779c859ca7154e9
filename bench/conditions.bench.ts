/**
 * The condition language and the experiment engine, measured in one run:
 * - hot evaluation of five representative conditions, ours against GrowthBook's evalCondition
 *   with the same rules written its way (both parse once and evaluate many times);
 * - the full step assignment (assignSplits) and the whole page plan (planAssignment) per visitor;
 * - the worst patterns `matches` accepts, to show the cap holds.
 * Figures are ns per operation and ratios; nothing is asserted.
 */
import { evalCondition } from "@growthbook/growthbook";
import { createConditionEngine } from "@/features/conditions/domain/condition-engine";
import { conditionLimits } from "@/features/conditions/domain/limits";
import { compilePattern } from "@/features/conditions/domain/regex/pattern-cache";
import { assignSplits } from "@/features/experiments/domain/assign-splits";
import { buildExperimentContext } from "@/features/experiments/domain/build-experiment-context";
import type { ExperimentConfig } from "@/features/experiments/domain/experiment-config";
import { planAssignment } from "@/features/experiments/domain/plan-assignment";
import {
  demoPageSplitGroups,
  demoRedirectConfigs,
  demoSplitConfigs,
} from "@/server/db/seed/seed-experiments";

type Rule = { name: string; ours: string; growthbook: Record<string, unknown> };

const rules: Rule[] = [
  {
    name: "country list and utm prefix",
    ours: "country in ['DE', 'AT', 'CH'] and utm_source starts with 'fb'",
    growthbook: { country: { $in: ["DE", "AT", "CH"] }, utm_source: { $regex: "^fb" } },
  },
  {
    name: "nested query value or medium",
    ours: "frontend_get_parameters.utm_campaign == 'spring_sale' or utm_medium == 'cpc'",
    growthbook: {
      $or: [{ "frontend_get_parameters.utm_campaign": "spring_sale" }, { utm_medium: "cpc" }],
    },
  },
  {
    name: "age range and excluded countries",
    ours: "age between 18 and 29 and country not in ['JP', 'KR']",
    growthbook: { age: { $gte: 18, $lte: 29 }, country: { $nin: ["JP", "KR"] } },
  },
  {
    name: "joined splits",
    ours: "'step_one_quiz_variants' in splits and not ('home_hero' in splits)",
    growthbook: {
      splits: { $in: ["step_one_quiz_variants"] },
      $not: { splits: { $in: ["home_hero"] } },
    },
  },
  {
    name: "regex or substring",
    ours: "utm_campaign matches '^(spring|summer)_[0-9]{4}$' or frontend_url contains 'fasting-woman'",
    growthbook: {
      $or: [
        { utm_campaign: { $regex: "^(spring|summer)_[0-9]{4}$" } },
        { frontend_url: { $regex: "fasting-woman" } },
      ],
    },
  },
];

function nsPerOp(iterations: number, work: (i: number) => unknown): number {
  let sink = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) if (work(i)) sink++;
  const elapsed = Number(process.hrtime.bigint() - start);
  if (sink < 0) console.log(sink);
  return elapsed / iterations;
}

/**
 * Median ns/op of each contender over alternating rounds, after a warm-up, so that a load
 * change on the machine hits both sides alike and the ratio stays meaningful.
 */
function compare(
  iterations: number,
  contenders: Array<(i: number) => unknown>,
  rounds = 7,
): number[] {
  const perRound = Math.max(1, Math.floor(iterations / rounds));
  for (const work of contenders) nsPerOp(Math.min(perRound, 20_000), work);
  const samples = contenders.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    contenders.forEach((work, index) => samples[index]?.push(nsPerOp(perRound, work)));
  }
  return samples.map((list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)] as number);
}

const fmt = (ns: number) => (ns >= 1000 ? `${(ns / 1000).toFixed(2)} µs` : `${ns.toFixed(0)} ns`);

function visitorContext(i: number): Record<string, unknown> {
  const context = buildExperimentContext({
    url: `https://platewise.example/fasting-woman-2968/step-gender?utm_source=${i % 2 ? "fb_ads" : "google"}&utm_campaign=spring_2026&utm_medium=cpc`,
    cookies: { countryCode: ["DE", "US", "JP", "AT"][i % 4] as string },
    joinedSplits: i % 3 ? ["step_one_quiz_variants"] : [],
  });
  return { ...context, age: 18 + (i % 40) };
}

export async function run(): Promise<void> {
  const engine = createConditionEngine();
  const contexts = Array.from({ length: 64 }, (_, i) => visitorContext(i));
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 300_000);

  console.log(
    `Hot condition evaluation, ${iterations.toLocaleString("en")} evaluations each (lower is better)`,
  );
  console.log("| condition | ours | GrowthBook evalCondition | GrowthBook / ours |");
  console.log("|---|---|---|---|");
  let oursTotal = 0;
  let growthbookTotal = 0;
  for (const rule of rules) {
    for (const context of contexts) {
      const a = engine.evaluate(rule.ours, context);
      const b = evalCondition(context, rule.growthbook as never);
      if (a !== b)
        throw new Error(`"${rule.name}" disagrees with GrowthBook for ${JSON.stringify(context)}`);
    }
    const ours = nsPerOp(iterations, (i) =>
      engine.evaluate(rule.ours, contexts[i & 63] as Record<string, unknown>),
    );
    const growthbook = nsPerOp(iterations, (i) =>
      evalCondition(contexts[i & 63] as Record<string, unknown>, rule.growthbook as never),
    );
    oursTotal += ours;
    growthbookTotal += growthbook;
    console.log(
      `| ${rule.name} | ${fmt(ours)} | ${fmt(growthbook)} | ${(growthbook / ours).toFixed(2)}× |`,
    );
  }
  console.log(
    `| all five (mean) | ${fmt(oursTotal / 5)} | ${fmt(growthbookTotal / 5)} | ${(growthbookTotal / oursTotal).toFixed(2)}× |`,
  );

  const config: ExperimentConfig = {
    splitConfigs: demoSplitConfigs,
    pageSplitGroups: demoPageSplitGroups as ExperimentConfig["pageSplitGroups"],
    redirectConfigs: demoRedirectConfigs as ExperimentConfig["redirectConfigs"],
  };
  let seed = 1;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const visitors = Math.max(20_000, Math.floor(iterations / 5));
  const reference = rules[0] as Rule;
  const [assign, plan, oneGrowthbook] = compare(visitors, [
    (i) =>
      assignSplits({
        configs: config.splitConfigs,
        context: contexts[i & 63] as Record<string, unknown>,
        positions: {},
        joinedSplits: [],
        random,
      }),
    (i) =>
      planAssignment(
        config,
        {
          url: `https://platewise.example/?utm_source=fb_ads&v=${i & 63}`,
          cookies: { countryCode: "DE" },
        },
        random,
      ),
    (i) =>
      evalCondition(contexts[i & 63] as Record<string, unknown>, reference.growthbook as never),
  ]) as [number, number, number];
  console.log(
    `\nAssignment per new visitor (demo configuration: ${config.splitConfigs.length} split configs, 1 page split, 1 redirect config), ${visitors.toLocaleString("en")} visitors`,
  );
  console.log(
    `| operation | time | in GrowthBook evaluations of "${reference.name}" (${fmt(oneGrowthbook)}) |`,
  );
  console.log("|---|---|---|");
  console.log(
    `| assignSplits (5 steps) | ${fmt(assign)} | ${(assign / oneGrowthbook).toFixed(1)} |`,
  );
  console.log(
    `| planAssignment (steps, page split, redirect, cookies) | ${fmt(plan)} | ${(plan / oneGrowthbook).toFixed(1)} |`,
  );

  /** The longest text of `fill` the caps let the pattern read, plus a tail that defeats it. */
  const longest = (pattern: string, fill: string, tail = "") => {
    const compiled = compilePattern(pattern);
    const size = compiled.engine === "breadth-first" ? compiled.machine.ops.length : 1;
    const length = Math.min(
      conditionLimits.maxMatchInputLength,
      Math.floor(conditionLimits.maxMatchWork / size),
    );
    return fill.repeat(length - tail.length) + tail;
  };
  const worst = [
    ["(a+)+$", "a", "!"],
    ["(a|aa)+b", "a", ""],
    [".*.*.*=.*", "a", ""],
    ["(?:[a-z0-9]|[a-f]){1,30}x", "a", ""],
    ["a".repeat(199) + "b", "a", ""],
    ["^a*b", "a", ""],
  ] as const;
  console.log(
    "\nWorst accepted patterns at the longest text the caps allow (each must stay under 1 ms)",
  );
  console.log("| pattern | engine | text length | time per evaluation |");
  console.log("|---|---|---|---|");
  for (const [pattern, fill, tail] of worst) {
    const text = longest(pattern, fill, tail);
    const expression = `t matches '${pattern}'`;
    const problems: string[] = [];
    createConditionEngine({ log: (message) => problems.push(message) }).evaluate(expression, {
      t: text,
    });
    if (problems.length > 0) throw new Error(`${pattern} was refused: ${problems.join("; ")}`);
    const [ns] = compare(210, [() => engine.evaluate(expression, { t: text })]) as [number];
    const label =
      pattern.length > 30 ? `${pattern.slice(0, 12)}… (${pattern.length} characters)` : pattern;
    console.log(
      `| \`${label}\` | ${compilePattern(pattern).engine} | ${text.length} | ${fmt(ns)} |`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
