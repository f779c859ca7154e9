import { strictCspSettingsScript } from "@/features/security/domain/strict-csp-script";
import { visitorHintsScript } from "@/features/site/domain/visitor-hints-script";

/**
 * The CSP settings script (see strict-csp-script.ts), first in <head>. Fixed bytes: the page
 * policy allows it by its hash, so prerendered pages need no nonce for it.
 */
export function StrictCspSettings() {
  return <script id="strict-csp-settings" dangerouslySetInnerHTML={{ __html: strictCspSettingsScript }} />;
}

/** The visitor hints (visitor-hints-script.ts), in <head> before the first paint. */
export function VisitorHints() {
  return <script id="visitor-hints" dangerouslySetInnerHTML={{ __html: visitorHintsScript }} />;
}
