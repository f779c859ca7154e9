"use client";

import { HydratedFieldset } from "@/ui/hydrated-fieldset";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { addStaff } from "@/features/staff/actions/add-staff";
import { staffRoles } from "@/features/staff/domain/roles";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

export type AddStaffLabels = Record<
  "title" | "intro" | "email" | "role" | "submit" | "working" | "added" | "exists" | "invalidEmail" | "failed",
  string
>;

type Outcome = { kind: "added"; email: string; password: string } | { kind: "error"; text: string };
const inputClass = "w-full rounded-md border border-line bg-bg px-3 py-2 text-fg";

/** An admin adds a staff account; the generated password is shown once (docs/staff.md, "Adding staff"). */
export function AddStaffForm({ labels }: { labels: AddStaffLabels }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    const result = await addStaff({ email: data.get("email"), role: data.get("role") }).catch(() => null);
    setBusy(false);
    if (result?.ok && result.data.added) {
      setOutcome({ kind: "added", email: result.data.email, password: result.data.password });
      form.reset();
      router.refresh();
    } else if (result?.ok) setOutcome({ kind: "error", text: labels.exists });
    else if (result && "fieldErrors" in result && result.fieldErrors?.email) setOutcome({ kind: "error", text: labels.invalidEmail });
    else setOutcome({ kind: "error", text: labels.failed });
  }

  return (
    <section className="space-y-3 rounded-lg border border-line p-4" data-testid="add-staff">
      <h2 className="text-lg font-semibold">{labels.title}</h2>
      <p className="text-sm text-muted">{labels.intro}</p>
      <form onSubmit={submit} method="post" action="#" noValidate className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <HydratedFieldset className="contents">
          <label className="block space-y-1">
            <span className="text-sm font-medium">{labels.email}</span>
            <input name="email" type="email" required autoComplete="off" className={inputClass} />
          </label>
          <label className="block space-y-1">
            <span className="text-sm font-medium">{labels.role}</span>
            <select name="role" defaultValue="analyst" className={inputClass}>
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" kind="primary" size="small" disabled={busy || !hydrated}>
            {busy ? labels.working : labels.submit}
          </Button>
        </HydratedFieldset>
      </form>
      {outcome?.kind === "added" ? (
        <div role="status" className="space-y-1 rounded-md bg-success/10 p-3 text-sm" data-testid="add-staff-added">
          <p>{labels.added.replace("{email}", outcome.email)}</p>
          <code className="block select-all font-mono text-base" data-testid="add-staff-password">
            {outcome.password}
          </code>
        </div>
      ) : outcome ? (
        <p role="alert" className="text-sm text-danger" data-testid="add-staff-error">
          {outcome.text}
        </p>
      ) : null}
    </section>
  );
}
