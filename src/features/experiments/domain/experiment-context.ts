/** The values split and redirect conditions are evaluated against (spec: experiment context). */
export type ExperimentContext = {
  /** From the countryCode cookie, upper case; null when unknown. */
  country: string | null;
  frontend_url: string;
  frontend_get_parameters: Record<string, string>;
  frontend_cookies: Record<string, string>;
  /** From the query, else from the cookie of the same name. */
  utm_source: string | null;
  utm_campaign: string | null;
  utm_medium: string | null;
  /** Experiment names the visitor already joined. */
  splits: string[];
};
