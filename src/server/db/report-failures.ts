/**
 * Wraps the named promise-returning methods of a database client so that every rejection is
 * also told to `onError` (the caller still gets the same rejection). Used to notice an outage
 * from any query, wherever it runs.
 */
export function reportFailures<T extends object>(
  target: T,
  methods: ReadonlyArray<keyof T & string>,
  onError: ((error: unknown) => void) | undefined,
): void {
  if (!onError) return;
  for (const name of methods) {
    const original = target[name];
    if (typeof original !== "function") continue;
    const wrapped = function (this: unknown, ...args: unknown[]): unknown {
      const result: unknown = Reflect.apply(original, target, args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          try {
            onError(error);
          } catch {
            // A listener's own failure must not turn into an unhandled rejection.
          }
        });
      }
      return result;
    };
    Object.defineProperty(target, name, { value: wrapped, configurable: true, writable: true });
  }
}
