/** The cookies that carry the visitor's country and what follows from it (spec section 3). */
export const countryCookieNames = {
  country: "countryCode",
  imperial: "isImperialSystemCountry",
  separateEmailSubscription: "isSeparateEmailSubscriptionCountry",
  solidLegal: "isSolidLegalCountry",
} as const;

/** Default cookie of the spec (section 9): path `/`, one day. */
export const countryCookieOptions = {
  path: "/",
  maxAge: 24 * 60 * 60,
  sameSite: "lax",
} as const;

/** The request header the proxy uses to hand the resolved country to the page render. */
export const countryRequestHeader = "x-platewise-country";
