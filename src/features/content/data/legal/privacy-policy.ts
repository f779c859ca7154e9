import { callout, h2, h3, p, table, ul } from "@/features/content/domain/block-builders";
import type { LegalDocument } from "@/features/content/domain/legal-document";

export const privacyPolicy: LegalDocument = {
  slug: "privacy-policy",
  title: "Privacy Policy",
  description:
    "How {companyName} collects, uses, shares and protects your personal data, including health information, and the rights you have under GDPR, UK GDPR and US law.",
  lastUpdated: "2026-11-20",
  blocks: [
    p(
      "This Privacy Policy explains how {companyName} (\"we\", \"us\", \"our\") handles personal data when you visit {siteName} at {siteUrl}, take our quiz, buy a subscription, use your account area and meal plan, read our blog or contact us. It is written for people in the European Union and European Economic Area, the United Kingdom, the United States and everywhere else we offer our services. Sections 12 and 13 contain additional information for residents of California and other US states.",
    ),
    callout(
      "info",
      "We collect health-related information (such as your weight, height, goals and medical conditions you tell us about) only with your explicit consent and only to create and adjust your personal plan. We never sell it, and we never give it to advertising platforms.",
      "In short",
    ),

    h2("1. Who is responsible for your data"),
    p(
      "The controller of your personal data is {companyName}, {companyAddress}. You can reach us, including on any data protection matter, at [{supportEmail}](mailto:{supportEmail}) or through our [contact form](/contact). Please write \"Privacy\" in the subject line so that your message reaches the right team quickly.",
    ),

    h2("2. The personal data we collect"),
    h3("2.1 Information you give us"),
    ul([
      "**Quiz answers:** your goals, sex, age or age range, height, current and target weight, activity level, eating habits, food preferences and dislikes, allergies and intolerances, fasting experience, and sleep and lifestyle habits.",
      "**Health information:** answers about medical conditions, medication that affects eating (for example for diabetes), pregnancy or breastfeeding, and a history of eating disorders. We ask these questions so that we can warn you and leave out approaches that are not safe for you.",
      "**Contact and account data:** your email address and, if you give it, your name. You sign in with a one-time link we send to that email address, so we do not store a password for you.",
      "**Purchase data:** the plan and price you chose, your billing country and postcode where tax rules require it, transaction dates, and the last four digits and expiry date of your card. Your full card number is entered directly with our payment provider; we never see or store it.",
      "**Plan and progress data:** the meal plan we generate for you, the recipes you swap or save, and any weight or water entries you record in your account area.",
      "**Messages:** what you write to us through the contact form, by email or in support conversations, and our replies.",
    ]),
    h3("2.2 Information we collect automatically"),
    ul([
      "**Device and usage data:** IP address, browser type and version, operating system, language, pages viewed, the quiz steps you completed, referring address, and dates and times of requests. We derive your country from your IP address; we do not collect your precise location.",
      "**Cookies and similar technologies:** identifiers stored in your browser, as described in our [Cookie Policy](/cookie-policy). Optional cookies are used only in line with the choices you make.",
      "**Campaign data:** the campaign parameters and advertising click identifiers in the link that brought you to us (for example utm_source or gclid).",
    ]),
    h3("2.3 Information from others"),
    p(
      "Our payment providers tell us whether a payment succeeded, was refunded or was disputed, and may give us a fraud-risk assessment. Advertising platforms tell us, in aggregated form, how our adverts performed. If you contact us through an app store or social network, we receive the information that the platform shares with us.",
    ),

    h2("3. Health information and your explicit consent"),
    p(
      "Information about your health is a special category of personal data under Article 9 of the GDPR and the UK GDPR, and \"sensitive personal information\" or \"consumer health data\" under several US state laws. We process it only on the basis of your explicit consent, which we ask for before you answer the relevant quiz questions. Height and weight on their own are used to calculate your energy needs; we treat them with the same care.",
    ),
    p(
      "Giving this consent is voluntary. Without it we cannot create a personalised plan, because the plan is built from these answers. You can withdraw your consent at any time by writing to [{supportEmail}](mailto:{supportEmail}); we will then stop using the information and delete it, and we will cancel your subscription if you ask us to. Withdrawal does not affect processing that took place before it.",
    ),
    p(
      "We use health information only to build, adjust and deliver your plan, to show you safety warnings, to answer your support requests and to keep the records the law requires. We do not use it for advertising, we do not infer characteristics about you from it for any other purpose, and we do not disclose it to anyone except the service providers that host and process it for us under contract.",
    ),

    h2("4. Why we use your data and on what legal basis"),
    p(
      "Under the GDPR and the UK GDPR we need a legal basis for each use of personal data. The table shows our purposes and the basis we rely on.",
    ),
    table(
      ["Purpose", "Data used", "Legal basis (GDPR / UK GDPR)"],
      [
        ["Create and deliver your personalised meal plan and account area", "Quiz answers, health information, plan data, email", "Performance of our contract (Art. 6(1)(b)); explicit consent for health information (Art. 9(2)(a))"],
        ["Sign you in with a one-time email link and keep your account secure", "Email, device data, session cookies", "Performance of our contract (Art. 6(1)(b)); legitimate interest in security (Art. 6(1)(f))"],
        ["Take payments, manage renewals, refunds and disputes", "Purchase data, email, country", "Performance of our contract (Art. 6(1)(b))"],
        ["Send service emails (receipts, renewal reminders, changes to terms)", "Email, purchase data", "Performance of our contract (Art. 6(1)(b)); legal obligation (Art. 6(1)(c))"],
        ["Send marketing emails about our products", "Email, purchase history", "Your consent (Art. 6(1)(a)), or where the law allows, our legitimate interest in marketing similar products to customers, with an easy opt-out in every email"],
        ["Answer your questions and complaints", "Messages, account and purchase data", "Performance of our contract or steps before it (Art. 6(1)(b)); legitimate interest (Art. 6(1)(f))"],
        ["Measure and improve the site and quiz, fix errors", "Device and usage data, performance cookies", "Your consent where required (Art. 6(1)(a)); otherwise our legitimate interest in a working, improving service (Art. 6(1)(f))"],
        ["Measure and show our adverts", "Campaign data, targeting cookies, hashed email where you consented", "Your consent (Art. 6(1)(a))"],
        ["Prevent fraud and abuse, protect our rights", "Purchase, device and usage data", "Legitimate interest (Art. 6(1)(f))"],
        ["Keep accounting and tax records, respond to authorities", "Purchase data", "Legal obligation (Art. 6(1)(c))"],
      ],
    ),
    p(
      "Where we rely on legitimate interests, we have weighed them against your interests and rights. You can ask us for details of that assessment and you can object at any time (see section 10).",
    ),
    h3("Automated plan generation"),
    p(
      "Your meal plan is created automatically by our nutrition engine from your quiz answers: it estimates your energy needs with the Mifflin-St Jeor equation and selects recipes that fit them. This is profiling, but it does not produce decisions with legal or similarly significant effects on you, and you can change your preferences or ask a member of our team to review your plan at any time.",
    ),

    h2("5. Who we share your data with"),
    p(
      "We do not sell your personal data for money. We share it only with the following recipients, and only as much as each needs:",
    ),
    ul([
      "**Payment providers** (for example Stripe) to process payments, refunds and chargebacks and to prevent fraud. For some purposes, such as fraud prevention and meeting their own legal duties, payment providers act as independent controllers.",
      "**Hosting and database providers** that run our servers and store our data.",
      "**Email delivery providers** that send sign-in links, receipts and other emails.",
      "**Customer support and help-centre tools** used to answer your requests.",
      "**Analytics and error-reporting providers** (for example Amplitude, Google Analytics and Sentry), only with your consent where it is required.",
      "**Advertising platforms** (Meta, Google, TikTok, X and Snap), only with your consent where it is required and never with your health information.",
      "**Professional advisers** such as lawyers, auditors and accountants, under a duty of confidentiality.",
      "**Authorities, courts and other parties** where the law requires it, or to establish, exercise or defend legal claims.",
      "**A buyer or successor** if our business or part of it is sold or merged, under the same protections as in this policy.",
    ]),
    p(
      "Service providers that process data on our behalf (processors) may use it only on our documented instructions, under a contract that meets Article 28 of the GDPR and the equivalent US rules, and must keep it secure and confidential. You can ask us for the current list of our processors.",
    ),

    h2("6. International transfers"),
    p(
      "Some of our providers are located, or have staff or sub-processors, outside the EEA and the UK, in particular in the United States. When personal data is transferred to a country that the European Commission or the UK government has not found to ensure an adequate level of protection, we use appropriate safeguards: the recipient's certification under the EU-US Data Privacy Framework and its UK extension where available, or the European Commission's Standard Contractual Clauses (with the UK International Data Transfer Addendum for UK data), together with additional technical measures such as encryption where needed. You can ask us for a copy of the relevant safeguards.",
    ),

    h2("7. How long we keep your data"),
    table(
      ["Data", "How long"],
      [
        ["Quiz answers of people who did not buy", "Up to 12 months after your last visit, then deleted"],
        ["Account, quiz, health and plan data of customers", "While your account exists; deleted within 30 days after you delete your account or ask us to delete it"],
        ["Invoices, payment and tax records", "As long as accounting and tax law requires, generally 6 to 10 years depending on the country"],
        ["Support messages", "3 years after the conversation ends"],
        ["Consent records", "For as long as the consent applies and 3 years after it ends, to prove what you agreed to"],
        ["Analytics data", "Up to 14 months in identifiable form"],
        ["Cookies", "As listed in our Cookie Policy"],
      ],
    ),
    p(
      "We may keep data longer where it is needed to defend a legal claim or when an authority asks us to, and only for as long as that need lasts. Backups are overwritten in a regular cycle of no more than 35 days.",
    ),

    h2("8. How we protect your data"),
    p(
      "We use encryption in transit (TLS) for all traffic, encrypt backups, restrict access to personal data to staff who need it for their work, log access to customer records in our management tools, and require multi-factor authentication for administrative access. Sign-in links can be used once and expire after a short time. No system is perfectly secure; if a breach affects your data and puts your rights at risk, we will tell you and the competent authority as the law requires.",
    ),

    h2("9. Children"),
    p(
      "Our services are for adults aged 18 or over. We do not knowingly collect personal data from anyone under 18. If you believe a child has given us personal data, please contact us and we will delete it.",
    ),

    h2("10. Your rights under the GDPR and the UK GDPR"),
    p("If you are in the EEA or the UK, you have the right to:"),
    ul([
      "**access** your personal data and receive a copy of it;",
      "**rectify** data that is inaccurate or incomplete;",
      "**erase** your data (\"right to be forgotten\") where there is no good reason for us to keep it;",
      "**restrict** our use of your data, for example while we check a complaint about its accuracy;",
      "**data portability**: receive the data you gave us in a structured, machine-readable format, or ask us to send it to another company;",
      "**object** to our use of your data based on legitimate interests, and at any time to direct marketing;",
      "**withdraw consent** at any time, with effect for the future, including your explicit consent for health information and your cookie choices (use **Cookie settings** in the site menu);",
      "**lodge a complaint** with a supervisory authority, in particular in the country where you live or work. In the UK this is the Information Commissioner's Office (ico.org.uk).",
    ]),
    p(
      "To use your rights, write to [{supportEmail}](mailto:{supportEmail}) from the email address linked to your account. We may ask for information to confirm your identity. We answer within one month; for complex or numerous requests this can be extended by two further months, in which case we tell you why. Using your rights is free of charge unless a request is clearly unfounded or excessive.",
    ),

    h2("11. Marketing emails"),
    p(
      "You can unsubscribe from marketing emails at any time with the link at the bottom of each email or by writing to us. You will still receive service emails, such as sign-in links, receipts and renewal reminders, because they are part of the service you bought.",
    ),

    h2("12. Notice for California residents"),
    p(
      "This section supplements the policy for residents of California under the California Consumer Privacy Act as amended by the California Privacy Rights Act (\"CCPA\"). It also serves as our notice at collection.",
    ),
    h3("Categories of personal information we collect"),
    p(
      "In the last 12 months we have collected the following categories, from the sources described in section 2, for the business purposes described in section 4:",
    ),
    ul([
      "**Identifiers:** email address, name if given, IP address, account and cookie identifiers.",
      "**Customer records and commercial information:** plans bought, prices paid, transaction history, last four digits of a card.",
      "**Internet or other electronic network activity:** pages viewed, quiz steps, interactions with our site and emails.",
      "**Coarse geolocation:** country and region derived from your IP address.",
      "**Sensitive personal information:** health information from the quiz (see section 3). We use it only to provide the services you requested and for other purposes permitted by the CCPA regulations; we do not use it to infer characteristics about you.",
      "**Inferences:** the nutrition targets and preferences we derive to build your plan.",
    ]),
    h3("Sale and sharing"),
    p(
      "We do not sell personal information for money. When optional targeting cookies are active, advertising platforms receive identifiers and internet activity from our website, which can be a \"sale\" or \"sharing\" for cross-context behavioural advertising under the CCPA. In the last 12 months we have sold or shared identifiers and internet activity with advertising platforms in this sense. We have not sold or shared sensitive personal information. We do not knowingly sell or share personal information of consumers under 16. You can opt out at any time on our page [Do Not Sell or Share My Personal Information](/do-not-sell-my-personal-information); we honour the Global Privacy Control signal as a valid opt-out.",
    ),
    h3("Your California rights"),
    ul([
      "the right to know what personal information we collect, use, disclose, sell and share, and to access it;",
      "the right to delete personal information we collected from you, subject to legal exceptions;",
      "the right to correct inaccurate personal information;",
      "the right to opt out of the sale or sharing of personal information;",
      "the right to limit the use of sensitive personal information (we already use it only for permitted purposes);",
      "the right not to be discriminated against for using any of these rights.",
    ]),
    p(
      "You can make a request by email to [{supportEmail}](mailto:{supportEmail}). We verify your identity by matching the request to the email address of your account; we may ask for additional information where needed. An authorised agent may make a request on your behalf with your signed permission, and we may ask you to confirm your identity directly. We confirm receipt within 10 business days and respond within 45 calendar days, which may be extended once by another 45 days if we tell you why.",
    ),
    p(
      "We keep each category of personal information for the periods described in section 7.",
    ),

    h2("13. Other US states and consumer health data"),
    p(
      "Residents of other US states with comprehensive privacy laws, including Colorado, Connecticut, Virginia, Utah, Texas, Oregon and others, have similar rights to access, correct, delete and port their data and to opt out of targeted advertising, sale and profiling. Use the contact details in section 10 to make a request. If we decline your request, you may appeal by replying to our decision with the subject \"Appeal\"; we will answer within the period your state's law sets (usually 45 or 60 days). If the appeal is denied, you may contact your state Attorney General.",
    ),
    p(
      "Under the Washington My Health My Data Act, the Nevada consumer health data law and similar laws, the health information described in section 3 is \"consumer health data\". We collect it only with your consent, use it only to provide the plan you asked for, share it only with our processors and never sell it. You have the right to confirm whether we process your consumer health data, to access it, to receive a list of the third parties and affiliates it was shared with, to withdraw consent and to have it deleted. Write to [{supportEmail}](mailto:{supportEmail}) to use these rights.",
    ),

    h2("14. Changes to this policy"),
    p(
      "We update this policy when our practices or the law change, and we change the date at the top when we do. If a change is significant, we will tell you by email or with a notice in your account before it takes effect, and where the law requires it we will ask for your consent again.",
    ),

    h2("15. Contact"),
    p(
      "{companyName}, {companyAddress}. Email: [{supportEmail}](mailto:{supportEmail}). For questions about cookies see the [Cookie Policy](/cookie-policy); for billing questions see the [Subscription Terms](/subscription-terms).",
    ),
  ],
};
