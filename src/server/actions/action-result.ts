/** Form-level errors of every server action; the form shows `formErrors.<key>` in its language. */
export const formErrorKeys = ["invalidCharacters", "rateLimited", "unavailable", "failed", "signedOut"] as const;
export type FormErrorKey = (typeof formErrorKeys)[number];

/** What a server action answers: its data, or field error codes and/or a form error key. */
export type ActionResult<Data, Field extends string = string> =
  | { ok: true; data: Data }
  | { ok: false; fieldErrors?: Partial<Record<Field, string>>; formError?: FormErrorKey };

/** The field error code for text with NUL or lone surrogates. */
export const invalidCharactersCode = "invalidCharacters";
