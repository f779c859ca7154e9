"use client";

import { HydratedFieldset } from "@/ui/hydrated-fieldset";
import { useState, type FormEvent } from "react";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

type Rule = { quizUrl: string; forElderUser?: boolean; gender?: string; tm1?: string; tm2?: string };
type Answer = {
  checked: Array<{ name: string; matched: boolean }>;
  configName: string | null;
  ruleIndex: number | null;
  ruleUrl: string | null;
  elder: boolean;
  gender: string | null;
  why: string | null;
  rules: Rule[];
  target: string | null;
  entryNote: string | null;
};

/**
 * The tester: visitor facts in, the engine's answer out — the configuration whose run condition
 * matched, the rule that hit (highlighted) and the address, or why there is no redirect.
 */
export function RedirectTester({ labels }: { labels: Record<string, string> }) {
  const hydrated = useHydrated();
  const [facts, setFacts] = useState({ path: "/quiz", query: "", country: "", gender: "", age: "", splits: "" });
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const response = await fetch("/api/mgmt/redirects/test", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(facts) });
      const body = (await response.json()) as Answer & { error?: { message: string } };
      if (!response.ok) setError(body.error?.message ?? labels.failed!);
      else setAnswer(body);
    } catch {
      setError(labels.failed!);
    } finally {
      setBusy(false);
    }
  }

  const field = (key: keyof typeof facts, label: string, placeholder = "") => (
    <label className="space-y-1 text-sm">
      <span className="block font-medium">{label}</span>
      <input className="w-full rounded-md border border-line bg-bg px-2 py-1" name={key} value={facts[key]} placeholder={placeholder} onChange={(e) => setFacts({ ...facts, [key]: e.target.value })} />
    </label>
  );
  const yesNo = (value: boolean | undefined) => (value === undefined ? labels.any : value ? labels.yes : labels.no);

  return (
    <section className="space-y-4 rounded-md border border-line p-4" data-testid="redirect-tester">
      <h2 className="text-lg font-semibold">{labels.title}</h2>
      <p className="text-sm text-muted">{labels.intro}</p>
      <form method="post" action="#" onSubmit={run} className="grid gap-3 sm:grid-cols-3">
        <HydratedFieldset className="contents">
          {field("path", labels.path!, "/quiz")}
          {field("query", labels.query!, "tm1=spring&utm_source=fb")}
          {field("country", labels.country!, "US")}
          <label className="space-y-1 text-sm">
            <span className="block font-medium">{labels.gender}</span>
            <select className="w-full rounded-md border border-line bg-bg px-2 py-1" name="gender" value={facts.gender} onChange={(e) => setFacts({ ...facts, gender: e.target.value })}>
              <option value="">{labels.unknown}</option>
              <option value="MALE">MALE</option>
              <option value="FEMALE">FEMALE</option>
            </select>
          </label>
          {field("age", labels.age!, "42")}
          {field("splits", labels.splits!, "home_hero")}
          <div className="sm:col-span-3">
            <Button type="submit" size="small" disabled={!hydrated || busy}>
              {labels.run}
            </Button>
          </div>
        </HydratedFieldset>
      </form>
      {error ? <p className="text-sm text-danger">{error}</p> : null}
      {answer ? (
        <div className="space-y-3 text-sm" data-testid="tester-answer">
          <ol className="space-y-1">
            {answer.checked.map((check) => (
              <li key={check.name}>
                <span className="font-mono">{check.name}</span>: {check.matched ? labels.matched : labels.notMatched}
              </li>
            ))}
          </ol>
          {answer.configName && answer.ruleIndex !== null ? (
            <p className="font-semibold" data-testid="tester-verdict">
              {labels.verdict!.replace("{config}", answer.configName).replace("{rule}", String(answer.ruleIndex + 1)).replace("{url}", answer.ruleUrl ?? "")}
            </p>
          ) : (
            <p className="font-semibold" data-testid="tester-verdict">
              {labels.noRedirect} {answer.why}
            </p>
          )}
          <p className="text-muted">
            {labels.visitor!.replace("{gender}", answer.gender ?? labels.unknown!).replace("{elder}", answer.elder ? labels.yes! : labels.no!)}
          </p>
          {answer.rules.length ? (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[520px]" data-testid="tester-rules">
                <thead>
                  <tr className="border-b border-line text-muted">
                    <th className="p-1 text-start">#</th>
                    <th className="p-1 text-start">{labels.quizUrl}</th>
                    <th className="p-1 text-start">{labels.elder}</th>
                    <th className="p-1 text-start">{labels.gender}</th>
                    <th className="p-1 text-start">tm1</th>
                    <th className="p-1 text-start">tm2</th>
                  </tr>
                </thead>
                <tbody>
                  {answer.rules.map((rule, index) => {
                    const hit = index === answer.ruleIndex;
                    return (
                      <tr key={index} className={hit ? "bg-success/10 font-semibold" : "border-b border-line"} data-testid="tester-rule" data-hit={hit ? "true" : "false"}>
                        <td className="p-1 font-mono">{index + 1}</td>
                        <td className="p-1 font-mono">{rule.quizUrl}</td>
                        <td className="p-1">{yesNo(rule.forElderUser)}</td>
                        <td className="p-1">{rule.gender ?? labels.any}</td>
                        <td className="p-1">{rule.tm1 ?? ""}</td>
                        <td className="p-1">{rule.tm2 ?? ""}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          ) : null}
          <p data-testid="tester-target">
            {answer.target ? labels.target!.replace("{url}", answer.target) : labels.stays}
            {answer.entryNote ? ` ${answer.entryNote}` : ""}
          </p>
        </div>
      ) : null}
    </section>
  );
}
