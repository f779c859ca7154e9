import { callout, h2, h3, p, ul } from "@/features/content/domain/block-builders";
import type { Article } from "@/features/content/domain/article";

export const whoShouldNotTryIntermittentFasting: Article = {
  slug: "who-should-not-try-intermittent-fasting",
  title: "Who Should Not Try Intermittent Fasting (and Who Should Ask a Doctor First)",
  description:
    "Intermittent fasting is not safe for everyone. Learn which groups should avoid it, who needs medical supervision, and the warning signs to stop.",
  category: "intermittent-fasting",
  tags: ["intermittent fasting", "safety", "diabetes", "pregnancy", "eating disorders"],
  authorSlug: "priya-raman",
  reviewerSlug: "amara-okafor",
  publishedAt: "2026-06-17",
  updatedAt: "2026-11-09",
  heroAlt: "A doctor and a patient talking across a desk with a glass of water and a notebook between them",
  blocks: [
    p(
      "Intermittent fasting is often presented as something anyone can do. For most healthy adults it is indeed a safe way to structure meals: in a trial of eight-hour time-restricted eating in adults with obesity, Gabel and colleagues (2019) found no serious adverse effects compared with a control group. But \"most\" is not \"all\". For some people, going many hours without food can cause real harm, and for others it is only safe with a doctor adjusting their treatment. This article sets out who should not fast, who should ask first, and what signs mean you should stop.",
    ),

    h2("People who should not fast"),
    h3("Pregnant and breastfeeding women"),
    p(
      "Pregnancy and breastfeeding increase the need for energy, protein and many micronutrients, and the aim during pregnancy is healthy weight gain, not weight loss. The US Institute of Medicine's guidelines on weight gain during pregnancy set targets that depend on pre-pregnancy weight but involve gaining, not losing. Long daily fasts make it harder to meet these needs, and there is not enough evidence that fasting is safe for the baby. If you are pregnant, breastfeeding or actively trying to conceive with medical support, eat regular meals and ask your midwife or doctor for individual advice.",
    ),
    h3("People with a current or past eating disorder"),
    p(
      "Rules about when you are allowed to eat can reinforce the restrictive thinking at the heart of anorexia nervosa, and long fasts can trigger binges in people prone to bulimia or binge-eating disorder. Clinical guidance on eating disorders, such as that of the UK's National Institute for Health and Care Excellence, focuses on regular, structured eating as part of recovery. If you have ever had an eating disorder, fasting is not a suitable weight-loss method; speak to your doctor or therapist before changing how you eat.",
    ),
    h3("Children and teenagers"),
    p(
      "Young people need regular energy and nutrients to grow, and dieting in adolescence is linked with later disordered eating. Our plans are for adults aged 18 and over.",
    ),
    h3("People who are underweight or frail"),
    p(
      "If your body mass index is below 18.5, you have lost weight without trying, or you are an older adult who has lost muscle and strength, the priority is to eat enough, especially protein, rather than to restrict when you eat.",
    ),

    h2("People who should only fast with medical supervision"),
    h3("Diabetes, especially with insulin or sulfonylureas"),
    p(
      "This is the most important group. Insulin and sulfonylureas (such as gliclazide or glimepiride) lower blood glucose whether or not you eat. Taken at the usual dose during a fast, they can cause hypoglycaemia, which can lead to confusion, falls and, in severe cases, loss of consciousness. In a trial in people with type 2 diabetes on an intermittent energy restriction diet, Corley and colleagues (2018) found that hypoglycaemic episodes were more frequent on fasting days, even though the participants' medication had been reduced.",
    ),
    p(
      "Fasting can still be possible for some people with type 2 diabetes, but only with a plan made with their doctor: Grajower and Horne (2019) describe how medications usually need to be reduced or paused and glucose monitored more often. People with type 1 diabetes face additional risks, including ketoacidosis, and should not fast without specialist guidance. The American Diabetes Association's Standards of Care emphasise individualised eating plans agreed with the care team.",
    ),
    h3("Other medical conditions and medications"),
    ul([
      "medicines that must be taken with food, such as some anti-inflammatory drugs and some diabetes and blood pressure medicines;",
      "medicines for blood pressure or heart conditions, because fasting and fluid shifts can cause dizziness and low blood pressure;",
      "kidney disease, liver disease, gout, or a history of gallstones;",
      "a history of fainting, low blood pressure or low blood sugar;",
      "any chronic illness under treatment, recent surgery or a serious infection.",
    ]),
    p(
      "In each case, fasting may be possible, but timing of medicines and fluids may need to change. A short conversation with your doctor or pharmacist is worth it.",
    ),

    callout(
      "info",
      "Our quiz asks about pregnancy, eating disorders, diabetes medication and other conditions. If your answers suggest that fasting may not be safe, your plan uses regular meal times instead and we recommend talking to a doctor.",
      "How our plans handle this",
    ),

    h2("Warning signs to stop fasting"),
    p("Even if you are healthy, stop the fast and eat something if you notice:"),
    ul([
      "dizziness, light-headedness, shakiness, sweating or a racing heart;",
      "confusion, difficulty concentrating or blurred vision;",
      "fainting or near-fainting (seek medical help);",
      "severe headaches that do not improve with water;",
      "constant thoughts about food, anxiety about eating times, or cycles of restricting and overeating;",
      "in women, periods that become irregular or stop.",
    ]),
    p(
      "If symptoms are severe or you take glucose-lowering medication, check your blood glucose if you can and get medical help.",
    ),

    h2("If fasting is not for you"),
    p(
      "Fasting is only one way to create the calorie deficit needed for weight loss. Three regular meals with sensible portions, more vegetables and protein, and fewer sugary drinks lead to the same results for most people, as trials comparing fasting with ordinary calorie reduction show. Read [what a calorie deficit really is](/blog/what-is-a-calorie-deficit) to learn how to set one up safely, and if you do decide to try fasting after checking with your doctor, start with our [16:8 beginner's guide](/blog/16-8-intermittent-fasting-guide).",
    ),

    h2("Sources"),
    ul([
      "Gabel K, Hoddy KK, Varady KA. Safety of 8-h time restricted feeding in adults with obesity. Appl Physiol Nutr Metab. 2019;44(1):107–109.",
      "Corley BT, Carroll RW, Hall RM, et al. Intermittent fasting in type 2 diabetes mellitus and the risk of hypoglycaemia: a randomized controlled trial. Diabet Med. 2018;35(5):588–594.",
      "Grajower MM, Horne BD. Clinical management of intermittent fasting in patients with diabetes mellitus. Nutrients. 2019;11(4):873.",
      "American Diabetes Association Professional Practice Committee. Standards of Care in Diabetes—2024. Diabetes Care. 2024;47(Suppl 1).",
      "Institute of Medicine and National Research Council. Weight Gain During Pregnancy: Reexamining the Guidelines. Washington, DC: National Academies Press; 2009.",
      "National Institute for Health and Care Excellence. Eating disorders: recognition and treatment. NICE guideline NG69. 2017.",
      "de Cabo R, Mattson MP. Effects of intermittent fasting on health, aging, and disease. N Engl J Med. 2019;381(26):2541–2551.",
    ]),
  ],
};
