import { accountingTables } from "./accounting-tables";
import { otherTables } from "./other-tables";
import type { TableTreatment } from "./table-treatment";

export type { ColumnFate, TableTreatment } from "./table-treatment";

/**
 * What erasing a customer does to every table of the database (docs/privacy.md), declared here
 * (the money tables in accounting-tables.ts, the rest in other-tables.ts)
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

  ...accountingTables,
  ...otherTables,
};

/**
 * Column names that look like a person's data. A table marked `none` with one of them fails the
 * map's test: decide what erasure does with it first.
 */
export const personalLookingColumn =
  /(^|_)(e?mail|address|ip|user|customer|visitor|profile|answers|phone|birth|weight|agent|token|message|body|reason)(_|$)|(^|_)(first|last|full|display|customer|user)_?name(_|$)/;
