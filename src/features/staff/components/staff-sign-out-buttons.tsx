"use client";

import { useRouter } from "next/navigation";
import { signOutEverywhere } from "@/features/staff/actions/sign-out-everywhere";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

/** Sign out here (the route) or on every device (a staff action); both land on the sign-in page. */
export function StaffSignOutButtons({ labels }: { labels: { signOut: string; signOutEverywhere: string } }) {
  const hydrated = useHydrated();
  const router = useRouter();
  async function here() {
    await fetch("/api/staff-auth/signout", { method: "POST" }).catch(() => null);
    router.replace("/mgmt/signin");
    router.refresh();
  }
  async function everywhere() {
    await signOutEverywhere({}).catch(() => null);
    await here();
  }
  return (
    <div className="flex flex-wrap gap-3">
      <Button kind="secondary" size="small" onClick={here} disabled={!hydrated} data-testid="staff-sign-out">
        {labels.signOut}
      </Button>
      <Button kind="text" size="small" onClick={everywhere} disabled={!hydrated}>
        {labels.signOutEverywhere}
      </Button>
    </div>
  );
}
