import { h2, h3, p, ol, ul } from "@/features/content/domain/block-builders";
import type { LegalDocument } from "@/features/content/domain/legal-document";

export const editorialPolicy: LegalDocument = {
  slug: "unimeal-editorial-policy",
  title: "Editorial Policy",
  description:
    "How {siteName} articles are written, reviewed by qualified nutrition and medical professionals, sourced, kept up to date and corrected.",
  lastUpdated: "2026-11-20",
  blocks: [
    p(
      "People use what they read on {siteName} to make decisions about what they eat and about their health. This policy sets out the standards every article on our [blog](/blog) must meet before it is published and for as long as it stays online. It applies to everything our editorial team writes, including the recipes and guidance inside our meal plans.",
    ),

    h2("1. Our principles"),
    ul([
      "**Accurate:** every factual claim is supported by reliable evidence and checked by a qualified professional.",
      "**Balanced:** we explain what the evidence shows, how strong it is and where it is uncertain, including risks and who should be careful.",
      "**Useful:** we write for adults who want practical, clear guidance, not hype. We avoid fear-based language, extreme promises and diet-culture shaming.",
      "**Independent:** our articles are not paid for by anyone, and commercial considerations never decide what the evidence says.",
    ]),

    h2("2. Who writes our content"),
    p(
      "Our articles are written by registered dietitians, nutrition scientists and experienced health writers with training in reading scientific literature. Every article names its author, and every author has a profile on our [authors page](/blog/authors) describing their qualifications, experience and areas of expertise. Writers work only on topics within their competence.",
    ),

    h2("3. Expert review"),
    p(
      "Before publication, every article that gives nutrition or health information is reviewed by a qualified professional who did not write it: a registered dietitian, a physician or a nutrition scientist with a doctorate in a relevant field. The reviewer checks that the claims are accurate, that the sources support them, that the advice is safe for the people likely to read it, and that the article says clearly when readers should talk to a doctor. The reviewer is named at the top of the article. If the reviewer and the author cannot agree, the article is not published until the disagreement is resolved by our head of nutrition science.",
    ),

    h2("4. How we choose sources"),
    p("We base our content on the best available evidence, in this order of preference:"),
    ol([
      "systematic reviews and meta-analyses of human studies;",
      "randomised controlled trials in humans;",
      "guidance from public health and scientific bodies, such as the World Health Organization, the European Food Safety Authority (EFSA), the US Dietary Guidelines, the US National Institutes of Health and the UK National Health Service;",
      "large observational studies, which we describe as showing associations rather than proof of cause and effect;",
      "laboratory and animal studies, which we use only to explain mechanisms and always label as such.",
    ]),
    p(
      "We prefer peer-reviewed research published in established journals, and recent work where it exists, while citing older landmark studies where they remain the reference. We do not rely on press releases, single small studies, or sources with a commercial interest in the result. Nutrition values for recipes come from the USDA FoodData Central database or from the manufacturer's label for branded products.",
    ),
    p(
      "Every article ends with a list of its main sources, so that readers can check our work.",
    ),

    h2("5. How we write"),
    ul([
      "We write in plain language and explain technical terms when we use them.",
      "We give numbers with their context: ranges rather than false precision, and the population a study looked at.",
      "We never claim that a diet, food or fasting schedule cures, treats or prevents disease.",
      "Recipes are tested in a home kitchen, with weights in grams, before they are published.",
      "We may use software tools, including AI-based tools, to help with research, outlines or editing. A named human author writes and takes responsibility for every article, checks every fact and source, and no article is published without the expert review described above.",
    ]),

    h2("6. Keeping content up to date"),
    p(
      "Nutrition science changes. We review every article at least once every 12 months, and sooner when important new evidence or guidance is published. When we make a change of substance, we update the \"updated\" date shown on the article. Minor edits, such as fixing typing errors, do not change that date.",
    ),

    h2("7. Corrections"),
    p(
      "If you think we got something wrong, please tell us at [{supportEmail}](mailto:{supportEmail}) or through our [contact form](/contact), with the article's address and, if you can, a source. Our editors look at every report. When we confirm a factual error, we correct it within 5 business days, and for errors that could affect someone's health, as soon as possible. Substantive corrections are described in a note at the end of the article saying what changed and when.",
    ),

    h2("8. Independence, advertising and conflicts of interest"),
    p(
      "{siteName} is funded by the subscriptions our customers buy. We do not publish sponsored articles, we do not accept payment for mentioning products, and advertisers have no influence on our content. Where an article mentions our own plans, it says so. Authors and reviewers tell us about any financial or professional interest that could affect, or appear to affect, their work; we do not assign them articles where such a conflict exists.",
    ),

    h2("9. Medical disclaimer"),
    p(
      "Our content is for general information and education. It is not a substitute for individual advice from a doctor or registered dietitian. Read our [Terms of Service](/terms-of-service) for the situations in which you should always consult a doctor before changing your diet or fasting.",
    ),
    h3("Questions"),
    p(
      "Questions about this policy can be sent to [{supportEmail}](mailto:{supportEmail}). {companyName}, {companyAddress}.",
    ),
  ],
};
