import { p, ul } from "@/features/content/domain/block-builders";
import type { FaqContent } from "@/features/content/domain/faq";

export const faqPt: FaqContent = {
  locale: "pt",
  title: "Perguntas frequentes",
  description: "Respostas sobre os planos alimentares da {siteName}, cobrança, cancelamento, reembolsos, jejum com segurança, seus dados e acesso à conta.",
  categoryLabels: {
    plans: "Seu plano",
    billing: "Cobrança",
    cancellation: "Cancelamento",
    refunds: "Reembolsos",
    "fasting-safety": "Jejum e segurança",
    privacy: "Seus dados",
    account: "Acesso à conta",
  },
  entries: [
    {
      id: "how-is-my-plan-personalised",
      category: "plans",
      question: "Como meu plano alimentar é personalizado?",
      answer: [
        p(
          "Seu plano é montado a partir das suas respostas no quiz: objetivo, sexo, idade, altura, peso, nível de atividade, preferências alimentares, alergias e experiência com jejum. Nosso motor nutricional estima sua necessidade diária de energia com a equação de Mifflin-St Jeor, define metas de calorias e proteínas de acordo com o seu objetivo e escolhe receitas cujos valores nutricionais vêm dos dados de alimentos do USDA.",
        ),
        p("Se o jejum combinar com você, o plano também inclui uma janela de alimentação. Você pode alterar seus dados e preferências a qualquer momento em [Meu plano](/my-plan)."),
      ],
    },
    {
      id: "dietary-preferences",
      category: "plans",
      question: "Posso seguir o plano se eu for vegetariano, vegano ou tiver alergia alimentar?",
      answer: [
        p(
          "Sim. Você pode escolher um plano vegetariano, vegano ou pescetariano e excluir os alimentos que não come ou aos quais tem alergia. As receitas que levam esses ingredientes ficam de fora.",
        ),
        p("Mesmo assim, confira o rótulo de cada produto que comprar: não podemos garantir que os ingredientes estejam livres de traços de alergênicos."),
      ],
    },
    {
      id: "do-i-have-to-fast",
      category: "plans",
      question: "Preciso fazer jejum para usar o plano?",
      answer: [
        p(
          "Não. O jejum intermitente é opcional. O plano funciona igualmente bem com refeições em horários regulares, porque o emagrecimento depende do balanço total de calorias, e não do relógio. Se suas respostas indicarem que o jejum pode não ser seguro para você, usamos automaticamente horários regulares de refeição.",
        ),
      ],
    },
    {
      id: "when-will-i-see-results",
      category: "plans",
      question: "Em quanto tempo vou ver resultados?",
      answer: [
        p(
          "Depende do seu ponto de partida e de quanto você segue o plano. Buscamos uma perda segura e sustentável de cerca de 0,5 a 1 % do seu peso corporal por semana. A primeira semana costuma ser mais rápida porque o corpo elimina água armazenada. Compare médias semanais em vez de dias isolados, já que o peso sobe e desce naturalmente.",
        ),
        p("Os resultados variam de pessoa para pessoa e não podem ser garantidos."),
      ],
    },
    {
      id: "how-does-billing-work",
      category: "billing",
      question: "Como funciona a cobrança?",
      answer: [
        p(
          "Na compra, você paga o primeiro período de cobrança, muitas vezes com um preço promocional de entrada. Depois disso, a assinatura é renovada automaticamente pelo preço normal, por um período de mesma duração, até você cancelar. A página de pagamento mostra os dois preços e o período de cobrança antes de você pagar. Enviamos um recibo por e-mail após cada pagamento e um lembrete antes do fim do período promocional.",
        ),
        p("Todos os detalhes estão nos nossos [Termos da assinatura](/subscription-terms)."),
      ],
    },
    {
      id: "payment-methods",
      category: "billing",
      question: "Quais formas de pagamento vocês aceitam?",
      answer: [
        p(
          "Aceitamos os principais cartões de crédito e débito e as outras formas exibidas na página de pagamento, que variam conforme o seu país. Os pagamentos são processados com segurança pelo nosso provedor de pagamentos; nunca vemos nem armazenamos o número completo do seu cartão.",
        ),
      ],
    },
    {
      id: "unrecognised-charge",
      category: "billing",
      question: "Vi uma cobrança que não reconheço. O que faço?",
      answer: [
        p(
          "Procure na sua caixa de entrada, inclusive no spam, um recibo da {siteName}: ele mostra a que se refere a cobrança. Se ainda assim você não a reconhecer, escreva para [{supportEmail}](mailto:{supportEmail}) informando a data, o valor e os quatro últimos dígitos do cartão. Vamos verificar e responder em até 2 dias úteis.",
        ),
      ],
    },
    {
      id: "how-to-cancel",
      category: "cancellation",
      question: "Como cancelo minha assinatura?",
      answer: [
        p("Você pode cancelar on-line a qualquer momento, em menos de um minuto:"),
        ul([
          "Abra a página [Cancelar assinatura](/my-subscription?sf=true) (também no menu, em Suporte).",
          "Se for solicitado, entre com o link que enviamos para o seu e-mail.",
          "Confirme o cancelamento. Você receberá um e-mail de confirmação.",
        ]),
        p("Você também pode cancelar escrevendo para [{supportEmail}](mailto:{supportEmail}) a partir do e-mail da sua conta."),
      ],
    },
    {
      id: "after-cancelling",
      category: "cancellation",
      question: "O que acontece depois que eu cancelo?",
      answer: [
        p(
          "Você não será cobrado novamente e continua com acesso ao plano até o fim do período já pago. Sua conta continua existindo, então você pode assinar de novo mais tarde sem refazer o quiz. Se quiser que seus dados também sejam apagados, veja a pergunta sobre como excluir sua conta.",
        ),
      ],
    },
    {
      id: "money-back-guarantee",
      category: "refunds",
      question: "Posso pedir meu dinheiro de volta?",
      answer: [
        p(
          "Sim. Com a nossa garantia de reembolso de 30 dias, você pode pedir o reembolso integral do primeiro pagamento da assinatura em até 30 dias, sem precisar justificar. Pagamentos de renovação podem ser reembolsados em alguns casos, por exemplo se você pedir em até 14 dias e não tiver usado o plano desde a renovação.",
        ),
        p(
          "Leia a [Política de reembolso](/refund-policy) completa. Se você mora na UE ou no Reino Unido, também tem o direito legal de desistência, explicado nos nossos [Termos da assinatura](/subscription-terms).",
        ),
      ],
    },
    {
      id: "how-to-request-refund",
      category: "refunds",
      question: "Como solicito um reembolso?",
      answer: [
        p(
          "Escreva para [{supportEmail}](mailto:{supportEmail}) a partir do e-mail usado na compra, com o assunto \"Refund request\", informando a data e o valor do pagamento. Confirmamos em até 2 dias úteis. Reembolsos aprovados voltam para a forma de pagamento original em até 5 dias úteis; seu banco pode levar mais 5 a 10 dias úteis para exibi-los.",
        ),
      ],
    },
    {
      id: "is-fasting-safe",
      category: "fasting-safety",
      question: "O jejum intermitente é seguro para mim?",
      answer: [
        p(
          "Para a maioria dos adultos saudáveis, um jejum diário moderado como o 16:8 é seguro, mas ele não serve para todo mundo. Não faça jejum sem conversar antes com seu médico se você:",
        ),
        ul([
          "está grávida, tentando engravidar ou amamentando;",
          "tem ou já teve algum transtorno alimentar;",
          "tem diabetes ou usa remédios que baixam o açúcar no sangue, como insulina;",
          "tem outra doença ou toma medicamentos regularmente;",
          "tem menos de 18 anos ou está abaixo do peso.",
        ]),
        p(
          "Interrompa o jejum e coma algo se sentir tontura, tremores ou mal-estar. Nossos planos não são orientação médica; veja nossos [Termos de uso](/terms-of-service).",
        ),
      ],
    },
    {
      id: "drinks-while-fasting",
      category: "fasting-safety",
      question: "O que posso beber durante as horas de jejum?",
      answer: [
        p(
          "Qualquer bebida sem calorias: água, água com gás, café preto e chá sem açúcar. Beba o suficiente, porque durante o jejum falta parte da água que você normalmente obtém dos alimentos, e dor de cabeça costuma ser sinal de pouca hidratação. Um pouco de leite no café é melhor do que desistir do jejum, se isso ajudar você a manter a rotina.",
        ),
      ],
    },
    {
      id: "health-data",
      category: "privacy",
      question: "O que vocês fazem com as minhas respostas do quiz e meus dados de saúde?",
      answer: [
        p(
          "Usamos essas informações apenas para criar e ajustar seu plano e mostrar alertas de segurança. Antes de você responder às perguntas de saúde, pedimos seu consentimento explícito. Nunca vendemos seus dados de saúde nem os compartilhamos com plataformas de anúncios; eles ficam armazenados com prestadores de serviço que os tratam em nosso nome, sob contratos rigorosos.",
        ),
        p("Leia nossa [Política de privacidade](/privacy-policy) para ver os detalhes e os seus direitos."),
      ],
    },
    {
      id: "delete-my-data",
      category: "privacy",
      question: "Como excluo minha conta e meus dados?",
      answer: [
        p(
          "Escreva para [{supportEmail}](mailto:{supportEmail}) a partir do e-mail da sua conta e peça a exclusão. Apagamos sua conta, suas respostas do quiz e seu plano em até 30 dias e cancelamos qualquer assinatura ativa. Guardamos notas fiscais e registros de pagamento somente pelo tempo exigido pela legislação tributária.",
        ),
      ],
    },
    {
      id: "how-to-sign-in",
      category: "account",
      question: "Como faço login? Nunca criei uma senha.",
      answer: [
        p(
          "Você não precisa de senha. Acesse [Entrar](/signin) e digite o e-mail usado na compra. Enviaremos um link de acesso seguro; é só abrir e pronto, você estará conectado. Cada link funciona uma única vez e expira pouco tempo depois, então peça um novo sempre que precisar.",
        ),
      ],
    },
    {
      id: "sign-in-email-missing",
      category: "account",
      question: "Não recebi o e-mail de acesso. O que posso fazer?",
      answer: [
        ul([
          "Aguarde alguns minutos e confira as pastas de spam, lixo eletrônico e promoções.",
          "Verifique se você digitou, sem erros, o mesmo e-mail usado na compra.",
          "Peça um novo link e use o e-mail mais recente.",
        ]),
        p("Se ainda assim ele não chegar, escreva para [{supportEmail}](mailto:{supportEmail}) e ajudaremos você a acessar sua conta."),
      ],
    },
  ],
};
