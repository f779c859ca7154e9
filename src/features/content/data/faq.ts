import { p, ul } from "@/features/content/domain/block-builders";
import type { FaqContent } from "@/features/content/domain/faq";

/** The English FAQ; every other locale has the same ids in the same order (see faq/<locale>.ts). */
export const faqEn: FaqContent = {
  locale: "en",
  title: "Frequently asked questions",
  description: "Answers about {siteName} meal plans, billing, cancellation, refunds, fasting safety, your data and signing in.",
  categoryLabels: {
    plans: "Your plan",
    billing: "Billing",
    cancellation: "Cancellation",
    refunds: "Refunds",
    "fasting-safety": "Fasting and safety",
    privacy: "Your data",
    account: "Signing in",
  },
  entries: [
    {
      id: "how-is-my-plan-personalised",
      category: "plans",
      question: "How is my meal plan personalised?",
      answer: [
        p(
          "Your plan is built from your quiz answers: your goal, sex, age, height, weight, activity level, food preferences, allergies and fasting experience. Our nutrition engine estimates your daily energy needs with the Mifflin-St Jeor equation, sets calorie and protein targets that match your goal, and then chooses recipes whose nutrition values come from USDA food data.",
        ),
        p("If fasting suits you, the plan also includes an eating window. You can change your details and preferences at any time in [My plan](/my-plan)."),
      ],
    },
    {
      id: "dietary-preferences",
      category: "plans",
      question: "Can I follow the plan if I am vegetarian, vegan or have a food allergy?",
      answer: [
        p(
          "Yes. You can choose a vegetarian, vegan or pescatarian plan and exclude foods you do not eat or are allergic to. Recipes that contain them are left out.",
        ),
        p(
          "Please still check the label of every product you buy: we cannot guarantee that ingredients are free from traces of allergens.",
        ),
      ],
    },
    {
      id: "do-i-have-to-fast",
      category: "plans",
      question: "Do I have to fast to use the plan?",
      answer: [
        p(
          "No. Intermittent fasting is optional. The plan works just as well with regular meal times, because weight loss depends on your overall calorie balance, not on the clock. If your answers suggest that fasting may not be safe for you, we automatically use regular meal times.",
        ),
      ],
    },
    {
      id: "when-will-i-see-results",
      category: "plans",
      question: "How quickly will I see results?",
      answer: [
        p(
          "It depends on your starting point and how closely you follow the plan. We aim for a safe, sustainable loss of about 0.5 to 1 % of your body weight a week. The first week is often faster because your body releases stored water. Compare weekly averages rather than single days, because weight naturally goes up and down.",
        ),
        p("Individual results vary and cannot be guaranteed."),
      ],
    },
    {
      id: "how-does-billing-work",
      category: "billing",
      question: "How does billing work?",
      answer: [
        p(
          "You pay for the first billing period when you buy, often at a reduced introductory price. After that, the subscription renews automatically at the regular price for the same period until you cancel. The checkout page shows both prices and the billing period before you pay, and we email you a receipt after every payment and a reminder before your introductory period ends.",
        ),
        p("All details are in our [Subscription Terms](/subscription-terms)."),
      ],
    },
    {
      id: "payment-methods",
      category: "billing",
      question: "Which payment methods do you accept?",
      answer: [
        p(
          "We accept major credit and debit cards and the other methods shown on the checkout page, which depend on your country. Payments are processed securely by our payment provider; we never see or store your full card number.",
        ),
      ],
    },
    {
      id: "unrecognised-charge",
      category: "billing",
      question: "I see a charge I don't recognise. What should I do?",
      answer: [
        p(
          "Search your inbox for a receipt from {siteName}, including the spam folder: it shows what the charge was for. If you still don't recognise it, write to [{supportEmail}](mailto:{supportEmail}) with the date, the amount and the last four digits of the card. We will look into it and answer within 2 business days.",
        ),
      ],
    },
    {
      id: "how-to-cancel",
      category: "cancellation",
      question: "How do I cancel my subscription?",
      answer: [
        p("You can cancel online at any time, and it takes less than a minute:"),
        ul([
          "Open the [cancel subscription](/my-subscription?sf=true) page (also in the menu under Support).",
          "Sign in with the link we email you, if asked.",
          "Confirm the cancellation. We send you a confirmation email.",
        ]),
        p("You can also cancel by writing to [{supportEmail}](mailto:{supportEmail}) from the email address of your account."),
      ],
    },
    {
      id: "after-cancelling",
      category: "cancellation",
      question: "What happens after I cancel?",
      answer: [
        p(
          "You will not be charged again, and you keep access to your plan until the end of the period you have already paid for. Your account stays in place, so you can subscribe again later without retaking the quiz. If you want your data deleted as well, see the question about deleting your account.",
        ),
      ],
    },
    {
      id: "money-back-guarantee",
      category: "refunds",
      question: "Can I get my money back?",
      answer: [
        p(
          "Yes. Our 30-day money-back guarantee lets you ask for a full refund of your first subscription payment within 30 days, without having to give a reason. Renewal payments can be refunded in certain cases, for example if you ask within 14 days and have not used the plan since the renewal.",
        ),
        p(
          "Read the full [refund policy](/refund-policy). If you live in the EU or the UK, you also have a statutory right of withdrawal, explained in our [Subscription Terms](/subscription-terms).",
        ),
      ],
    },
    {
      id: "how-to-request-refund",
      category: "refunds",
      question: "How do I request a refund?",
      answer: [
        p(
          "Write to [{supportEmail}](mailto:{supportEmail}) from the email address you used to buy, with the subject \"Refund request\" and the date and amount of the payment. We confirm within 2 business days. Approved refunds go back to your original payment method within 5 business days; your bank may need another 5 to 10 business days to show them.",
        ),
      ],
    },
    {
      id: "is-fasting-safe",
      category: "fasting-safety",
      question: "Is intermittent fasting safe for me?",
      answer: [
        p(
          "For most healthy adults, a moderate daily fast such as 16:8 is safe. It is not suitable for everyone. Do not fast without talking to your doctor first if you:",
        ),
        ul([
          "are pregnant, trying to conceive or breastfeeding;",
          "have or have had an eating disorder;",
          "have diabetes or take medication that lowers blood sugar, such as insulin;",
          "have another medical condition or take regular medication;",
          "are under 18 or underweight.",
        ]),
        p(
          "Stop fasting and eat something if you feel dizzy, shaky or unwell. Our plans are not medical advice; see our [Terms of Service](/terms-of-service).",
        ),
      ],
    },
    {
      id: "drinks-while-fasting",
      category: "fasting-safety",
      question: "What can I drink during the fasting hours?",
      answer: [
        p(
          "Anything without calories: water, sparkling water, black coffee and unsweetened tea. Drink enough, because part of the water you usually get from food is missing while you fast, and headaches are often a sign of too little fluid. A splash of milk in your coffee is better than giving up the fast altogether if it helps you stick with it.",
        ),
      ],
    },
    {
      id: "health-data",
      category: "privacy",
      question: "What do you do with my quiz answers and health information?",
      answer: [
        p(
          "We use them only to create and adjust your plan and to show you safety warnings. We ask for your explicit consent before you answer health questions. We never sell your health information and never share it with advertising platforms; it is stored with service providers that process it for us under strict contracts.",
        ),
        p("Read our [Privacy Policy](/privacy-policy) for details and your rights."),
      ],
    },
    {
      id: "delete-my-data",
      category: "privacy",
      question: "How can I delete my account and my data?",
      answer: [
        p(
          "Write to [{supportEmail}](mailto:{supportEmail}) from the email address of your account and ask us to delete it. We delete your account, quiz answers and plan within 30 days and cancel any active subscription. We keep invoices and payment records only for as long as tax law requires.",
        ),
      ],
    },
    {
      id: "how-to-sign-in",
      category: "account",
      question: "How do I sign in? I never created a password.",
      answer: [
        p(
          "You don't need one. Go to [sign in](/signin) and enter the email address you used to buy. We email you a secure sign-in link; open it and you are signed in. Each link works once and expires after a short time, so request a new one whenever you need it.",
        ),
      ],
    },
    {
      id: "sign-in-email-missing",
      category: "account",
      question: "I didn't receive the sign-in email. What can I do?",
      answer: [
        ul([
          "Wait a few minutes and check your spam, junk and promotions folders.",
          "Make sure you entered the same email address you used to buy, without typing mistakes.",
          "Request a new link and use the most recent email.",
        ]),
        p("If it still doesn't arrive, write to [{supportEmail}](mailto:{supportEmail}) and we will help you get into your account."),
      ],
    },
  ],
};
