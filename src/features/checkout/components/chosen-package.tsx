"use client";

import { createContext, useContext, useState, type ReactNode } from "react";

/** Which package the checkout is paying for: the one chosen on the final page, or its downsell. */
export type ChosenPackage = "chosen" | "downsell";

const ChosenContext = createContext<{ chosen: ChosenPackage; choose: (next: ChosenPackage) => void }>({
  chosen: "chosen",
  choose: () => {},
});

/**
 * Holds the checkout's choice between the final page's package and the downsell offered after a
 * declined card (docs/checkout.md, "Downsell after a decline"). The summaries are rendered on
 * the server; this only picks which one shows, so the card fields typed so far stay.
 */
export function ChosenPackageProvider({ children }: { children: ReactNode }) {
  const [chosen, choose] = useState<ChosenPackage>("chosen");
  return <ChosenContext.Provider value={{ chosen, choose }}>{children}</ChosenContext.Provider>;
}

export function useChosenPackage() {
  return useContext(ChosenContext);
}

/** Shows its server-rendered content only while `which` is the package being paid for. */
export function WhenChosen({ which, children }: { which: ChosenPackage; children: ReactNode }) {
  return useChosenPackage().chosen === which ? children : null;
}
