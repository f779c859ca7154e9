/**
 * Reads a form-encoded body the way Stripe's API does: `items[0][price_data][currency]=usd`
 * becomes `{ items: [{ price_data: { currency: "usd" } }] }`. Every value stays a string.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function parseFormBody(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const pair of body.split("&")) {
    if (!pair) continue;
    const [rawKey = "", rawValue = ""] = pair.split("=");
    const key = decodeURIComponent(rawKey.replace(/\+/g, " "));
    const value = decodeURIComponent(rawValue.replace(/\+/g, " "));
    const path = key.split(/[[\]]+/).filter((segment) => segment !== "");
    setPath(root, path, value);
  }
  return root;
}

function setPath(target: Record<string, FormValue>, path: string[], value: string): void {
  let node: Record<string, FormValue> | FormValue[] = target;
  path.forEach((segment, index) => {
    const last = index === path.length - 1;
    const nextIsIndex = /^\d+$/.test(path[index + 1] ?? "");
    const slot = node as Record<string, FormValue>;
    if (last) slot[segment] = value;
    else {
      slot[segment] ??= nextIsIndex ? [] : {};
      node = slot[segment] as Record<string, FormValue> | FormValue[];
    }
  });
}
