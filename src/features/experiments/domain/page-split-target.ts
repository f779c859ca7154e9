import { checkSitePath } from "@/features/site/domain/site-path-check";
import type { PageSplitChoice } from "./choose-page-split";
import { normalisePath } from "./choose-page-split";

/**
 * Where a page-split visitor must go, or null when the current address already shows the
 * chosen option. The option's path and query win; other query parameters of the current
 * address are carried over. `current` is the path without locale prefix plus its query.
 */
export function pageSplitTarget(
  choice: PageSplitChoice,
  current: { pathname: string; search: string },
): string | null {
  // A stored option that is not a path on this site (saved before this check) sends nobody.
  const checked = checkSitePath(choice.option.url);
  if (!checked.ok) return null;
  const target = new URL(checked.path, "http://localhost");
  const now = new URLSearchParams(current.search);
  const merged = new URLSearchParams(target.search);
  for (const [key, value] of now) if (!merged.has(key)) merged.append(key, value);
  const samePath = normalisePath(target.pathname) === normalisePath(current.pathname);
  const sameQuery = [...target.searchParams].every(([key, value]) =>
    now.getAll(key).includes(value),
  );
  if (samePath && sameQuery) return null;
  const search = merged.toString();
  return `${target.pathname}${search ? `?${search}` : ""}${target.hash}`;
}
