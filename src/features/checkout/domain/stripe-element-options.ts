/**
 * The options of Stripe's Payment Element on the checkout page, in deferred mode: no intent
 * exists until the buyer pays, so the Element is told what our server will do with the method
 * it collects (docs/checkout.md, "Stripe's Payment Element"). Pure: the component passes these
 * to `stripe.elements(…)` as they are.
 */

/** Our 16 languages → the language Stripe's Element speaks (Stripe writes Simplified Chinese `zh`). */
const stripeLocales = {
  ar: "ar",
  de: "de",
  en: "en",
  es: "es",
  fr: "fr",
  id: "id",
  it: "it",
  ja: "ja",
  ko: "ko",
  pl: "pl",
  pt: "pt",
  th: "th",
  tr: "tr",
  vi: "vi",
  "zh-CN": "zh",
  "zh-TW": "zh-TW",
} as const;

export type StripeLocale = (typeof stripeLocales)[keyof typeof stripeLocales] | "auto";

/** Stripe's language for one of ours; `auto` (the browser's) for anything else. */
export function stripeLocaleOf(locale: string): StripeLocale {
  return Object.hasOwn(stripeLocales, locale) ? stripeLocales[locale as keyof typeof stripeLocales] : "auto";
}

/** What is sold, as the checkout page knows it. */
export type ElementOffer = {
  kind: "subscription" | "one_time";
  /** The amount due today in minor units (0 for a free trial). */
  dueTodayMinor: number;
  /** ISO 4217, capitals, as our prices are stored. */
  currency: string;
};

/** The theme's colours, read from the page (hex values only; anything else is left to Stripe's default). */
export type ThemeColours = {
  background?: string;
  text?: string;
  muted?: string;
  primary?: string;
  danger?: string;
  /** The page's `color-scheme`: `dark` picks Stripe's dark theme. */
  scheme?: string;
};

export type StripeElementAppearance = {
  theme: "stripe" | "night";
  variables: Record<string, string>;
};

type CommonOptions = {
  /** Lower case, as Stripe writes currencies. */
  currency: string;
  /** Our server confirms: the browser only creates the payment method (`createPaymentMethod`). */
  paymentMethodCreation: "manual";
  /** Cards, and with them Apple Pay and Google Pay: methods that never need a redirect. */
  allowedPaymentMethodTypes: string[];
  locale: StripeLocale;
  appearance: StripeElementAppearance;
};

export type StripeElementOptions = CommonOptions &
  (
    | { mode: "subscription"; amount: number }
    | { mode: "payment"; amount: number; setupFutureUsage: "off_session" }
    /** Nothing is charged: no amount. */
    | { mode: "setup" }
  );

/**
 * The Element's options for an offer:
 * - a subscription with something due today: `subscription` mode for that amount (our server
 *   starts the subscription, which charges its first invoice now);
 * - a free trial (nothing due today): `setup` mode (our server confirms a SetupIntent and starts
 *   the trial; no money moves);
 * - a one-time package: `payment` mode, kept for later charges as our server does (upsells).
 */
export function stripeElementOptions(input: {
  offer: ElementOffer;
  locale: string;
  theme?: ThemeColours;
}): StripeElementOptions {
  const { offer } = input;
  if (!Number.isSafeInteger(offer.dueTodayMinor) || offer.dueTodayMinor < 0)
    throw new Error("The amount due today must be a whole, non-negative number of minor units.");
  if (!/^[A-Z]{3}$/.test(offer.currency)) throw new Error("The currency must be an ISO 4217 code in capitals.");
  const currency = offer.currency.toLowerCase();
  const common: CommonOptions = {
    currency,
    paymentMethodCreation: "manual",
    allowedPaymentMethodTypes: ["card"],
    locale: stripeLocaleOf(input.locale),
    appearance: stripeAppearance(input.theme ?? {}),
  };
  if (offer.kind === "one_time")
    return { mode: "payment", amount: offer.dueTodayMinor, setupFutureUsage: "off_session", ...common };
  if (offer.dueTodayMinor === 0) return { mode: "setup", ...common };
  return { mode: "subscription", amount: offer.dueTodayMinor, ...common };
}

const hexColour = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Stripe's appearance from our theme's colours and shapes (rounded fields, the site's font). */
export function stripeAppearance(theme: ThemeColours): StripeElementAppearance {
  const variables: Record<string, string> = {
    borderRadius: "12px",
    fontFamily: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  };
  const colours: Array<[keyof ThemeColours, string]> = [
    ["background", "colorBackground"],
    ["text", "colorText"],
    ["muted", "colorTextSecondary"],
    ["primary", "colorPrimary"],
    ["danger", "colorDanger"],
  ];
  for (const [ours, theirs] of colours) {
    const value = theme[ours]?.trim();
    if (value && hexColour.test(value)) variables[theirs] = value.toLowerCase();
  }
  return { theme: theme.scheme?.trim() === "dark" ? "night" : "stripe", variables };
}
