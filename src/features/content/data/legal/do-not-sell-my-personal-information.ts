import { callout, h2, p, ul, ol } from "@/features/content/domain/block-builders";
import type { LegalDocument } from "@/features/content/domain/legal-document";

export const doNotSellMyPersonalInformation: LegalDocument = {
  slug: "do-not-sell-my-personal-information",
  title: "Do Not Sell or Share My Personal Information",
  description:
    "How to opt out of the sale or sharing of your personal information for targeted advertising, including with Global Privacy Control.",
  lastUpdated: "2026-11-20",
  blocks: [
    p(
      "The California Consumer Privacy Act, as amended by the California Privacy Rights Act (\"CCPA\"), and the privacy laws of several other US states give you the right to opt out of the \"sale\" of your personal information, its \"sharing\" for cross-context behavioural advertising, and its use for targeted advertising. This page explains what that means at {siteName} and how to use the right. It supplements our [Privacy Policy](/privacy-policy).",
    ),

    h2("What we sell or share"),
    p(
      "We do not sell personal information for money, and we never sell or share the health information you give us in our quiz. However, like most online businesses, we use advertising platforms to measure and show our adverts. When targeting cookies and pixels are active on our site, the platforms (Meta, Google, TikTok, X and Snap) receive:",
    ),
    ul([
      "identifiers such as cookie identifiers, advertising click identifiers and your IP address;",
      "internet activity on our site, such as the pages you visited and whether you completed the quiz or made a purchase.",
    ]),
    p(
      "Because the platforms may also use this information for their own advertising, the law can treat it as a sale or sharing even though no money changes hands. You can stop it at any time.",
    ),

    h2("How to opt out"),
    ol([
      "**In the site menu:** open the menu at the top of any page and choose **Your privacy choices**. Switch off **Targeting** and save. Your choice applies immediately and is stored in your browser.",
      "**With Global Privacy Control:** if your browser or an extension sends the Global Privacy Control (GPC) signal, we treat it as a valid request to opt out of sale and sharing for that browser, without you having to do anything else. If you are signed in, we also apply the opt-out to your account.",
      "**By email:** write to [{supportEmail}](mailto:{supportEmail}) with the subject \"Do Not Sell or Share\". If you send the request from the email address of your account, we apply it to your account and to any information we later match to it, such as hashed email addresses used for advert measurement.",
    ]),
    callout(
      "info",
      "An opt-out made in the menu or through GPC is stored in the browser you used. If you use several browsers or devices, or clear your cookies, repeat it there, or email us so that we can attach it to your account.",
      "Using more than one device?",
    ),

    h2("What happens after you opt out"),
    p(
      "We stop loading targeting cookies and advertising pixels for you and stop sending your information to advertising platforms for cross-context behavioural advertising. We act on email requests as soon as possible and at the latest within 15 business days, and we tell the platforms that received your information since the opt-out request to stop selling or sharing it where the law requires it. We wait at least 12 months before asking you to opt back in. You may still see adverts for {siteName}, but they will not be based on your activity on our site.",
    ),
    p(
      "Opting out does not affect your subscription, your plan or our service emails, and we will never charge you more or give you a lower level of service for using your rights.",
    ),

    h2("Sensitive personal information"),
    p(
      "We use sensitive personal information, such as the health information in your quiz answers, only to provide the services you asked for and for other purposes allowed by the CCPA regulations. We do not use it to infer characteristics about you and never share it for advertising, so there is nothing further to limit. You may still contact us at any time with questions about it.",
    ),

    h2("Authorised agents"),
    p(
      "You may ask an authorised agent to submit an opt-out request for you. The agent must send us your written, signed permission. We do not require you to verify your identity for an opt-out, but we may ask for information needed to find your records or to confirm the agent's authority.",
    ),

    h2("Consumers under 16"),
    p(
      "Our services are for adults. We do not knowingly sell or share the personal information of consumers under 16 years of age.",
    ),

    h2("Questions"),
    p(
      "For other privacy rights, such as access, deletion and correction, see section 12 of our [Privacy Policy](/privacy-policy). You can reach us at [{supportEmail}](mailto:{supportEmail}) or by post at {companyName}, {companyAddress}.",
    ),
  ],
};
