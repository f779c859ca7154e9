import "server-only";
import { cookies } from "next/headers";
import { getVisitorCountry } from "@/features/country/server/get-visitor-country";
import type { HeaderData } from "@/features/site/domain/header-data";
import { getViewer } from "@/server/auth/get-viewer";
import { getDb } from "@/server/db/client";
import { getHeaderConfig } from "./get-header-config";

/** Settings, viewer, country and return address for the header of the current request. */
export async function loadHeaderData(): Promise<HeaderData> {
  const [config, viewer, country, store] = await Promise.all([
    getDb().then(getHeaderConfig),
    getViewer(),
    getVisitorCountry(),
    cookies(),
  ]);
  return {
    country,
    config,
    userData: viewer.userData,
    isManagementUser: viewer.isManagementUser,
    returnUrl: store.get("returnURL")?.value ?? null,
  };
}
