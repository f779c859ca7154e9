"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import { timeZoneCookieName, timeZoneSync } from "../domain/person-day";

const yearSeconds = 365 * 24 * 60 * 60;

/**
 * Tells the server the browser's time zone (the `pw_tz` cookie), so the plan pages show the
 * person's own "today" (docs/meal-plan.md, "Weeks"). When the page was rendered for another
 * day (the first view, before the cookie existed, or a trip to another zone) it refreshes the
 * server parts once: a refresh, not a reload, so a water glass or a weight being typed is kept.
 * Renders nothing.
 */
export function TimeZoneSync({ day }: { day: string }) {
  const router = useRouter();
  const refreshed = useRef(false);
  useEffect(() => {
    const { write, refresh } = timeZoneSync({
      browserZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      cookieZone: parseCookieHeader(document.cookie)[timeZoneCookieName],
      shownDay: day,
      now: new Date(),
    });
    if (write) {
      document.cookie = `${timeZoneCookieName}=${write}; Path=/; Max-Age=${yearSeconds}; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
    }
    if (refresh && !refreshed.current) {
      refreshed.current = true;
      router.refresh();
    }
  }, [day, router]);
  return null;
}
