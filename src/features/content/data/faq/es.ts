import { p, ul } from "@/features/content/domain/block-builders";
import type { FaqContent } from "@/features/content/domain/faq";

export const faqEs: FaqContent = {
  locale: "es",
  title: "Preguntas frecuentes",
  description: "Respuestas sobre los planes de comidas de {siteName}, la facturación, la cancelación, los reembolsos, el ayuno seguro, tus datos y el inicio de sesión.",
  categoryLabels: {
    plans: "Tu plan",
    billing: "Facturación",
    cancellation: "Cancelación",
    refunds: "Reembolsos",
    "fasting-safety": "Ayuno y seguridad",
    privacy: "Tus datos",
    account: "Inicio de sesión",
  },
  entries: [
    {
      id: "how-is-my-plan-personalised",
      category: "plans",
      question: "¿Cómo se personaliza mi plan de comidas?",
      answer: [
        p(
          "Tu plan se crea a partir de tus respuestas al cuestionario: tu objetivo, sexo, edad, estatura, peso, nivel de actividad, preferencias alimentarias, alergias y experiencia con el ayuno. Nuestro motor nutricional calcula tus necesidades diarias de energía con la ecuación de Mifflin-St Jeor, fija objetivos de calorías y proteínas acordes con tu meta y elige recetas cuyos valores nutricionales proceden de los datos alimentarios del USDA.",
        ),
        p("Si el ayuno te conviene, el plan incluye también una ventana de alimentación. Puedes cambiar tus datos y preferencias cuando quieras en [Mi plan](/my-plan)."),
      ],
    },
    {
      id: "dietary-preferences",
      category: "plans",
      question: "¿Puedo seguir el plan si soy vegetariano o vegano, o si tengo una alergia alimentaria?",
      answer: [
        p(
          "Sí. Puedes elegir un plan vegetariano, vegano o pescetariano y excluir los alimentos que no comes o que te dan alergia. Las recetas que los contienen quedan fuera.",
        ),
        p("Aun así, revisa la etiqueta de cada producto que compres: no podemos garantizar que los ingredientes estén libres de trazas de alérgenos."),
      ],
    },
    {
      id: "do-i-have-to-fast",
      category: "plans",
      question: "¿Tengo que ayunar para usar el plan?",
      answer: [
        p(
          "No. El ayuno intermitente es opcional. El plan funciona igual de bien con horarios de comida regulares, porque perder peso depende del balance total de calorías, no del reloj. Si tus respuestas indican que el ayuno podría no ser seguro para ti, usamos automáticamente horarios de comida regulares.",
        ),
      ],
    },
    {
      id: "when-will-i-see-results",
      category: "plans",
      question: "¿Cuándo veré resultados?",
      answer: [
        p(
          "Depende de tu punto de partida y de lo fielmente que sigas el plan. Buscamos una pérdida segura y sostenible de entre el 0,5 y el 1 % de tu peso corporal por semana. La primera semana suele ir más rápido porque el cuerpo elimina agua almacenada. Compara promedios semanales en lugar de días sueltos, ya que el peso sube y baja de forma natural.",
        ),
        p("Los resultados varían de una persona a otra y no se pueden garantizar."),
      ],
    },
    {
      id: "how-does-billing-work",
      category: "billing",
      question: "¿Cómo funciona la facturación?",
      answer: [
        p(
          "Al comprar pagas el primer periodo de facturación, a menudo con un precio de introducción reducido. Después, la suscripción se renueva automáticamente al precio habitual por un periodo de la misma duración hasta que la canceles. La página de pago muestra ambos precios y el periodo de facturación antes de pagar, y te enviamos un recibo por correo electrónico tras cada pago y un recordatorio antes de que termine el periodo de introducción.",
        ),
        p("Encontrarás todos los detalles en nuestras [Condiciones de suscripción](/subscription-terms)."),
      ],
    },
    {
      id: "payment-methods",
      category: "billing",
      question: "¿Qué métodos de pago aceptáis?",
      answer: [
        p(
          "Aceptamos las principales tarjetas de crédito y débito y los demás métodos que aparecen en la página de pago, que dependen de tu país. Los pagos los procesa de forma segura nuestro proveedor de pagos; nunca vemos ni guardamos el número completo de tu tarjeta.",
        ),
      ],
    },
    {
      id: "unrecognised-charge",
      category: "billing",
      question: "Veo un cargo que no reconozco. ¿Qué hago?",
      answer: [
        p(
          "Busca en tu correo, también en la carpeta de spam, un recibo de {siteName}: en él verás a qué corresponde el cargo. Si aun así no lo reconoces, escribe a [{supportEmail}](mailto:{supportEmail}) indicando la fecha, el importe y los cuatro últimos dígitos de la tarjeta. Lo revisaremos y te responderemos en un plazo de 2 días hábiles.",
        ),
      ],
    },
    {
      id: "how-to-cancel",
      category: "cancellation",
      question: "¿Cómo cancelo mi suscripción?",
      answer: [
        p("Puedes cancelarla en línea en cualquier momento, y se tarda menos de un minuto:"),
        ul([
          "Abre la página [Cancelar suscripción](/my-subscription?sf=true) (también en el menú, en Ayuda).",
          "Si te lo pide, inicia sesión con el enlace que te enviamos por correo.",
          "Confirma la cancelación. Te enviaremos un correo de confirmación.",
        ]),
        p("También puedes cancelarla escribiendo a [{supportEmail}](mailto:{supportEmail}) desde la dirección de correo de tu cuenta."),
      ],
    },
    {
      id: "after-cancelling",
      category: "cancellation",
      question: "¿Qué pasa después de cancelar?",
      answer: [
        p(
          "No se te volverá a cobrar y conservarás el acceso a tu plan hasta el final del periodo que ya has pagado. Tu cuenta se mantiene, así que puedes volver a suscribirte más adelante sin repetir el cuestionario. Si además quieres que borremos tus datos, consulta la pregunta sobre cómo eliminar tu cuenta.",
        ),
      ],
    },
    {
      id: "money-back-guarantee",
      category: "refunds",
      question: "¿Puedo recuperar mi dinero?",
      answer: [
        p(
          "Sí. Con nuestra garantía de devolución de 30 días puedes pedir el reembolso íntegro de tu primer pago de suscripción dentro de los 30 días siguientes, sin tener que dar explicaciones. Los pagos de renovación pueden reembolsarse en ciertos casos, por ejemplo si lo pides en un plazo de 14 días y no has usado el plan desde la renovación.",
        ),
        p(
          "Lee la [Política de reembolso](/refund-policy) completa. Si vives en la UE o en el Reino Unido, también tienes un derecho legal de desistimiento, que explicamos en nuestras [Condiciones de suscripción](/subscription-terms).",
        ),
      ],
    },
    {
      id: "how-to-request-refund",
      category: "refunds",
      question: "¿Cómo solicito un reembolso?",
      answer: [
        p(
          "Escribe a [{supportEmail}](mailto:{supportEmail}) desde la dirección de correo con la que compraste, con el asunto «Refund request» y la fecha y el importe del pago. Te lo confirmaremos en un plazo de 2 días hábiles. Los reembolsos aprobados se devuelven a tu método de pago original en un plazo de 5 días hábiles; tu banco puede tardar otros 5 a 10 días hábiles en reflejarlos.",
        ),
      ],
    },
    {
      id: "is-fasting-safe",
      category: "fasting-safety",
      question: "¿Es seguro para mí el ayuno intermitente?",
      answer: [
        p(
          "Para la mayoría de los adultos sanos, un ayuno diario moderado como el 16:8 es seguro, pero no es adecuado para todo el mundo. No ayunes sin consultar antes a tu médico si:",
        ),
        ul([
          "estás embarazada, intentas quedarte embarazada o estás dando el pecho;",
          "tienes o has tenido un trastorno de la conducta alimentaria;",
          "tienes diabetes o tomas medicamentos que bajan el azúcar en sangre, como la insulina;",
          "tienes otra enfermedad o tomas medicación de forma habitual;",
          "eres menor de 18 años o tienes bajo peso.",
        ]),
        p(
          "Interrumpe el ayuno y come algo si te mareas, tiemblas o te encuentras mal. Nuestros planes no son consejo médico; consulta nuestras [Condiciones del servicio](/terms-of-service).",
        ),
      ],
    },
    {
      id: "drinks-while-fasting",
      category: "fasting-safety",
      question: "¿Qué puedo beber durante las horas de ayuno?",
      answer: [
        p(
          "Cualquier bebida sin calorías: agua, agua con gas, café solo y té sin azúcar. Bebe lo suficiente, porque mientras ayunas te falta parte del agua que normalmente obtienes de la comida, y el dolor de cabeza suele ser señal de que bebes poco. Un chorrito de leche en el café es mejor que abandonar el ayuno si te ayuda a mantenerlo.",
        ),
      ],
    },
    {
      id: "health-data",
      category: "privacy",
      question: "¿Qué hacéis con mis respuestas del cuestionario y mis datos de salud?",
      answer: [
        p(
          "Los usamos solo para crear y ajustar tu plan y para mostrarte avisos de seguridad. Antes de que respondas a preguntas sobre tu salud te pedimos tu consentimiento explícito. Nunca vendemos tus datos de salud ni los compartimos con plataformas publicitarias; se almacenan en proveedores que los tratan por cuenta nuestra con contratos estrictos.",
        ),
        p("Consulta nuestra [Política de privacidad](/privacy-policy) para conocer los detalles y tus derechos."),
      ],
    },
    {
      id: "delete-my-data",
      category: "privacy",
      question: "¿Cómo puedo eliminar mi cuenta y mis datos?",
      answer: [
        p(
          "Escribe a [{supportEmail}](mailto:{supportEmail}) desde la dirección de correo de tu cuenta y pídenos que la eliminemos. Borraremos tu cuenta, tus respuestas del cuestionario y tu plan en un plazo de 30 días y cancelaremos cualquier suscripción activa. Solo conservamos las facturas y los registros de pago durante el tiempo que exige la legislación fiscal.",
        ),
      ],
    },
    {
      id: "how-to-sign-in",
      category: "account",
      question: "¿Cómo inicio sesión? Nunca he creado una contraseña.",
      answer: [
        p(
          "No la necesitas. Ve a [Iniciar sesión](/signin) e introduce la dirección de correo con la que compraste. Te enviaremos un enlace seguro; ábrelo y habrás iniciado sesión. Cada enlace funciona una sola vez y caduca al poco tiempo, así que pide uno nuevo siempre que lo necesites.",
        ),
      ],
    },
    {
      id: "sign-in-email-missing",
      category: "account",
      question: "No me ha llegado el correo para iniciar sesión. ¿Qué puedo hacer?",
      answer: [
        ul([
          "Espera unos minutos y revisa las carpetas de spam, correo no deseado y promociones.",
          "Comprueba que has escrito sin errores la misma dirección de correo que usaste al comprar.",
          "Pide un enlace nuevo y usa el correo más reciente.",
        ]),
        p("Si sigue sin llegar, escribe a [{supportEmail}](mailto:{supportEmail}) y te ayudaremos a entrar en tu cuenta."),
      ],
    },
  ],
};
