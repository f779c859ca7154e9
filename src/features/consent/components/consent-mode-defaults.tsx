import { consentModeDefaultsScript } from "@/features/consent/domain/consent-mode-script";

const script = consentModeDefaultsScript();

/**
 * The Consent Mode defaults, first in <body> and synchronous, before any tag can load. Fixed
 * bytes on every page: the page policy allows the script by its hash (docs/security.md).
 */
export function ConsentModeDefaults() {
  return <script id="consent-mode-defaults" dangerouslySetInnerHTML={{ __html: script }} />;
}
