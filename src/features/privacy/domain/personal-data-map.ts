/**
 * What erasing a customer does to every table of the database (docs/privacy.md), declared here
 * and carried out by `features/privacy/server/erase-customer.ts`. A unit test walks the Drizzle
 * schema: a table missing here, a new column of a table whose rows are kept, or a
 * personal-looking column in a table said to hold none, fails it.
 *
 * - `delete`: the customer's rows are deleted (`match` says how they are found).
 * - `pseudonymise`: the rows stay; each column says what happens to it.
 * - `keep`: accounting rows, kept whole; they hold no personal data, only the customer's
 *   pseudonym (the new id the erasure gives them) through their order or subscription.
 * - `provider`: the sandbox processor's own records (it plays the payment provider); they go
 *   when the provider deletes its customer (the `privacy.delete-provider-customers` job).
 * - `staff`: staff's own accounts and work, not customers' data.
 * - `short-lived`: nothing but a hash, deleted within the hour by its own job.
 * - `none`: no personal data (configuration, content, aggregates without a person).
 */
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

const accounting =
  "Accounting law: orders, payments, refunds and invoices are kept for the legal retention period (docs/privacy.md).";
const visitorRows = "Rows of the customer's visitor ids (their quiz sessions, orders and events)";

export const personalDataMap: Record<string, TableTreatment> = {
  // The person
  users: {
    treatment: "pseudonymise",
    match: "the customer's row",
    why: "The row stays under a new random id (the pseudonym) because kept orders and subscriptions point at it; nothing of the person is left.",
    columns: {
      uuid: "re-keyed",
      email: "replaced",
      profile: "cleared",
      locale: "kept",
      email_consent: "cleared",
      created_at: "kept",
      updated_at: "kept",
    },
  },
  auth_users: {
    treatment: "delete",
    match: "id = the customer's id",
    why: "Sign-in identity: name and e-mail.",
  },
  auth_sessions: {
    treatment: "delete",
    match: "user_id = the customer's id",
    why: "Signed-in browsers, with address and browser.",
  },
  auth_accounts: {
    treatment: "delete",
    match: "user_id = the customer's id",
    why: "Linked sign-in methods.",
  },
  auth_verifications: {
    treatment: "delete",
    match: "identifier naming the e-mail",
    why: "Pending sign-in codes keyed by the e-mail.",
  },
  quiz_sessions: {
    treatment: "delete",
    match: "user_uuid, unverified_email or the customer's visitor ids",
    why: "Quiz answers: health-adjacent data, e-mail, name.",
  },
  plan_preferences: { treatment: "delete", match: "user_uuid", why: "Meal-plan settings." },
  meal_plans: {
    treatment: "delete",
    match: "user_uuid",
    why: "The generated plan (weight, targets).",
  },
  water_entries: { treatment: "delete", match: "user_uuid", why: "Tracker." },
  weight_entries: { treatment: "delete", match: "user_uuid", why: "Tracker (weight)." },
  fasts: { treatment: "delete", match: "user_uuid", why: "Tracker." },
  email_outbox: {
    treatment: "delete",
    match: "to_address = the e-mail (any case)",
    why: "Mails written to the customer, with their address and content.",
  },
  contact_messages: {
    treatment: "delete",
    match: "email = the e-mail (any case)",
    why: "What the person wrote to us, with name, address and IP.",
  },
  attribution_records: {
    treatment: "delete",
    match: "user_uuid",
    why: "Campaign attribution of the customer.",
  },
  analytics_events: {
    treatment: "delete",
    match: `user_id, or ${visitorRows.toLowerCase()}`,
    why: "Behaviour on the site.",
  },
  duration_events: {
    treatment: "delete",
    match: `backend_user_id, or ${visitorRows.toLowerCase()}`,
    why: "Behaviour on the site, with the browser.",
  },
  split_exposures: {
    treatment: "delete",
    match: visitorRows,
    why: "Which test groups the visitor saw.",
  },
  split_result_visitors: {
    treatment: "delete",
    match: visitorRows,
    why: "The visitor's line in split results (the daily sums stay, without a person).",
  },
  dashboard_daily_visitors: {
    treatment: "delete",
    match: visitorRows,
    why: "The visitor's day in the dashboard (counts stay).",
  },
  dashboard_visitor_dimensions: {
    treatment: "delete",
    match: visitorRows,
    why: "The visitor's first-seen country and source.",
  },
  purchase_contexts: {
    treatment: "pseudonymise",
    match: "order_id of the customer's orders",
    why: "VAT law asks for evidence of the buyer's country for each sale: the country (and language, funnel and time) stay; the browser, address, page, consent and attribution go.",
    columns: {
      order_id: "kept",
      visitor_id: "replaced",
      locale: "kept",
      country: "kept",
      consent: "cleared",
      attribution: "cleared",
      page_url: "cleared",
      user_agent: "cleared",
      ip_address: "cleared",
      click_ids: "cleared",
      quiz_name: "kept",
      created_at: "kept",
    },
  },
  support_proxy_sessions: {
    treatment: "delete",
    match: "customer_uuid",
    why: "Support's views of the customer (the audit log keeps who looked).",
  },

  // Money: kept for accounting, re-keyed to the pseudonym
  customers: {
    notPersonal: {
      provider_customer_id:
        "The provider's own id for the customer; it names no person once the provider deleted them.",
    },
    treatment: "pseudonymise",
    match: "user_uuid",
    why: "The provider's customer record: kept so late provider events still match; the provider's own customer is deleted by the job.",
    columns: {
      id: "kept",
      user_uuid: "re-keyed",
      email: "replaced",
      provider: "kept",
      provider_customer_id: "kept",
      payment_method_id: "cleared",
      created_at: "kept",
      updated_at: "kept",
    },
  },
  orders: {
    treatment: "keep",
    match: "user_uuid",
    why: accounting,
    columns: {
      id: "kept",
      user_uuid: "re-keyed",
      package_id: "kept",
      kind: "kept",
      currency: "kept",
      amount_minor: "kept",
      refunded_minor: "kept",
      status: "kept",
      failure_code: "kept",
      idempotency_key: "kept",
      provider: "kept",
      provider_payment_id: "kept",
      payment_method_id: "cleared",
      attempt_owner: "cleared",
      subscription_id: "kept",
      created_at: "kept",
      updated_at: "kept",
    },
  },
  order_items: {
    treatment: "keep",
    match: "order_id",
    why: accounting,
    columns: {
      order_id: "kept",
      package_id: "kept",
      amount_minor: "kept",
      currency: "kept",
      position: "kept",
    },
  },
  payments: {
    treatment: "keep",
    match: "order_id",
    why: accounting,
    columns: {
      id: "kept",
      order_id: "kept",
      provider: "kept",
      provider_payment_id: "kept",
      amount_minor: "kept",
      currency: "kept",
      status: "kept",
      failure_code: "kept",
      created_at: "kept",
      updated_at: "kept",
    },
  },
  refunds: {
    notPersonal: {
      reason: "A fixed code (requested_by_customer, duplicate, fraudulent), not text.",
    },
    treatment: "keep",
    match: "order_id",
    why: accounting,
    columns: {
      id: "kept",
      order_id: "kept",
      payment_id: "kept",
      provider: "kept",
      provider_refund_id: "kept",
      amount_minor: "kept",
      currency: "kept",
      reason: "kept",
      status: "kept",
      idempotency_key: "kept",
      created_at: "kept",
    },
  },
  invoices: {
    treatment: "keep",
    match: "subscription_id",
    why: `${accounting} Our invoices carry no name or address (the customer gave none); the invoice number is the provider's invoice id.`,
    columns: {
      id: "kept",
      subscription_id: "kept",
      order_id: "kept",
      provider: "kept",
      provider_invoice_id: "kept",
      amount_minor: "kept",
      currency: "kept",
      status: "kept",
      attempt_count: "kept",
      next_attempt_at: "kept",
      period_start: "kept",
      period_end: "kept",
      paid_at: "kept",
      created_at: "kept",
      updated_at: "kept",
    },
  },
  subscriptions: {
    notPersonal: { customer_id: "Our provider customer row (itself pseudonymised)." },
    treatment: "keep",
    match: "user_uuid",
    why: `${accounting} The subscription explains its renewal orders and invoices.`,
    columns: {
      id: "kept",
      user_uuid: "re-keyed",
      package_id: "kept",
      customer_id: "kept",
      initial_order_id: "kept",
      status: "kept",
      currency: "kept",
      current_period_start: "kept",
      current_period_end: "kept",
      cancel_at_period_end: "kept",
      ended_at: "kept",
      provider: "kept",
      provider_subscription_id: "kept",
      payment_method_id: "cleared",
      created_at: "kept",
      updated_at: "kept",
    },
  },
  subscription_transitions: {
    treatment: "keep",
    match: "subscription_id",
    why: "The subscription's history explains its money; it names no person.",
    columns: {
      id: "kept",
      subscription_id: "kept",
      from_status: "kept",
      to_status: "kept",
      event: "kept",
      actor: "kept",
      at: "kept",
      cause: "kept",
    },
  },
  subscription_change_events: {
    notPersonal: {
      reason: "A fixed code from the cancel flow's list; the typed text is reason_text, cleared.",
    },
    treatment: "pseudonymise",
    match: "user_uuid",
    why: "The cancel flow's steps explain a cancellation; what the customer typed is removed.",
    columns: {
      id: "kept",
      subscription_id: "kept",
      user_uuid: "re-keyed",
      flow_id: "kept",
      step: "kept",
      reason: "kept",
      reason_text: "cleared",
      offer: "kept",
      outcome: "kept",
      at: "kept",
    },
  },
  subscription_retention_offers: {
    treatment: "keep",
    match: "subscription_id",
    why: "A discount or pause that changed what was charged.",
    columns: {
      id: "kept",
      subscription_id: "kept",
      flow_id: "kept",
      kind: "kept",
      pause_months: "kept",
      resumes_at: "kept",
      percent_off: "kept",
      renewals: "kept",
      accepted_at: "kept",
    },
  },
  upsell_chains: {
    treatment: "keep",
    match: "initial_order_id",
    why: "Which offers an order was shown; no person.",
    columns: { initial_order_id: "kept", currency: "kept", plan: "kept", created_at: "kept" },
  },
  upsell_steps: {
    treatment: "keep",
    match: "initial_order_id",
    why: "The answers to those offers, explaining upsell orders; no person.",
    columns: {
      initial_order_id: "kept",
      step: "kept",
      status: "kept",
      package_ids: "kept",
      order_ids: "kept",
      failure_code: "kept",
      shown_at: "kept",
      answered_at: "kept",
      created_at: "kept",
      updated_at: "kept",
    },
  },
  purchase_effects: {
    notPersonal: { lease_token: "A random id of the worker holding the effect." },
    treatment: "keep",
    match: "order_id",
    why: "What ran after a payment (kept so it never runs twice); notes hold no personal data.",
    columns: {
      order_id: "kept",
      effect: "kept",
      status: "kept",
      attempts: "kept",
      last_error: "kept",
      lease_token: "kept",
      lease_until: "kept",
      next_attempt_at: "kept",
      note: "kept",
      finished_at: "kept",
      created_at: "kept",
      updated_at: "kept",
    },
  },
  webhook_events: {
    treatment: "pseudonymise",
    match: "payload naming the customer's id",
    why: "The provider's events prove how money moved; the customer's id inside becomes the pseudonym.",
    columns: {
      id: "kept",
      provider: "kept",
      event_id: "kept",
      type: "kept",
      payload: "scrubbed",
      received_at: "kept",
      processed_at: "kept",
      attempts: "kept",
      last_error: "scrubbed",
    },
  },
  privacy_provider_deletions: {
    notPersonal: {
      provider_customer_id: "The provider's own id, needed to ask it to delete the customer.",
      customer_row_id: "Our provider customer row (itself pseudonymised).",
    },
    treatment: "keep",
    match: "customer_row_id",
    why: "The erasure's own request to the provider, until it is done; the provider's customer id only.",
    columns: {
      id: "kept",
      customer_row_id: "kept",
      provider: "kept",
      provider_customer_id: "kept",
      status: "kept",
      attempts: "kept",
      last_error: "kept",
      requested_at: "kept",
      finished_at: "kept",
    },
  },
  audit_log: {
    notPersonal: {
      staff_email: "The staff member's work address, kept for accountability.",
      reason: "Scrubbed of the customer's e-mail and names.",
    },
    treatment: "pseudonymise",
    match: "entity_type customer and entity_id = the customer's id",
    why: "Who did what to the customer stays accountable; the customer becomes the pseudonym and their e-mail or name in a reason becomes [erased].",
    columns: {
      id: "kept",
      at: "kept",
      staff_id: "kept",
      staff_email: "kept",
      action: "kept",
      entity_type: "kept",
      entity_id: "re-keyed",
      diff: "scrubbed",
      reason: "scrubbed",
      request_id: "kept",
    },
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

/**
 * Column names that look like a person's data. A table marked `none` with one of them fails the
 * map's test: decide what erasure does with it first.
 */
export const personalLookingColumn =
  /(^|_)(e?mail|address|ip|user|customer|visitor|profile|answers|phone|birth|weight|agent|token|message|body|reason)(_|$)|(^|_)(first|last|full|display|customer|user)_?name(_|$)/;
