import { callout, h2, h3, p, table } from "@/features/content/domain/block-builders";
import type { LegalDocument } from "@/features/content/domain/legal-document";

export const cookiePolicy: LegalDocument = {
  slug: "cookie-policy",
  title: "Cookie Policy",
  description:
    "Which cookies and similar technologies {siteName} uses, the four consent groups, and how to change your choices at any time.",
  lastUpdated: "2026-11-20",
  blocks: [
    p(
      "This Cookie Policy explains how {companyName} (\"we\", \"us\"), the operator of {siteName} at {siteUrl}, uses cookies and similar technologies when you visit our website, take our quiz, buy a subscription or use your account area. It should be read together with our [Privacy Policy](/privacy-policy), which explains how we handle personal data in general.",
    ),

    h2("1. What cookies and similar technologies are"),
    p(
      "A cookie is a small text file that a website stores in your browser. It lets the site recognise your browser on later requests, for example to keep you signed in or to remember your cookie choices. \"Similar technologies\" are other ways of storing or reading information on your device, such as the browser's local storage, and small pieces of code from third parties (often called pixels or tags) that report what happens on a page.",
    ),
    p(
      "Some cookies are set by us (first-party cookies). Others are set by the providers whose services we use on our pages (third-party cookies). Some disappear when you close the browser (session cookies); others remain for a set time (persistent cookies). In this policy, \"cookies\" covers all of these technologies.",
    ),

    h2("2. The four consent groups"),
    p(
      "We sort every cookie into one of four groups. Only the first group is always on, because the site cannot work without it. The other three are used only as described in section 3.",
    ),
    h3("Strictly necessary"),
    p(
      "These cookies make the website work and keep it secure. They remember the consent choices you made and your country (so that we show the correct prices, units, legal pages and consent rules), your sign-in session, the page you should return to after signing in, and they support fraud prevention during payment. They do not track you across other websites. Because the law allows these cookies without consent, they cannot be switched off in the cookie settings; you can block them in your browser, but parts of the site, including checkout and sign-in, will then not work.",
    ),
    h3("Performance"),
    p(
      "These cookies help us understand how visitors use the site, for example which quiz questions people leave at, how long pages take to load and which errors occur, so that we can improve it. The information is used in aggregated or pseudonymised form. It includes a random visitor identifier and the campaign parameters (such as utm_source) of the link that brought you to us, which we use to measure which campaigns bring visitors.",
    ),
    h3("Functional"),
    p(
      "These cookies enable features that are helpful but not essential: keeping you in the same version of a page while we test improvements (so the page does not change every time you return), remembering the countdown of a time-limited offer you were shown, showing the customer review widget, and embedded help-centre features.",
    ),
    h3("Targeting"),
    p(
      "These cookies are set by advertising platforms. They let us measure whether our adverts led to a visit or a purchase, show our adverts to people who are likely to be interested, avoid showing adverts to existing customers, and let the platforms use the information for their own advertising purposes. They record advertising click identifiers (such as gclid or fbclid) and events such as \"completed the quiz\" or \"purchased\". We never pass the answers you give in our quiz about your health, weight or medical conditions to advertising platforms.",
    ),
    callout(
      "info",
      "Under US state privacy laws, the use of targeting cookies can be a \"sale\" or \"sharing\" of personal information. You can opt out at any time; see our page [Do Not Sell or Share My Personal Information](/do-not-sell-my-personal-information).",
      "US residents",
    ),

    h2("3. When we ask for your consent"),
    p(
      "If you visit from the European Economic Area, the United Kingdom, Switzerland or another country whose law requires prior consent, performance, functional and targeting cookies stay off until you accept them in our cookie banner. The banner appears a few seconds after the page loads. You can accept all groups, reject all optional groups, or choose group by group. Rejecting is as easy as accepting, and the site works in either case.",
    ),
    p(
      "In other countries, including the United States, optional cookies are switched on by default and you can switch them off at any time. If your browser sends a Global Privacy Control (GPC) signal, we treat it as a request to opt out of targeting cookies and do not load them.",
    ),
    p(
      "We use Google Consent Mode (version 2). It passes your choices for the signals ad_storage, analytics_storage, ad_user_data and ad_personalization to Google's tags before they run. Where consent is required, all four signals start as \"denied\" and change only if you give consent to the matching group.",
    ),

    h2("4. How to change your choices"),
    p(
      "You can change or withdraw your consent at any time, as easily as you gave it. Open the menu at the top of any page and choose **Cookie settings** (in the United States the entry is called **Your privacy choices**). A panel opens where you can switch each optional group on or off and save. If you withdraw consent for a group you had previously accepted, the page reloads so that the scripts of that group stop running, and we delete the first-party cookies of that group that we can reach.",
    ),
    p(
      "You can also delete or block cookies in your browser settings. Deleting all cookies also deletes your consent choices, so the banner will appear again on your next visit. Withdrawing consent does not affect the lawfulness of processing that took place before the withdrawal.",
    ),

    h2("5. The cookies we use"),
    p(
      "The tables below list the cookies and storage entries that our site sets or allows. Third-party providers may change the names and lifetimes of their cookies; their own policies, linked from our [Privacy Policy](/privacy-policy), have the current details.",
    ),
    table(
      ["Name", "Provider", "Purpose", "Lifetime"],
      [
        ["cc_cookie", "{siteName}", "Stores your cookie consent choices and when you made them", "6 months"],
        ["countryCode", "{siteName}", "Stores your country to apply the right prices, consent rules and legal pages", "1 day"],
        ["isImperialSystemCountry", "{siteName}", "Chooses metric or imperial units for your country", "1 day"],
        ["isSeparateEmailSubscriptionCountry, isSolidLegalCountry", "{siteName}", "Apply the email-marketing and legal rules of your country", "1 day"],
        ["token, userId, domain", "{siteName}", "Keep you signed in and secure your session", "30 days"],
        ["returnURL", "{siteName}", "Takes you back to the quiz or checkout step you left", "1 day"],
        ["disable_analytics", "{siteName}", "Remembers that analytics and error reporting must stay off", "1 day"],
        ["__stripe_mid, __stripe_sid", "Stripe", "Fraud prevention during payment", "1 year / 30 minutes"],
      ],
      "Strictly necessary",
    ),
    table(
      ["Name", "Provider", "Purpose", "Lifetime"],
      [
        ["proxy_user_id", "{siteName}", "A random identifier that connects your visits for statistics", "1 year"],
        ["utm_source, utm_medium, utm_campaign, utm_content, utm_term and related campaign fields", "{siteName}", "Record which campaign brought you to us", "1 year"],
        ["AMP_*", "Amplitude", "Product analytics: which pages and steps are used", "1 year"],
        ["_ga, _ga_*", "Google Analytics", "Statistics about visits", "Up to 2 years"],
        ["Local storage: userProperties", "{siteName}", "Campaign details used for statistics", "Until cleared or expired"],
      ],
      "Performance",
    ),
    table(
      ["Name", "Provider", "Purpose", "Lifetime"],
      [
        ["SPLITS, SPLIT_*_POSITION, expName_start, expGrp_start, st", "{siteName}", "Keep you in the same version of a page during a test", "1 year"],
        ["Local storage: SPLITS_STATE", "{siteName}", "The same, stored in the browser", "Until cleared"],
        ["timer", "{siteName}", "Keeps the countdown of an offer consistent", "1 day"],
        ["Review widget cookies", "Review provider", "Display of independent customer reviews", "Up to 1 year"],
      ],
      "Functional",
    ),
    table(
      ["Name", "Provider", "Purpose", "Lifetime"],
      [
        ["_fbp, _fbc, custom_fbc, fbclid", "Meta Platforms", "Measure and target adverts on Facebook and Instagram", "90 days to 1 year"],
        ["_gcl_au, gclid, gbraid, wbraid", "Google", "Measure and target Google adverts", "90 days to 1 year"],
        ["_ttp, ttclid", "TikTok", "Measure and target TikTok adverts", "Up to 13 months"],
        ["twclid", "X (Twitter)", "Measure adverts on X", "Up to 1 year"],
        ["_scid, ScCid", "Snap", "Measure adverts on Snapchat", "Up to 13 months"],
      ],
      "Targeting",
    ),

    h2("6. Third-party providers"),
    p(
      "When you allow a group, the providers of that group receive information directly from your browser, including your IP address and browser details. Some of them are located outside your country, including in the United States. Our [Privacy Policy](/privacy-policy) explains the safeguards we use for such transfers and how each provider is bound to protect your data. Where an advertising platform uses the information for its own purposes, it does so as a separate controller under its own privacy policy.",
    ),

    h2("7. Changes to this policy"),
    p(
      "We update this policy when we add, remove or change cookies, and we change the date at the top when we do. If a change means that we need new consent, we will ask for it again through the cookie banner.",
    ),

    h2("8. Contact"),
    p(
      "Questions about cookies can be sent to [{supportEmail}](mailto:{supportEmail}) or by post to {companyName}, {companyAddress}. You can also use our [contact form](/contact).",
    ),
  ],
};
