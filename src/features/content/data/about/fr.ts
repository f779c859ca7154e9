import { ol, p } from "@/features/content/domain/block-builders";
import type { AboutPage } from "@/features/content/domain/about-page";

export const aboutFr: AboutPage = {
  locale: "fr",
  title: "À propos de {siteName}",
  description: "Pourquoi {siteName} existe, comment votre programme de repas personnalisé est conçu, qui vérifie nos contenus et comment nous joindre.",
  lead: "Nous aidons les adultes à manger d'une façon adaptée à leur corps, à leur objectif et à leur semaine, avec des programmes fondés sur la science de la nutrition plutôt que sur les modes.",
  sections: [
    {
      id: "mission",
      heading: "Notre mission",
      blocks: [
        p(
          "{siteName} existe parce que la plupart des conseils diététiques sont soit trop génériques pour être utiles, soit trop extrêmes pour durer. Un bon programme alimentaire doit correspondre à la personne qui le suit : à son corps, à son objectif, aux aliments qu'elle aime et au temps dont elle dispose réellement. Notre but est de rendre ce type de programme personnalisé, qui nécessitait autrefois un diététicien privé, abordable et accessible à tous.",
        ),
        p(
          "Nous voulons que chacun atteigne ses objectifs sans régime express, sans culpabilité et sans gadgets : des objectifs caloriques modérés, de vrais aliments, et le jeûne intermittent uniquement pour celles et ceux à qui il convient sans risque.",
        ),
      ],
    },
    {
      id: "how-plans-are-made",
      heading: "Comment votre programme est conçu",
      blocks: [
        ol([
          "**Le questionnaire.** Vous nous parlez de votre objectif, de vos mensurations, de votre activité, de vos préférences alimentaires, de vos allergies et de votre expérience du jeûne, et vous répondez à quelques questions de santé qui nous indiquent quand le jeûne ou un déficit calorique ne serait pas sûr pour vous.",
          "**Le moteur nutritionnel.** Nous estimons vos besoins énergétiques quotidiens avec l'équation de Mifflin-St Jeor et un facteur d'activité, puis nous fixons un objectif calorique modéré et un objectif de protéines adaptés à votre but et à un rythme de progression sûr.",
          "**Les recettes.** Le moteur choisit dans notre bibliothèque les recettes qui, ensemble, atteignent ces objectifs. Les valeurs nutritionnelles de chaque recette sont calculées à partir de USDA FoodData Central, et chaque recette est rédigée et testée par notre équipe.",
          "**Votre programme.** Vous recevez une semaine de repas avec les listes de courses et, si cela vous convient, une plage horaire pour manger. Vous pouvez modifier vos préférences à tout moment dans [Mon programme](/my-plan), et le programme s'adapte.",
        ]),
        p(
          "Nos programmes sont des conseils nutritionnels généraux, pas un traitement médical. Si vous avez une maladie, êtes enceinte ou prenez un traitement régulier, parlez-en à votre médecin avant de commencer.",
        ),
      ],
    },
    {
      id: "team-and-standards",
      heading: "Notre équipe et nos exigences",
      blocks: [
        p(
          "Nos programmes et nos articles sont rédigés par des diététiciens, des chercheurs en nutrition et des journalistes santé expérimentés, puis vérifiés avant publication par des professionnels qualifiés, dont une médecin. Nous nous appuyons sur des revues systématiques, des essais cliniques et les recommandations d'organismes comme l'Autorité européenne de sécurité des aliments et l'Organisation mondiale de la santé, et nous révisons nos contenus au moins une fois par an.",
        ),
        p(
          "Nous sommes financés par nos abonnés, pas par des annonceurs ou des marques alimentaires. Notre [politique éditoriale](/unimeal-editorial-policy) explique comment nous rédigeons, vérifions, mettons à jour et corrigeons nos contenus.",
        ),
      ],
    },
    {
      id: "contact",
      heading: "Nous contacter",
      blocks: [
        p(
          "Une question sur votre programme, votre abonnement ou ce site ? Écrivez-nous via notre [formulaire de contact](/contact) ou à [{supportEmail}](mailto:{supportEmail}). Nous répondons sous 2 jours ouvrés.",
        ),
        p("{companyName}, {companyAddress}"),
      ],
    },
  ],
};
