import { callout, h2, h3, p, quote, ul } from "@/features/content/domain/block-builders";
import type { LegalDocument } from "@/features/content/domain/legal-document";

export const subscriptionTerms: LegalDocument = {
  slug: "subscription-terms",
  title: "Subscription Terms",
  description:
    "How {siteName} subscriptions, introductory prices, automatic renewal, billing, cancellation and the EU and UK right of withdrawal work.",
  lastUpdated: "2026-11-20",
  blocks: [
    p(
      "These Subscription Terms apply when you buy a subscription to {siteName} from {companyName}, {companyAddress}. They form part of our [Terms of Service](/terms-of-service). Please read them before you buy, in particular the parts about **automatic renewal** and **cancellation**.",
    ),
    callout(
      "info",
      "Your subscription renews automatically at the end of each billing period and you are charged the regular price until you cancel. You can cancel online at any time on the [cancel subscription](/my-subscription?sf=true) page; you keep access until the end of the period you have paid for.",
      "The essentials",
    ),

    h2("1. What you get"),
    p(
      "A subscription gives you access, for the billing period you chose, to your personalised meal plan, its recipes and shopping lists, the fasting schedule suited to your answers, and your account area at [My plan](/my-plan). We update and extend the plan during your subscription. Optional add-ons offered after checkout (for example additional guides) are one-time purchases unless the offer clearly says otherwise.",
    ),

    h2("2. Prices, introductory offers and taxes"),
    p(
      "Before you pay, the checkout page shows you the plan, the length of the billing period, the price of the first period, the regular price that applies from the first renewal, and how often you will be charged. The prices include VAT or similar taxes where the law requires prices to be shown with tax (for example in the EU and UK). In countries where sales tax is added at checkout, such as parts of the United States, it is shown separately before you pay.",
    ),
    p(
      "An **introductory price** (for example a discounted first week or first month) applies only to the first billing period of your first subscription. From the first renewal you pay the regular price shown at checkout, unless you cancel before the introductory period ends. If an offer includes a free trial, the trial length and the price charged when it ends are shown at checkout, and you will not be charged if you cancel before the trial ends.",
    ),

    h2("3. Automatic renewal and billing"),
    p(
      "Your subscription renews automatically at the end of each billing period for a period of the same length (for example one week, one month or three months) unless the checkout page states a different renewal period. You authorise us and our payment provider to charge the payment method you gave us at the start of each new period, without further action from you, until you cancel.",
    ),
    ul([
      "We send a receipt by email after every payment.",
      "We remind you by email before your introductory period or free trial ends and converts to the regular price, and, for billing periods of six months or longer, between 15 and 45 days before each renewal.",
      "If a payment fails, we may retry it over the following days and ask you to update your payment details. If we cannot collect the payment, your access may be paused until it succeeds or the subscription ends.",
      "Your bank may charge fees for payments in a foreign currency; these are outside our control.",
    ]),
    h3("Price changes"),
    p(
      "We may change the regular price of a subscription for future billing periods. We will tell you by email at least 30 days before the change applies to you. If you do not agree, you can cancel before the new price takes effect and you will not pay it.",
    ),

    h2("4. Cancelling your subscription"),
    p("You can cancel at any time, as easily as you signed up:"),
    ul([
      "**Online:** go to [cancel subscription](/my-subscription?sf=true) (also in the site menu under **Support**). Sign in with the link we email you if asked, and confirm the cancellation. It takes less than a minute.",
      "**By email:** write to [{supportEmail}](mailto:{supportEmail}) from the email address of your account. We will cancel for you and confirm.",
    ]),
    p(
      "We confirm every cancellation by email. Please keep the confirmation. A cancellation takes effect at the end of your current billing period: no further payments are taken, and you keep full access until that date. Cancelling does not by itself refund payments already made; see our [Money-Back and Refund Policy](/refund-policy) for when we refund. Deleting the app or your browser data, or no longer using the plan, does not cancel your subscription.",
    ),
    p(
      "Where the law of your country gives you the right to end an automatically renewed contract earlier or with a shorter notice period (for example, in Germany, at any time with one month's notice once the first term has ended), that right applies, and we refund any amount paid for the time after your contract ends.",
    ),

    h2("5. Right of withdrawal for consumers in the EU, EEA and UK"),
    p(
      "If you are a consumer in the EU, the EEA or the UK, you have the right to withdraw from your contract within 14 days without giving any reason. The withdrawal period ends 14 days after the day the contract was concluded.",
    ),
    p(
      "To exercise the right of withdrawal, you must inform us ({companyName}, {companyAddress}, [{supportEmail}](mailto:{supportEmail})) of your decision by a clear statement, for example an email. You may use the model withdrawal form below, but you do not have to. To meet the deadline, it is enough to send your message before the withdrawal period has expired.",
    ),
    h3("Effects of withdrawal"),
    p(
      "If you withdraw, we refund all payments received from you under the contract without undue delay and no later than 14 days from the day we are informed of your decision. We use the same means of payment you used, unless you have expressly agreed otherwise; you will not be charged any fees for the refund.",
    ),
    h3("When the right of withdrawal is lost"),
    p(
      "Your personalised plan is digital content that we create and make available straight after purchase. At checkout we ask you to expressly agree that we begin supplying it immediately, before the withdrawal period ends, and to confirm that you know you lose your right of withdrawal once supply has begun. If you give that consent and acknowledgement, and we confirm them to you by email, **your right of withdrawal ends when your personalised plan is made available to you**.",
    ),
    p(
      "For the ongoing service part of the subscription (access to the account area and updates), if you asked us to start during the withdrawal period and then withdraw, you pay an amount proportionate to what was provided until you told us of your withdrawal. If you did not give the consent described above, you keep your full right of withdrawal for 14 days. Independently of the withdrawal right, our [30-day money-back guarantee](/refund-policy) applies to your first payment.",
    ),
    h3("Model withdrawal form"),
    quote(
      "To {companyName}, {companyAddress}, {supportEmail}: I/We hereby give notice that I/We withdraw from my/our contract for the supply of the following digital content / service: [name of plan]. Ordered on [date]. Name of consumer(s): [name]. Email address used for the order: [email]. Date: [date]. (Signature of consumer(s), only if this form is sent on paper.)",
      "Complete and return this form only if you wish to withdraw from the contract.",
    ),

    h2("6. Changes to the service and to these terms"),
    p(
      "We may improve and change the content of the plan and the account area, provided the main characteristics of what you bought stay the same. We may change these Subscription Terms for good reason, such as changes in the law or in our services. We will tell you about changes that affect you at least 30 days before they apply; if you do not agree, you can cancel before they take effect.",
    ),

    h2("7. Ending by us"),
    p(
      "We may end your subscription with 30 days' notice by email, in which case we refund any amount paid for the period after it ends. We may end it immediately if you seriously breach our [Terms of Service](/terms-of-service), for example by sharing your account or committing payment fraud.",
    ),

    h2("8. Questions and complaints"),
    p(
      "If you have a question about a charge or a complaint about your subscription, contact us at [{supportEmail}](mailto:{supportEmail}) or through our [contact form](/contact). We answer within 2 business days. You can also read our [frequently asked questions](/faq).",
    ),
  ],
};
