"use client";

import { HydratedFieldset } from "@/ui/hydrated-fieldset";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { setStaffRole } from "@/features/staff/actions/set-staff-role";
import { staffRoles, type StaffRole } from "@/features/staff/domain/roles";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

export type StaffRoleLabels = Record<"role" | "save" | "saved" | "self" | "failed", string>;

/** One staff member's role, changed by an admin (not their own). */
export function StaffRoleForm({ staffId, role, isSelf, labels }: { staffId: string; role: StaffRole; isSelf: boolean; labels: StaffRoleLabels }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get("role");
    const result = await setStaffRole({ staffId, role: chosen }).catch(() => null);
    if (!result?.ok) return setMessage(labels.failed);
    setMessage(result.data.reason === "self" ? labels.self : labels.saved);
    router.refresh();
  }
  if (isSelf) return <span>{role}</span>;
  return (
    <form onSubmit={submit} className="flex items-center gap-2">
      <HydratedFieldset className="contents">
        <select name="role" defaultValue={role} aria-label={labels.role} className="rounded-md border border-line bg-bg px-2 py-1">
          {staffRoles.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <Button type="submit" kind="secondary" size="xs" disabled={!hydrated}>
          {labels.save}
        </Button>
        {message ? <span role="status" className="text-xs text-muted">{message}</span> : null}
      </HydratedFieldset>
    </form>
  );
}
