"use client";

import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { fetchViewer, readVisitorFacts, unknownVisitor, type ViewerAnswer, type VisitorFacts } from "@/features/site/client/visitor-facts";
import { emptyHeaderConfig, type HeaderConfig } from "@/features/site/domain/header-config";
import type { HeaderData } from "@/features/site/domain/header-data";
import { fetchIsStaff, hasStaffHint } from "@/features/staff/client/staff-badge";

const fallback: HeaderData = {
  country: "",
  config: emptyHeaderConfig,
  userData: null,
  isManagementUser: false,
  returnUrl: null,
};

const HeaderDataContext = createContext<HeaderData>(fallback);

// The cookies are read once per value of document.cookie, so the snapshot stays the same object.
let lastCookie: string | null = null;
let lastFacts: VisitorFacts = unknownVisitor;
function factsSnapshot(): VisitorFacts {
  if (document.cookie !== lastCookie) {
    lastCookie = document.cookie;
    lastFacts = readVisitorFacts();
  }
  return lastFacts;
}
const noSubscription = () => () => {};
const serverFacts = () => unknownVisitor;

/**
 * Hands the header and the menu their data: the site's header settings from the (prerendered)
 * layout, and what depends on the visitor — country, return address, who is signed in — read
 * in the browser after the shell (docs/performance.md, "Static-first pages"). The first render
 * matches the prerendered HTML (nothing per visitor); the visitor's parts appear after it.
 */
export function HeaderDataProvider({ config, children }: { config: HeaderConfig; children: ReactNode }) {
  const facts = useSyncExternalStore(noSubscription, factsSnapshot, serverFacts);
  const [viewer, setViewer] = useState<ViewerAnswer>({ user: null, staff: false });

  useEffect(() => {
    if (!facts.userId) return;
    let live = true;
    void fetchViewer().then((answer) => {
      if (live) setViewer(answer);
    });
    return () => {
      live = false;
    };
  }, [facts.userId]);

  // Staff sign in on their own (docs/staff.md, "Admin badge"): asked only while the hint cookie is there.
  const [staff, setStaff] = useState(false);
  const staffHint = facts.known && hasStaffHint();
  useEffect(() => {
    if (!staffHint) return;
    let live = true;
    void fetchIsStaff().then((answer) => {
      if (live) setStaff(answer);
    });
    return () => {
      live = false;
    };
  }, [staffHint]);

  const data = useMemo<HeaderData>(
    () => ({
      config,
      country: facts.country,
      returnUrl: facts.returnUrl,
      visitorKnown: facts.known,
      userData: facts.userId ? viewer.user : null,
      isManagementUser: (facts.userId ? viewer.staff : false) || (staffHint && staff),
    }),
    [config, facts, viewer, staffHint, staff],
  );
  return <HeaderDataContext.Provider value={data}>{children}</HeaderDataContext.Provider>;
}

export function useHeaderData(): HeaderData {
  return useContext(HeaderDataContext);
}
