import { callout, h2, h3, p, ul } from "@/features/content/domain/block-builders";
import type { LegalDocument } from "@/features/content/domain/legal-document";

export const termsOfService: LegalDocument = {
  slug: "terms-of-service",
  title: "Terms of Service",
  description:
    "The terms that apply when you use {siteName}: eligibility, health warnings, accounts, content, liability and how disputes are resolved.",
  lastUpdated: "2026-11-20",
  blocks: [
    p(
      "These Terms of Service (\"Terms\") are an agreement between you and {companyName}, {companyAddress} (\"we\", \"us\"), the operator of {siteName} at {siteUrl}. They apply to the website, the quiz, the personalised meal plans, the account area, the blog and any other service we offer (together, the \"Service\"). If you buy a subscription, our [Subscription Terms](/subscription-terms) and [Money-Back and Refund Policy](/refund-policy) also apply. How we handle personal data is explained in our [Privacy Policy](/privacy-policy).",
    ),
    p("By using the Service you agree to these Terms. If you do not agree, please do not use the Service."),

    h2("1. Not medical advice"),
    callout(
      "warning",
      "{siteName} provides general nutrition and lifestyle information and meal plans. It is not a medical service and does not diagnose, treat, cure or prevent any disease. Our plans do not replace advice from your doctor, a registered dietitian or another qualified health professional who knows your medical history.",
      "Important",
    ),
    p(
      "Always seek the advice of a qualified health professional with any question about a medical condition, before starting any diet, fasting or exercise programme, and before changing any medication. Never ignore professional medical advice or delay seeking it because of something you read on {siteName}. If you think you have a medical emergency, call your local emergency number immediately.",
    ),

    h2("2. Who may use the Service"),
    p(
      "You must be at least **18 years old** and able to enter into a binding contract to use the Service. By using it you confirm that you meet these conditions.",
    ),
    h3("Check with a doctor first"),
    p(
      "Calorie reduction and intermittent fasting are not safe for everyone. **Do not follow our plans, and in particular do not fast, without first consulting a doctor** if any of the following applies to you:",
    ),
    ul([
      "you are pregnant, trying to become pregnant or breastfeeding;",
      "you have, or have had, an eating disorder such as anorexia nervosa, bulimia nervosa or binge-eating disorder, or you have a difficult relationship with food;",
      "you have type 1 or type 2 diabetes, or take medication that lowers blood sugar (for example insulin or sulfonylureas), because fasting can cause dangerous hypoglycaemia;",
      "you take medication that must be taken with food, or medication for blood pressure or heart conditions;",
      "you have a heart, kidney or liver condition, gout, a history of gallstones, low blood pressure or fainting, or any other chronic illness;",
      "you are underweight (a body mass index below 18.5) or have recently lost a lot of weight unintentionally;",
      "you are recovering from surgery or a serious illness, or are under medical supervision for any reason.",
    ]),
    p(
      "Stop following the plan and seek medical advice if you feel unwell, dizzy, faint, unusually tired or confused, or if you notice signs of disordered eating. Our article [Who should not try intermittent fasting](/blog/who-should-not-try-intermittent-fasting) explains these risks in more detail.",
    ),

    h2("3. What the Service includes"),
    p(
      "After you answer our quiz, we calculate estimated energy and nutrient targets from your answers and create a meal plan and, where suitable, a fasting schedule. The results are estimates based on the information you give us and on general equations; individual needs differ and results are not guaranteed. The weight-change projections we show are illustrations of what may be possible under stated assumptions, not promises. Recipes list their ingredients; **check every recipe for allergens** yourself, because we cannot guarantee that the ingredients you buy are free from traces of allergens.",
    ),

    h2("4. Your account"),
    p(
      "You sign in to your account with a one-time link that we email to you, so the security of your account depends on the security of your email inbox. Keep your email account secure and do not forward sign-in links. Your account is personal: you may not share it or sell it. Tell us at once at [{supportEmail}](mailto:{supportEmail}) if you suspect someone else has accessed it. Make sure the information you give us, especially your health information, is accurate and kept up to date, because your plan depends on it.",
    ),

    h2("5. Acceptable use"),
    p("When using the Service you must not:"),
    ul([
      "copy, sell, publish or distribute our plans, recipes, articles or other content, except for your own personal, non-commercial use;",
      "use robots, scrapers or other automated means to access the Service or collect content from it;",
      "attempt to break or bypass our security, probe for vulnerabilities without permission, or interfere with the Service or other users;",
      "use the Service for any unlawful purpose, or provide false payment details or information of another person.",
    ]),

    h2("6. Intellectual property"),
    p(
      "The Service and its content, including text, recipes, plans, images, software and trademarks, belong to {companyName} or its licensors and are protected by intellectual property law. We give you a personal, non-exclusive, non-transferable, revocable licence to use the Service and the content of your plan for your own non-commercial purposes during your subscription. If you send us feedback or suggestions, we may use them without any obligation to you. To report content you believe infringes your rights, see our [Copyright and DMCA Policy](/dmca).",
    ),

    h2("7. Third-party services and links"),
    p(
      "The Service may link to websites and services of other companies, for example payment providers or our help centre. We are not responsible for their content or practices, and their own terms apply.",
    ),

    h2("8. Availability and changes"),
    p(
      "We work to keep the Service available and secure, but it may occasionally be unavailable for maintenance or because of events outside our control. We may change or improve the Service. If a change significantly reduces what you paid for, our [Subscription Terms](/subscription-terms) explain your rights.",
    ),

    h2("9. Our liability"),
    p(
      "Nothing in these Terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, for intentional or grossly negligent conduct, or for any other liability that cannot be limited or excluded by law. Nothing affects your statutory rights as a consumer.",
    ),
    p(
      "Subject to that, we provide the Service with reasonable care and skill. To the extent permitted by law, we are not liable for losses that were not reasonably foreseeable, for business losses, or for losses caused by your failure to follow the warnings in section 2 or medical advice. Our total liability to you in connection with the Service in any 12-month period is limited to the greater of the amounts you paid us in that period and 100 euros (or the equivalent in your currency).",
    ),
    h3("Consumers in the EU, EEA and UK"),
    p(
      "If you are a consumer in the EU, EEA or UK, we are liable under the statutory provisions for damage caused by a breach of essential contractual obligations through slight negligence, limited to the damage typical for the contract and foreseeable at its conclusion. You have legal rights if the digital content or service we provide is faulty or not as described.",
    ),
    h3("Consumers in the United States"),
    p(
      "To the extent permitted by law, the Service is provided \"as is\" and \"as available\", and we disclaim implied warranties of merchantability, fitness for a particular purpose and non-infringement. Some states do not allow the exclusion of implied warranties or the limitation of certain damages, so some of these limits may not apply to you.",
    ),

    h2("10. Ending these Terms"),
    p(
      "You may stop using the Service at any time; to stop payments, cancel your subscription as described in our [Subscription Terms](/subscription-terms), and you can ask us to delete your account. We may suspend or close your account if you seriously or repeatedly breach these Terms, if required by law, or to protect other users, and we will tell you why unless the law prevents it. Sections that by their nature should survive, such as sections 6, 9 and 11, continue to apply.",
    ),

    h2("11. Governing law and disputes"),
    p(
      "Please contact us first at [{supportEmail}](mailto:{supportEmail}) if you have a complaint; most problems can be solved quickly. These Terms are governed by the law of the country in which {companyName} is established. If you are a consumer, you also keep the protection of the mandatory provisions of the law of the country where you live, and you may bring proceedings in the courts of that country.",
    ),
    h3("Additional terms for US residents: arbitration"),
    p(
      "If you live in the United States, you and we agree that any dispute arising out of or relating to these Terms or the Service will be resolved by **binding individual arbitration** administered by the American Arbitration Association under its Consumer Arbitration Rules, rather than in court, except that either party may bring an individual claim in small-claims court and either party may seek an injunction for misuse of intellectual property. Before starting arbitration, the party with the claim must send a written description of it to the other and allow 60 days to resolve it informally. **Class actions and class arbitrations are not permitted**; claims may be brought only on an individual basis. We will pay the arbitration filing fees beyond the amount you would pay to file in court. You may opt out of this arbitration agreement within 30 days of first accepting these Terms by emailing [{supportEmail}](mailto:{supportEmail}) with the subject \"Arbitration opt-out\" and your name and account email.",
    ),

    h2("12. Changes to these Terms"),
    p(
      "We may update these Terms to reflect changes in the law or in our Service. We will tell you about material changes at least 30 days before they take effect. If you continue to use the Service after that, the new Terms apply; if you do not agree, you may cancel your subscription before they take effect.",
    ),

    h2("13. General"),
    p(
      "If any provision of these Terms is found to be invalid, the rest remain in force. Our failure to enforce a right is not a waiver of it. You may not transfer your rights under these Terms without our consent; we may transfer ours to a company that takes over our business, provided your rights are not reduced. These Terms are available in English; translations are provided for convenience and the English version prevails to the extent permitted by law.",
    ),

    h2("14. Contact"),
    p(
      "{companyName}, {companyAddress}. Email: [{supportEmail}](mailto:{supportEmail}). You can also write to us through our [contact form](/contact).",
    ),
  ],
};
