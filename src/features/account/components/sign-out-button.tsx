"use client";

import { useState, useSyncExternalStore } from "react";
import { postSignIn } from "@/features/account/client/post-sign-in";
import { Button, type ButtonProps } from "@/ui/button";

export type SignOutText = { label: string; busy: string; failed: string };

const noSubscription = () => () => {};

/**
 * Signs this browser out (or, with `everywhere`, every device of the customer), then opens
 * `afterPath` with a full page load so no signed-in state stays on screen (docs/account.md).
 */
export function SignOutButton({
  everywhere = false,
  afterPath,
  text,
  ...button
}: { everywhere?: boolean; afterPath: string; text: SignOutText } & Omit<ButtonProps, "onClick" | "children">) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const ready = useSyncExternalStore(noSubscription, () => true, () => false);

  async function signOut() {
    setBusy(true);
    setFailed(false);
    const answer = await postSignIn(everywhere ? "/api/auth/signout/everywhere" : "/api/auth/signout", {});
    // Not signed in any more (401) is as good as signed out.
    if (answer.ok || answer.code === "not_signed_in") {
      location.assign(afterPath);
      return;
    }
    setBusy(false);
    setFailed(true);
  }

  return (
    <span className="inline-flex flex-col gap-1">
      <Button type="button" {...button} disabled={!ready || busy} onClick={() => void signOut()}>
        {busy ? text.busy : text.label}
      </Button>
      {failed ? (
        <span role="alert" className="text-sm text-red-600">
          {text.failed}
        </span>
      ) : null}
    </span>
  );
}
