import type { TableTreatment } from "./table-treatment";

/** Tables that hold no customer's own rows: sales prices, the provider's records, staff's, short-lived hashes, content. */
export const otherTables: Record<string, TableTreatment> = {
  // What packages sold at (docs/pricing.md): tied to an order, naming no person.
  price_history: {
    treatment: "keep",
    match: "order_id",
    why: "The prices packages sold at: package, currency, amount and time of a paid order, naming no person; kept with its order.",
    columns: { order_id: "kept", package_id: "kept", currency: "kept", amount_minor: "kept", sold_at: "kept" },
  },
  // The sandbox processor (the payment provider's own records)
  sandbox_pay_customers: {
    treatment: "provider",
    why: "Deleted by the provider's customer deletion.",
  },
  sandbox_pay_payment_methods: {
    treatment: "provider",
    why: "Deleted by the provider's customer deletion.",
  },
  sandbox_pay_payment_intents: {
    treatment: "provider",
    why: "The provider's payments; our id is removed from their metadata by the deletion.",
  },
  sandbox_pay_subscriptions: {
    treatment: "provider",
    why: "Cancelled, our id removed from their metadata by the deletion.",
  },
  sandbox_pay_invoices: { treatment: "provider", why: "The provider's invoices: amounts only." },
  sandbox_pay_refunds: { treatment: "provider", why: "The provider's refunds: amounts only." },
  sandbox_pay_idempotency_keys: {
    treatment: "provider",
    why: "The provider's stored answers naming the customer are deleted with it.",
  },
  sandbox_pay_events: {
    treatment: "provider",
    why: "The provider's events: the customer's id and e-mail are removed from their bodies by the deletion.",
  },

  // Staff
  staff_users: { treatment: "staff", why: "Staff accounts." },
  staff_sessions: { treatment: "staff", why: "Staff sessions." },
  staff_accounts: { treatment: "staff", why: "Staff passwords (hashed)." },
  staff_verifications: { treatment: "staff", why: "Staff sign-in challenges." },
  staff_two_factors: { treatment: "staff", why: "Staff two-factor secrets." },
  entity_versions: { treatment: "staff", why: "Content versions and who saved them." },
  ab_hypotheses: { treatment: "staff", why: "The A/B backlog and its owners." },
  split_result_settings: { treatment: "staff", why: "Split settings and who changed them." },

  // Short-lived
  rate_limit_buckets: {
    treatment: "short-lived",
    why: "Counters keyed by a hash (of an address or client), deleted within the hour.",
  },
  sign_in_attempts: {
    treatment: "short-lived",
    why: "Counts of guesses at a password or code, keyed by a hash of the address or account; forgotten 15 minutes after the last guess and purged hourly.",
  },

  // No personal data
  quiz_funnels: { treatment: "none", why: "Funnel content." },
  quiz_funnel_versions: { treatment: "none", why: "Funnel content." },
  quiz_funnel_aliases: { treatment: "none", why: "Funnel addresses." },
  final_pages: { treatment: "none", why: "Page content." },
  price_package_sets: { treatment: "none", why: "Pricing configuration." },
  final_page_config_version: { treatment: "none", why: "A version counter." },
  price_packages: { treatment: "none", why: "Pricing configuration." },
  upsell_bundles: { treatment: "none", why: "Pricing configuration." },
  recipes: { treatment: "none", why: "The recipe catalogue." },
  settings: { treatment: "none", why: "Site settings." },
  split_configs: { treatment: "none", why: "Experiment configuration." },
  split_config_groups: { treatment: "none", why: "Experiment configuration." },
  page_split_groups: { treatment: "none", why: "Experiment configuration." },
  redirect_configs: { treatment: "none", why: "Redirect configuration." },
  redirect_rules: {
    notPersonal: { for_elder_user: "A rule's condition flag, not a person." },
    treatment: "none",
    why: "Redirect configuration.",
  },
  experiment_config_version: { treatment: "none", why: "A version counter." },
  split_result_daily: { treatment: "none", why: "Daily sums per group, without a person." },
  split_result_state: { treatment: "none", why: "The refresh's progress." },
  dashboard_daily: { treatment: "none", why: "Daily sums, without a person." },
  dashboard_funnel_steps: {
    notPersonal: { answers: "A daily count of answers." },
    treatment: "none",
    why: "Daily sums, without a person.",
  },
  dashboard_visitor_counts: { treatment: "none", why: "Daily counts, without a person." },
  dashboard_facts: { treatment: "none", why: "Aggregated report rows, without a person." },
  dashboard_watermarks: { treatment: "none", why: "The aggregation's progress." },
  slack_outbox: {
    notPersonal: {
      message_text: "Package, amount, country, source and order id only (purchase-facts.ts).",
    },
    treatment: "none",
    why: "Staff notifications: amounts and counts, never a customer's address (docs/purchase-events.md).",
  },
};
