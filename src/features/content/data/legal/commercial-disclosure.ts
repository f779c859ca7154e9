import { h2, p, table } from "@/features/content/domain/block-builders";
import type { LegalDocument } from "@/features/content/domain/legal-document";

export const commercialDisclosure: LegalDocument = {
  slug: "commercial-disclosure",
  title: "Disclosure under the Act on Specified Commercial Transactions",
  description:
    "Seller, contact, price, payment, delivery and cancellation details for {siteName}, as required by Japan's Act on Specified Commercial Transactions.",
  lastUpdated: "2026-11-20",
  blocks: [
    p(
      "This page sets out the information required by Japan's Act on Specified Commercial Transactions (特定商取引法に基づく表記) for the online sale of {siteName} subscriptions and related digital products.",
    ),
    table(
      ["Item", "Details"],
      [
        ["Seller (販売業者)", "{companyName}"],
        ["Person responsible for operations (運営統括責任者)", "Disclosed without delay upon request to the email address below."],
        ["Address (所在地)", "{companyAddress}"],
        ["Telephone number (電話番号)", "Disclosed without delay upon request to the email address below. For the fastest answer to questions about your order, please contact us by email."],
        ["Email address (メールアドレス)", "{supportEmail}"],
        ["Website (URL)", "{siteUrl}"],
        ["Selling price (販売価格)", "Shown on each purchase page, including consumption tax, before you confirm the order. For subscriptions, the price of the first billing period and the regular price from the first renewal are both shown."],
        ["Charges other than the price (商品代金以外の必要料金)", "None. Internet connection and communication charges are borne by the customer. Your card issuer may charge a fee for payments processed in a foreign currency."],
        ["Payment methods (支払方法)", "Credit and debit cards (Visa, Mastercard, American Express, JCB) and other methods shown on the checkout page."],
        ["Payment timing (支払時期)", "Charged when the order is confirmed. For subscriptions, each renewal is charged automatically on the first day of the new billing period."],
        ["Delivery timing (商品の引渡時期)", "Access to the personalised plan is provided immediately after payment is complete, in the account area of the website."],
        ["Subscription terms (定期購入について)", "Subscriptions renew automatically for a billing period of the same length, at the regular price shown at checkout, until cancelled. There is no minimum number of renewals."],
        ["Cancellation (解約方法)", "You can cancel at any time online at {siteUrl}/my-subscription?sf=true or by email. Cancellation takes effect at the end of the current billing period; no further charges are made and access continues until then."],
        ["Returns and refunds (返品・返金について)", "Because the products are digital content, returns are not possible once access has been provided. However, our 30-day money-back guarantee lets you request a full refund of your first subscription payment within 30 days. See our Money-Back and Refund Policy for details."],
        ["Operating environment (動作環境)", "A current version of Chrome, Safari, Edge or Firefox on a smartphone, tablet or computer with an internet connection."],
      ],
    ),
    h2("Related pages"),
    p(
      "[Subscription Terms](/subscription-terms) · [Money-Back and Refund Policy](/refund-policy) · [Terms of Service](/terms-of-service) · [Privacy Policy](/privacy-policy)",
    ),
  ],
};
