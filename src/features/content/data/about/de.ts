import { ol, p } from "@/features/content/domain/block-builders";
import type { AboutPage } from "@/features/content/domain/about-page";

export const aboutDe: AboutPage = {
  locale: "de",
  title: "Über {siteName}",
  description: "Warum es {siteName} gibt, wie dein persönlicher Ernährungsplan entsteht, wer unsere Inhalte prüft und wie du uns erreichst.",
  lead: "Wir helfen Erwachsenen, so zu essen, dass es zu ihrem Körper, ihrem Ziel und ihrem Alltag passt – mit Plänen, die auf Ernährungswissenschaft statt auf Trends beruhen.",
  sections: [
    {
      id: "mission",
      heading: "Unsere Mission",
      blocks: [
        p(
          "{siteName} gibt es, weil die meisten Ernährungsratschläge entweder zu allgemein sind, um wirklich zu helfen, oder zu extrem, um durchzuhalten. Ein guter Ernährungsplan muss zu dem Menschen passen, der ihm folgt: zu seinem Körper, seinem Ziel, dem Essen, das er mag, und der Zeit, die er tatsächlich hat. Unser Ziel ist es, einen solchen persönlichen Plan, für den man früher eine eigene Ernährungsberaterin brauchte, bezahlbar und für alle zugänglich zu machen.",
        ),
        p(
          "Wir möchten, dass Menschen ihre Ziele ohne Crash-Diäten, schlechtes Gewissen oder Tricks erreichen: mit moderaten Kalorienzielen, echtem Essen und Intervallfasten nur für diejenigen, für die es sicher und hilfreich ist.",
        ),
      ],
    },
    {
      id: "how-plans-are-made",
      heading: "So entsteht dein Plan",
      blocks: [
        ol([
          "**Das Quiz.** Du erzählst uns von deinem Ziel, deinen Körpermaßen, deiner Aktivität, deinen Vorlieben beim Essen, Allergien und Erfahrungen mit dem Fasten und beantwortest einige Gesundheitsfragen. Sie zeigen uns, wann Fasten oder ein Kaloriendefizit für dich nicht sicher wäre.",
          "**Die Ernährungs-Engine.** Wir schätzen deinen täglichen Energiebedarf mit der Mifflin-St-Jeor-Formel und einem Aktivitätsfaktor und legen dann ein moderates Kalorienziel und ein Eiweißziel fest, die zu deinem Ziel und einem sicheren Tempo passen.",
          "**Die Rezepte.** Die Engine wählt aus unserer Rezeptsammlung Gerichte aus, die zusammen diese Ziele erreichen. Die Nährwerte jedes Rezepts werden mit den Daten von USDA FoodData Central berechnet, und jedes Rezept wird von unserem Team geschrieben und getestet.",
          "**Dein Plan.** Du bekommst eine Woche voller Mahlzeiten mit Einkaufslisten und, wenn es zu dir passt, ein Essensfenster. Deine Vorlieben kannst du jederzeit unter [Mein Plan](/my-plan) ändern, und der Plan passt sich an.",
        ]),
        p(
          "Unsere Pläne sind allgemeine Ernährungsempfehlungen, keine medizinische Behandlung. Wenn du eine Erkrankung hast, schwanger bist oder regelmäßig Medikamente nimmst, sprich bitte vor dem Start mit deiner Ärztin oder deinem Arzt.",
        ),
      ],
    },
    {
      id: "team-and-standards",
      heading: "Unser Team und unsere Standards",
      blocks: [
        p(
          "Unsere Pläne und Artikel werden von Diätassistentinnen und Ernährungsberatern, Ernährungswissenschaftlern und erfahrenen Gesundheitsjournalistinnen erstellt und vor der Veröffentlichung von qualifizierten Fachleuten geprüft, darunter eine Ärztin. Wir stützen uns auf systematische Übersichtsarbeiten, klinische Studien und die Empfehlungen von Institutionen wie der Europäischen Behörde für Lebensmittelsicherheit und der Weltgesundheitsorganisation und überprüfen unsere Inhalte mindestens einmal im Jahr.",
        ),
        p(
          "Wir finanzieren uns über unsere Abonnentinnen und Abonnenten, nicht über Werbekunden oder Lebensmittelmarken. Unsere [Redaktionsrichtlinie](/unimeal-editorial-policy) erklärt, wie wir Inhalte schreiben, prüfen, aktualisieren und korrigieren.",
        ),
      ],
    },
    {
      id: "contact",
      heading: "Kontakt",
      blocks: [
        p(
          "Hast du eine Frage zu deinem Plan, deinem Abo oder dieser Website? Schreib uns über unser [Kontaktformular](/contact) oder an [{supportEmail}](mailto:{supportEmail}). Wir antworten innerhalb von 2 Werktagen.",
        ),
        p("{companyName}, {companyAddress}"),
      ],
    },
  ],
};
