"use client";

import { createContext, useContext, type ReactNode } from "react";
import { emptyHeaderConfig } from "@/features/site/domain/header-config";
import type { HeaderData } from "@/features/site/domain/header-data";

const fallback: HeaderData = {
  country: "US",
  config: emptyHeaderConfig,
  userData: null,
  isManagementUser: false,
  returnUrl: null,
};

const HeaderDataContext = createContext<HeaderData>(fallback);

/** Hands the request's header data (loaded by the layout) to the header and the menu. */
export function HeaderDataProvider({ value, children }: { value: HeaderData; children: ReactNode }) {
  return <HeaderDataContext.Provider value={value}>{children}</HeaderDataContext.Provider>;
}

export function useHeaderData(): HeaderData {
  return useContext(HeaderDataContext);
}
