import { callout, h2, h3, p, ol, ul } from "@/features/content/domain/block-builders";
import type { LegalDocument } from "@/features/content/domain/legal-document";

export const refundPolicy: LegalDocument = {
  slug: "refund-policy",
  title: "Money-Back and Refund Policy",
  description:
    "Our 30-day money-back guarantee, when renewal charges are refunded, your statutory rights, and how to request a refund from {siteName}.",
  lastUpdated: "2026-11-20",
  blocks: [
    p(
      "We want you to be happy with your plan. This policy explains when {companyName} refunds payments made for {siteName} and how to ask for a refund. It is part of our [Subscription Terms](/subscription-terms). Nothing in it limits the rights you have under the consumer law of the country where you live.",
    ),

    h2("1. 30-day money-back guarantee"),
    p(
      "If you are not satisfied with your plan for any reason, you can ask for a full refund of your **first subscription payment** within **30 days** of that payment. You do not need to prove that you followed the plan or explain why you are unhappy, although your feedback helps us improve.",
    ),
    ul([
      "The guarantee covers the first payment of your first subscription, including an introductory price, and any optional add-ons you bought in the same checkout or on the offer page straight after it.",
      "It applies once per person. If you have already received a refund under this guarantee, a later subscription is covered by section 2 only.",
      "When we refund your first payment, we also cancel the subscription so that it does not renew, and your access to the plan and the account area ends.",
    ]),

    h2("2. Renewal payments"),
    p(
      "Subscriptions renew automatically until you cancel, as described in our [Subscription Terms](/subscription-terms). We send a reminder before your introductory period ends and before longer renewals, and you can cancel at any time on the [cancel subscription](/my-subscription?sf=true) page. Renewal payments are therefore not refundable as a rule, except in these cases:",
    ),
    ul([
      "**Forgotten cancellation:** if you ask within **14 days** of a renewal charge and have not signed in or opened your plan since the renewal, we refund that renewal in full.",
      "**Cancellation that did not work:** if you cancelled before the renewal date but were still charged, we refund the charge in full, whenever you tell us.",
      "**Duplicate or incorrect charges:** we refund any charge that was made twice or for the wrong amount.",
      "**Service not available:** if our service was unavailable for a substantial part of a billing period because of a problem on our side, we refund the affected part of the period.",
    ]),

    h2("3. Your statutory rights"),
    h3("EU, EEA and UK consumers"),
    p(
      "You have a 14-day right of withdrawal from a distance contract. For digital content and digital services this right ends early if you expressly asked us to start providing the plan during the withdrawal period and acknowledged that you would lose the right; our [Subscription Terms](/subscription-terms) explain the details and include a model withdrawal form. Independently of the withdrawal right, you are entitled to a remedy, which can include a price reduction or a refund, if the digital content or service is faulty or not as described.",
    ),
    h3("Other countries"),
    p(
      "Where the law of your country gives you more generous refund rights than this policy, those rights apply.",
    ),

    h2("4. How to request a refund"),
    ol([
      "Send an email to [{supportEmail}](mailto:{supportEmail}) from the email address you used for your purchase, with the subject \"Refund request\". You can also use our [contact form](/contact) and choose the billing topic.",
      "Tell us the date of the charge and the amount, or the order number from your receipt. If you paid by card, the last four digits help us find the payment quickly. Never send us your full card number.",
      "We confirm your request within 2 business days and tell you our decision. If we need more information, we will ask for it in the same conversation.",
    ]),
    p(
      "If you are asking for a refund because you no longer want the plan, please also [cancel your subscription](/my-subscription?sf=true) so that no further payments are taken. If we approve a refund of your first payment we cancel the subscription for you.",
    ),

    h2("5. How refunds are paid"),
    p(
      "Approved refunds are sent to the original payment method within 5 business days of approval, in the currency you paid in. Your bank or card issuer may need a further 5 to 10 business days to show the money in your account. We cannot cover currency conversion fees or differences in exchange rates charged by your bank. If the original payment method is no longer available, we will work with you to find another way.",
    ),

    h2("6. Chargebacks"),
    p(
      "If you believe a payment was made in error, please contact us first: we can usually resolve the problem much faster than a chargeback through your bank. If you open a chargeback, we may suspend access to your account while it is being decided. This does not affect your rights towards your bank.",
    ),

    callout(
      "tip",
      "Not sure the plan suits you? Before asking for a refund, write to us: we can change your food preferences, meal count or fasting schedule, or move you to a shorter billing period.",
      "Before you go",
    ),

    h2("7. Contact"),
    p("{companyName}, {companyAddress}. Email: [{supportEmail}](mailto:{supportEmail})."),
  ],
};
