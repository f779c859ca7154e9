import { consentGroups, type ConsentGroup } from "@/features/consent/domain/consent-groups";
import { cookieTable } from "@/features/consent/domain/cookie-table";
import { callout, h2, h3, p, table } from "@/features/content/domain/block-builders";
import type { LegalDocument } from "@/features/content/domain/legal-document";

const groupTitles: Record<ConsentGroup, string> = {
  necessary: "Strictly necessary",
  performance: "Performance",
  functional: "Functional",
  targeting: "Targeting",
};

/** Browser storage entries that are not cookies, listed with the cookies of their group. */
const storageRows: Record<ConsentGroup, string[][]> = {
  necessary: [["Local storage: SPLITS_STATE", "{siteName}", "Keeps you in the same version of a page during a test", "Until cleared"]],
  performance: [["Local storage: userProperties", "{siteName}", "Campaign details used for statistics (advertising click ids only with targeting consent)", "Until cleared or expired"]],
  functional: [],
  targeting: [],
};

/** One table per consent group, straight from the product's cookie table, so the two always agree. */
function cookieListOf(group: ConsentGroup) {
  const rows = cookieTable.filter((row) => row.category === group).map((row) => [row.name, row.provider, row.purpose, row.lifetime]);
  return table(["Name", "Provider", "Purpose", "Lifetime"], [...rows, ...storageRows[group]], groupTitles[group]);
}

export const cookiePolicy: LegalDocument = {
  slug: "cookie-policy",
  title: "Cookie Policy",
  description:
    "Which cookies and similar technologies {siteName} uses, the four consent groups, and how to change your choices at any time.",
  lastUpdated: "2026-11-24",
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
      "These cookies make the website work and keep it secure. They remember the consent choices you made and your country (so that we show the correct prices, units, legal pages and consent rules), your sign-in session and your quiz answers, your device's time zone (so that your account shows the meals and logs of your own day), the page you should return to after signing in, and a random visitor identifier with your position in page tests, so that you see the same version of a page on every visit; they also support fraud prevention during payment. The cookies that protect your session and your answers cannot be read by scripts on the page. They do not track you across other websites. Because the law allows these cookies without consent, they cannot be switched off in the cookie settings; you can block them in your browser, but parts of the site, including checkout and sign-in, will then not work.",
    ),
    h3("Performance"),
    p(
      "These cookies help us understand how visitors use the site, for example which quiz questions people leave at, how long pages take to load and which errors occur, so that we can improve it. The information is used in aggregated or pseudonymised form. It includes the campaign parameters (such as utm_source) of the link that brought you to us, which we use to measure which campaigns bring visitors. Where consent is required, we store them only after you allow this group.",
    ),
    h3("Functional"),
    p(
      "These cookies enable features that are helpful but not essential: remembering the countdown of a time-limited offer you were shown, showing the customer review widget, and embedded help-centre features.",
    ),
    h3("Targeting"),
    p(
      "These cookies are set by advertising platforms. They let us measure whether our adverts led to a visit or a purchase, show our adverts to people who are likely to be interested, avoid showing adverts to existing customers, and let the platforms use the information for their own advertising purposes. They record advertising click identifiers (such as gclid or fbclid) and events such as \"completed the quiz\" or \"purchased\". Where consent is required, or when your browser sends a Global Privacy Control signal, we do not store advertising click identifiers until you allow this group. We never pass the answers you give in our quiz about your health, weight or medical conditions to advertising platforms.",
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
    ...consentGroups.map(cookieListOf),

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
