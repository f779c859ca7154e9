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

/**
 * A group of management strings as plain text for client components, `{name}` placeholders
 * kept for the component to fill in. Messages are compiled when the app is built, so the
 * catalogue's values (and `t.raw`) are not text there: each string is formatted instead, with
 * every named placeholder written back as `{name}`. `path` is the group, e.g. `funnelAdmin.editor`.
 */
export function mgmtPlainStrings(path: string, placeholders: readonly string[]): Record<string, string> {
  const [namespace, ...rest] = path.split(".") as [keyof typeof mgmtMessages, ...string[]];
  let group: unknown = mgmtMessages[namespace];
  for (const key of rest) group = (group as Record<string, unknown>)[key];
  const t = mgmtTranslator(namespace) as unknown as (key: string, values: Record<string, string>) => string;
  const echo = Object.fromEntries(placeholders.map((name) => [name, `{${name}}`]));
  const prefix = rest.length > 0 ? `${rest.join(".")}.` : "";
  return Object.fromEntries(Object.keys(group as Record<string, unknown>).map((key) => [key, t(`${prefix}${key}`, echo)]));
}
