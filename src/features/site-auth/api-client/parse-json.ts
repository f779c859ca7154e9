/** The body as JSON, or null when it is empty or not JSON. */
export function parseJsonOrNull(text: string): unknown {
  if (text === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
