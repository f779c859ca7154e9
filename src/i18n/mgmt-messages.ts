import { createTranslator } from "next-intl";
import mgmtMessages from "../../messages/mgmt/en.json";
import { messagesTimeZone } from "./locales";

/**
 * The management area is English-only (docs/adr/0002-english-only-management.md). Its strings
 * still live in a message catalogue, `messages/mgmt/en.json`, read through this translator.
 */
export function mgmtTranslator<N extends keyof typeof mgmtMessages>(namespace: N) {
  return createTranslator({ locale: "en", messages: mgmtMessages, namespace, timeZone: messagesTimeZone });
}
