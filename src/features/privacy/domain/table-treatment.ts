/** How erasure treats one table, and each column of a table whose rows stay (docs/privacy.md). */
export type ColumnFate =
  /** Kept as it is. */
  | "kept"
  /** The old customer id replaced by the pseudonym. */
  | "re-keyed"
  /** Replaced by a made-up value (the pseudonym's address). */
  | "replaced"
  /** Emptied: null, `{}` or nothing. */
  | "cleared"
  /** The customer's e-mail, name and id replaced by `[erased]` / the pseudonym inside the text. */
  | "scrubbed";

/** Columns whose names look personal but hold no person's data, each with why. */
type NotPersonal = { notPersonal?: Record<string, string> };

export type TableTreatment =
  | { treatment: "delete"; match: string; why: string }
  | ({
      treatment: "pseudonymise" | "keep";
      match: string;
      why: string;
      columns: Record<string, ColumnFate>;
    } & NotPersonal)
  | ({ treatment: "provider" | "staff" | "short-lived" | "none"; why: string } & NotPersonal);
