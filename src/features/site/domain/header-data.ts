import type { HeaderConfig } from "@/features/site/domain/header-config";
import type { UserData } from "@/features/site/domain/header-rules";

/** What the header needs from the request, loaded once per page load on the server. */
export type HeaderData = {
  country: string;
  config: HeaderConfig;
  userData: UserData | null;
  isManagementUser: boolean;
  /** The raw `returnURL` cookie. */
  returnUrl: string | null;
  /** False while the page shows its prerendered state (before the browser read the cookies). */
  visitorKnown?: boolean;
};
