import { ol, p } from "@/features/content/domain/block-builders";
import type { AboutPage } from "@/features/content/domain/about-page";

export const aboutPt: AboutPage = {
  locale: "pt",
  title: "Sobre a {siteName}",
  description: "Por que a {siteName} existe, como seu plano alimentar personalizado é feito, quem revisa nosso conteúdo e como falar com a gente.",
  lead: "Ajudamos adultos a comer de um jeito que combine com o corpo, o objetivo e a rotina de cada um, com planos baseados em ciência da nutrição, e não em modismos.",
  sections: [
    {
      id: "mission",
      heading: "Nossa missão",
      blocks: [
        p(
          "A {siteName} existe porque a maioria dos conselhos de dieta é genérica demais para ser útil ou radical demais para durar. Um bom plano alimentar precisa combinar com quem o segue: com o corpo, o objetivo, a comida de que a pessoa gosta e o tempo que ela realmente tem. Nosso objetivo é tornar esse tipo de plano personalizado, que antes exigia um nutricionista particular, acessível a todos.",
        ),
        p(
          "Queremos que as pessoas alcancem seus objetivos sem dietas malucas, culpa ou truques: metas de calorias moderadas, comida de verdade e jejum intermitente apenas para quem pode fazê-lo com segurança e se beneficia dele.",
        ),
      ],
    },
    {
      id: "how-plans-are-made",
      heading: "Como seu plano é feito",
      blocks: [
        ol([
          "**O quiz.** Você nos conta seu objetivo, suas medidas, seu nível de atividade, suas preferências alimentares, alergias e experiência com jejum, e responde a algumas perguntas de saúde que mostram quando o jejum ou um déficit calórico não seriam seguros para você.",
          "**O motor nutricional.** Estimamos sua necessidade diária de energia com a equação de Mifflin-St Jeor e um fator de atividade e, em seguida, definimos uma meta moderada de calorias e uma meta de proteínas de acordo com o seu objetivo e um ritmo seguro de progresso.",
          "**As receitas.** O motor escolhe em nossa biblioteca as receitas que, juntas, atingem essas metas. Os valores nutricionais de cada receita são calculados com o USDA FoodData Central, e cada receita é escrita e testada pela nossa equipe.",
          "**Seu plano.** Você recebe uma semana de refeições com listas de compras e, se fizer sentido para você, uma janela de alimentação. Você pode mudar suas preferências a qualquer momento em [Meu plano](/my-plan), e o plano se ajusta.",
        ]),
        p(
          "Nossos planos são orientações gerais de nutrição, não tratamento médico. Se você tem alguma doença, está grávida ou toma medicamentos regularmente, converse com seu médico antes de começar.",
        ),
      ],
    },
    {
      id: "team-and-standards",
      heading: "Nossa equipe e nossos padrões",
      blocks: [
        p(
          "Nossos planos e artigos são criados por nutricionistas, cientistas da nutrição e jornalistas de saúde experientes, e revisados antes da publicação por profissionais qualificados, incluindo uma médica. Baseamos nosso trabalho em revisões sistemáticas, estudos clínicos e nas recomendações de instituições como a Autoridade Europeia para a Segurança dos Alimentos e a Organização Mundial da Saúde, e revisamos nosso conteúdo pelo menos uma vez por ano.",
        ),
        p(
          "Somos financiados por nossos assinantes, e não por anunciantes ou marcas de alimentos. Nossa [política editorial](/unimeal-editorial-policy) explica como escrevemos, revisamos, atualizamos e corrigimos nosso conteúdo.",
        ),
      ],
    },
    {
      id: "contact",
      heading: "Fale com a gente",
      blocks: [
        p(
          "Tem alguma dúvida sobre seu plano, sua assinatura ou este site? Escreva pelo nosso [formulário de contato](/contact) ou para [{supportEmail}](mailto:{supportEmail}). Respondemos em até 2 dias úteis.",
        ),
        p("{companyName}, {companyAddress}"),
      ],
    },
  ],
};
