import { h2, p, ol, table } from "@/features/content/domain/block-builders";
import type { LegalDocument } from "@/features/content/domain/legal-document";

export const dmca: LegalDocument = {
  slug: "dmca",
  title: "Copyright and DMCA Policy",
  description:
    "How to report content on {siteName} that you believe infringes your copyright, how to send a counter-notice, and our repeat-infringer policy.",
  lastUpdated: "2026-11-20",
  blocks: [
    p(
      "{companyName} respects the intellectual property of others and expects the people who use {siteName} to do the same. We respond to notices of alleged copyright infringement that comply with the US Digital Millennium Copyright Act (\"DMCA\"), 17 U.S.C. § 512, and to notices of illegal content under the EU Digital Services Act and other applicable laws.",
    ),
    p(
      "Most content on {siteName}, including our recipes, meal plans, articles, photographs and software, is created by us or licensed to us. If you believe that something on our site copies your work without permission, please tell us.",
    ),

    h2("1. Our designated agent"),
    table(
      ["Item", "Details"],
      [
        ["Name", "Copyright Agent, {companyName}"],
        ["Address", "{companyAddress}"],
        ["Email", "{supportEmail} (subject line: \"DMCA Notice\")"],
      ],
    ),
    p(
      "This address is only for notices about copyright and other intellectual property. Other messages sent to the agent will not receive a response; please use our [contact page](/contact) for everything else.",
    ),

    h2("2. How to send a notice of infringement"),
    p("Under 17 U.S.C. § 512(c)(3), your notice must be in writing and include:"),
    ol([
      "a physical or electronic signature of the copyright owner or of a person authorised to act on the owner's behalf;",
      "identification of the copyrighted work you say has been infringed, or, if several works are covered by one notice, a representative list of them;",
      "identification of the material you say is infringing and should be removed or disabled, with information reasonably sufficient for us to find it, ideally the exact web address;",
      "information reasonably sufficient for us to contact you, such as your name, postal address, telephone number and email address;",
      "a statement that you have a good-faith belief that the use of the material in the manner complained of is not authorised by the copyright owner, its agent or the law;",
      "a statement that the information in the notice is accurate and, under penalty of perjury, that you are authorised to act on behalf of the owner of the right that is allegedly infringed.",
    ]),
    p(
      "Please be aware that under 17 U.S.C. § 512(f), anyone who knowingly and materially misrepresents that material is infringing may be liable for damages, including costs and attorneys' fees. If you are not sure whether a use is infringing, for example because it may be fair use, consider taking legal advice first.",
    ),

    h2("3. What we do when we receive a valid notice"),
    p(
      "We will remove or disable access to the material promptly, make a reasonable effort to inform the person who provided it (if it was provided by a user), and forward a copy of the notice to them. Incomplete notices may not be acted upon; we will tell you what is missing if we can.",
    ),

    h2("4. Counter-notices"),
    p(
      "If material you provided was removed and you believe this was a mistake or a misidentification, you may send a counter-notice to our designated agent. Under 17 U.S.C. § 512(g)(3), it must include:",
    ),
    ol([
      "your physical or electronic signature;",
      "identification of the material that was removed or disabled and the location where it appeared before;",
      "a statement under penalty of perjury that you have a good-faith belief that the material was removed or disabled as a result of mistake or misidentification;",
      "your name, address and telephone number, and a statement that you consent to the jurisdiction of the federal district court for the judicial district of your address (or, if your address is outside the United States, any judicial district in which {companyName} may be found), and that you will accept service of process from the person who provided the original notice or that person's agent.",
    ]),
    p(
      "When we receive a valid counter-notice, we forward it to the person who sent the original notice. Unless that person tells us within 10 business days that they have filed a court action to restrain the activity, we restore the material between 10 and 14 business days after receiving the counter-notice.",
    ),

    h2("5. Repeat infringers"),
    p(
      "In appropriate circumstances we will close the accounts of users who repeatedly infringe the intellectual property rights of others.",
    ),

    h2("6. Reports from outside the United States"),
    p(
      "If you are in the European Union, you may also report content you consider illegal, including content that infringes intellectual property, under the Digital Services Act by writing to the same address. Please explain why you consider the content illegal, give its exact location, and include your name and email address (unless the report concerns certain offences where anonymity is allowed) and a statement that you believe the report is accurate and complete. We will process your report in a timely, careful and objective manner, tell you our decision and how you can challenge it.",
    ),

    h2("7. Other intellectual property"),
    p(
      "Our name, logo and trademarks belong to {companyName}. Our [Terms of Service](/terms-of-service) describe what you may and may not do with the content of {siteName}.",
    ),
  ],
};
