import { p, ul } from "@/features/content/domain/block-builders";
import type { FaqContent } from "@/features/content/domain/faq";

export const faqFr: FaqContent = {
  locale: "fr",
  title: "Questions fréquentes",
  description: "Réponses sur les programmes de repas {siteName}, la facturation, la résiliation, les remboursements, le jeûne en toute sécurité, vos données et la connexion.",
  categoryLabels: {
    plans: "Votre programme",
    billing: "Facturation",
    cancellation: "Résiliation",
    refunds: "Remboursements",
    "fasting-safety": "Jeûne et sécurité",
    privacy: "Vos données",
    account: "Connexion",
  },
  entries: [
    {
      id: "how-is-my-plan-personalised",
      category: "plans",
      question: "Comment mon programme de repas est-il personnalisé ?",
      answer: [
        p(
          "Votre programme repose sur vos réponses au questionnaire : objectif, sexe, âge, taille, poids, niveau d'activité, préférences alimentaires, allergies et expérience du jeûne. Notre moteur nutritionnel estime vos besoins énergétiques quotidiens avec l'équation de Mifflin-St Jeor, fixe des objectifs de calories et de protéines adaptés à votre but, puis sélectionne des recettes dont les valeurs nutritionnelles proviennent des données alimentaires de l'USDA.",
        ),
        p("Si le jeûne vous convient, le programme comprend aussi une plage horaire pour manger. Vous pouvez modifier vos informations et vos préférences à tout moment dans [Mon programme](/my-plan)."),
      ],
    },
    {
      id: "dietary-preferences",
      category: "plans",
      question: "Puis-je suivre le programme si je suis végétarien, végane ou allergique à un aliment ?",
      answer: [
        p(
          "Oui. Vous pouvez choisir un programme végétarien, végane ou pescétarien et exclure les aliments que vous ne mangez pas ou auxquels vous êtes allergique. Les recettes qui en contiennent sont alors écartées.",
        ),
        p("Vérifiez tout de même l'étiquette de chaque produit que vous achetez : nous ne pouvons pas garantir l'absence de traces d'allergènes dans les ingrédients."),
      ],
    },
    {
      id: "do-i-have-to-fast",
      category: "plans",
      question: "Dois-je jeûner pour utiliser le programme ?",
      answer: [
        p(
          "Non. Le jeûne intermittent est facultatif. Le programme fonctionne tout aussi bien avec des repas à heures régulières, car la perte de poids dépend de votre bilan calorique global, pas de l'horloge. Si vos réponses indiquent que le jeûne pourrait ne pas être sûr pour vous, nous prévoyons automatiquement des repas à heures régulières.",
        ),
      ],
    },
    {
      id: "when-will-i-see-results",
      category: "plans",
      question: "Au bout de combien de temps verrai-je des résultats ?",
      answer: [
        p(
          "Cela dépend de votre point de départ et de la rigueur avec laquelle vous suivez le programme. Nous visons une perte sûre et durable d'environ 0,5 à 1 % de votre poids corporel par semaine. La première semaine est souvent plus rapide, car le corps élimine de l'eau stockée. Comparez des moyennes hebdomadaires plutôt que des jours isolés, car le poids varie naturellement.",
        ),
        p("Les résultats varient d'une personne à l'autre et ne peuvent pas être garantis."),
      ],
    },
    {
      id: "how-does-billing-work",
      category: "billing",
      question: "Comment fonctionne la facturation ?",
      answer: [
        p(
          "Lors de l'achat, vous payez la première période de facturation, souvent à un prix de lancement réduit. Ensuite, l'abonnement se renouvelle automatiquement au prix normal pour une période de même durée, jusqu'à ce que vous le résiliiez. La page de paiement indique les deux prix et la période de facturation avant que vous ne payiez. Nous vous envoyons un reçu par e-mail après chaque paiement et un rappel avant la fin de la période de lancement.",
        ),
        p("Tous les détails figurent dans nos [Conditions d'abonnement](/subscription-terms)."),
      ],
    },
    {
      id: "payment-methods",
      category: "billing",
      question: "Quels moyens de paiement acceptez-vous ?",
      answer: [
        p(
          "Nous acceptons les principales cartes de crédit et de débit ainsi que les autres moyens affichés sur la page de paiement, qui dépendent de votre pays. Les paiements sont traités de manière sécurisée par notre prestataire de paiement ; nous ne voyons ni ne conservons jamais le numéro complet de votre carte.",
        ),
      ],
    },
    {
      id: "unrecognised-charge",
      category: "billing",
      question: "Je vois un prélèvement que je ne reconnais pas. Que faire ?",
      answer: [
        p(
          "Cherchez dans votre boîte de réception, y compris dans les spams, un reçu de {siteName} : il indique à quoi correspond le paiement. Si vous ne le reconnaissez toujours pas, écrivez à [{supportEmail}](mailto:{supportEmail}) en précisant la date, le montant et les quatre derniers chiffres de la carte. Nous vérifierons et vous répondrons sous 2 jours ouvrés.",
        ),
      ],
    },
    {
      id: "how-to-cancel",
      category: "cancellation",
      question: "Comment résilier mon abonnement ?",
      answer: [
        p("Vous pouvez résilier en ligne à tout moment, en moins d'une minute :"),
        ul([
          "Ouvrez la page [Résilier l'abonnement](/my-subscription?sf=true) (également dans le menu, rubrique Assistance).",
          "Si on vous le demande, connectez-vous avec le lien que nous vous envoyons par e-mail.",
          "Confirmez la résiliation. Vous recevrez un e-mail de confirmation.",
        ]),
        p("Vous pouvez aussi résilier en écrivant à [{supportEmail}](mailto:{supportEmail}) depuis l'adresse e-mail de votre compte."),
      ],
    },
    {
      id: "after-cancelling",
      category: "cancellation",
      question: "Que se passe-t-il après la résiliation ?",
      answer: [
        p(
          "Vous ne serez plus prélevé et vous gardez l'accès à votre programme jusqu'à la fin de la période déjà payée. Votre compte est conservé : vous pourrez vous réabonner plus tard sans refaire le questionnaire. Si vous souhaitez aussi la suppression de vos données, consultez la question sur la suppression du compte.",
        ),
      ],
    },
    {
      id: "money-back-guarantee",
      category: "refunds",
      question: "Puis-je être remboursé ?",
      answer: [
        p(
          "Oui. Notre garantie « satisfait ou remboursé » de 30 jours vous permet de demander le remboursement intégral de votre premier paiement d'abonnement dans les 30 jours, sans avoir à vous justifier. Les paiements de renouvellement peuvent être remboursés dans certains cas, par exemple si vous le demandez dans les 14 jours et n'avez pas utilisé le programme depuis le renouvellement.",
        ),
        p(
          "Lisez l'intégralité de notre [politique de remboursement](/refund-policy). Si vous vivez dans l'UE ou au Royaume-Uni, vous disposez aussi d'un droit légal de rétractation, expliqué dans nos [Conditions d'abonnement](/subscription-terms).",
        ),
      ],
    },
    {
      id: "how-to-request-refund",
      category: "refunds",
      question: "Comment demander un remboursement ?",
      answer: [
        p(
          "Écrivez à [{supportEmail}](mailto:{supportEmail}) depuis l'adresse e-mail utilisée pour l'achat, avec l'objet « Refund request », en indiquant la date et le montant du paiement. Nous confirmons sous 2 jours ouvrés. Les remboursements acceptés sont versés sur votre moyen de paiement d'origine sous 5 jours ouvrés ; votre banque peut mettre encore 5 à 10 jours ouvrés à les faire apparaître.",
        ),
      ],
    },
    {
      id: "is-fasting-safe",
      category: "fasting-safety",
      question: "Le jeûne intermittent est-il sans danger pour moi ?",
      answer: [
        p(
          "Pour la plupart des adultes en bonne santé, un jeûne quotidien modéré comme le 16:8 est sans danger. Il ne convient cependant pas à tout le monde. Ne jeûnez pas sans en parler d'abord à votre médecin si :",
        ),
        ul([
          "vous êtes enceinte, essayez de concevoir ou allaitez ;",
          "vous souffrez ou avez souffert d'un trouble du comportement alimentaire ;",
          "vous êtes diabétique ou prenez un médicament qui fait baisser la glycémie, comme l'insuline ;",
          "vous avez une autre maladie ou prenez un traitement régulier ;",
          "vous avez moins de 18 ans ou êtes en insuffisance pondérale.",
        ]),
        p(
          "Arrêtez le jeûne et mangez quelque chose si vous avez des vertiges, tremblez ou vous sentez mal. Nos programmes ne sont pas des conseils médicaux ; voir nos [Conditions d'utilisation](/terms-of-service).",
        ),
      ],
    },
    {
      id: "drinks-while-fasting",
      category: "fasting-safety",
      question: "Que puis-je boire pendant les heures de jeûne ?",
      answer: [
        p(
          "Tout ce qui ne contient pas de calories : eau plate ou gazeuse, café noir et thé non sucré. Buvez suffisamment, car pendant le jeûne il vous manque une partie de l'eau habituellement apportée par les aliments, et les maux de tête sont souvent le signe d'un manque de liquide. Un nuage de lait dans votre café vaut mieux que d'abandonner le jeûne, s'il vous aide à tenir.",
        ),
      ],
    },
    {
      id: "health-data",
      category: "privacy",
      question: "Que faites-vous de mes réponses au questionnaire et de mes données de santé ?",
      answer: [
        p(
          "Nous les utilisons uniquement pour créer et ajuster votre programme et vous afficher des avertissements de sécurité. Nous vous demandons votre consentement explicite avant que vous ne répondiez aux questions de santé. Nous ne vendons jamais vos données de santé et ne les partageons jamais avec des plateformes publicitaires ; elles sont hébergées par des prestataires qui les traitent pour notre compte dans le cadre de contrats stricts.",
        ),
        p("Consultez notre [Politique de confidentialité](/privacy-policy) pour les détails et vos droits."),
      ],
    },
    {
      id: "delete-my-data",
      category: "privacy",
      question: "Comment supprimer mon compte et mes données ?",
      answer: [
        p(
          "Écrivez à [{supportEmail}](mailto:{supportEmail}) depuis l'adresse e-mail de votre compte pour en demander la suppression. Nous supprimons votre compte, vos réponses au questionnaire et votre programme sous 30 jours et résilions tout abonnement en cours. Nous conservons les factures et justificatifs de paiement uniquement pendant la durée imposée par la législation fiscale.",
        ),
      ],
    },
    {
      id: "how-to-sign-in",
      category: "account",
      question: "Comment me connecter ? Je n'ai jamais créé de mot de passe.",
      answer: [
        p(
          "Vous n'en avez pas besoin. Rendez-vous sur la page [Connexion](/signin) et saisissez l'adresse e-mail utilisée pour l'achat. Nous vous envoyons un lien de connexion sécurisé : ouvrez-le et vous êtes connecté. Chaque lien ne fonctionne qu'une fois et expire rapidement ; demandez-en simplement un nouveau chaque fois que nécessaire.",
        ),
      ],
    },
    {
      id: "sign-in-email-missing",
      category: "account",
      question: "Je n'ai pas reçu l'e-mail de connexion. Que faire ?",
      answer: [
        ul([
          "Patientez quelques minutes et vérifiez les dossiers spam, courrier indésirable et promotions.",
          "Vérifiez que vous avez saisi, sans faute de frappe, la même adresse e-mail que lors de l'achat.",
          "Demandez un nouveau lien et utilisez l'e-mail le plus récent.",
        ]),
        p("S'il n'arrive toujours pas, écrivez à [{supportEmail}](mailto:{supportEmail}) et nous vous aiderons à accéder à votre compte."),
      ],
    },
  ],
};
