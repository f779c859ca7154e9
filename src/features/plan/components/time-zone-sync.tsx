"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { parseCookieHeader } from "@/features/attribution/domain/cookie-header";
import { msUntilNextDay, parseTimeZone, personDay, timeZoneCookieName, timeZoneSync } from "../domain/person-day";

const yearSeconds = 365 * 24 * 60 * 60;

/**
 * Tells the server the browser's time zone (the `pw_tz` cookie), so the plan pages show the
 * person's own "today" (docs/meal-plan.md, "Weeks"). When the page was rendered for another
 * day (the first view, before the cookie existed, or a trip to another zone) it refreshes the
 * server parts once: a refresh, not a reload, so a water glass or a weight being typed is kept.
 * A page left open refreshes again at the person's midnight, or when its tab comes back on a
 * later day. Renders nothing.
 */
export function TimeZoneSync({ day }: { day: string }) {
  const router = useRouter();
  const refreshed = useRef(false);
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const { write, refresh } = timeZoneSync({
      browserZone: zone,
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
      return;
    }
    // A page left open: at the person's midnight, or when the tab comes back on another day,
    // the server parts are refreshed for the new day (its `day` then changes and this runs again).
    const timer = window.setTimeout(() => router.refresh(), msUntilNextDay(new Date(), parseTimeZone(zone)));
    const onVisible = () => {
      if (document.visibilityState === "visible" && personDay(new Date(), parseTimeZone(zone)) !== day) router.refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [day, router]);
  return null;
}
