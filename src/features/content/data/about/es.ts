import { ol, p } from "@/features/content/domain/block-builders";
import type { AboutPage } from "@/features/content/domain/about-page";

export const aboutEs: AboutPage = {
  locale: "es",
  title: "Sobre {siteName}",
  description: "Por qué existe {siteName}, cómo se crea tu plan de comidas personalizado, quién revisa nuestro contenido y cómo contactarnos.",
  lead: "Ayudamos a personas adultas a comer de una forma que encaje con su cuerpo, su objetivo y su semana, con planes basados en la ciencia de la nutrición y no en modas.",
  sections: [
    {
      id: "mission",
      heading: "Nuestra misión",
      blocks: [
        p(
          "{siteName} existe porque la mayoría de los consejos de dieta son demasiado genéricos para ser útiles o demasiado extremos para durar. Un buen plan de alimentación debe adaptarse a quien lo sigue: a su cuerpo, a su objetivo, a la comida que le gusta y al tiempo del que realmente dispone. Nuestro objetivo es que ese tipo de plan personal, que antes exigía un dietista privado, sea asequible y esté al alcance de todo el mundo.",
        ),
        p(
          "Queremos que la gente alcance sus metas sin dietas milagro, sin culpa y sin trucos: con objetivos de calorías moderados, comida de verdad y ayuno intermitente solo para quienes les resulte seguro y útil.",
        ),
      ],
    },
    {
      id: "how-plans-are-made",
      heading: "Cómo se crea tu plan",
      blocks: [
        ol([
          "**El cuestionario.** Nos cuentas tu objetivo, tus medidas, tu nivel de actividad, tus preferencias alimentarias, tus alergias y tu experiencia con el ayuno, y respondes a unas preguntas de salud que nos indican cuándo el ayuno o un déficit calórico no serían seguros para ti.",
          "**El motor nutricional.** Calculamos tus necesidades diarias de energía con la ecuación de Mifflin-St Jeor y un factor de actividad, y fijamos un objetivo moderado de calorías y otro de proteínas acordes con tu meta y con un ritmo de progreso seguro.",
          "**Las recetas.** El motor elige de nuestra biblioteca las recetas que, en conjunto, cumplen esos objetivos. Los valores nutricionales de cada receta se calculan con USDA FoodData Central, y nuestro equipo escribe y prueba cada una de ellas.",
          "**Tu plan.** Recibes una semana de comidas con listas de la compra y, si te conviene, una ventana de alimentación. Puedes cambiar tus preferencias cuando quieras en [Mi plan](/my-plan) y el plan se adapta.",
        ]),
        p(
          "Nuestros planes son orientación nutricional general, no un tratamiento médico. Si tienes alguna enfermedad, estás embarazada o tomas medicación de forma habitual, consulta a tu médico antes de empezar.",
        ),
      ],
    },
    {
      id: "team-and-standards",
      heading: "Nuestro equipo y nuestros estándares",
      blocks: [
        p(
          "Nuestros planes y artículos los elaboran dietistas-nutricionistas, científicos de la nutrición y periodistas de salud con experiencia, y antes de publicarse los revisan profesionales cualificados, entre ellos una médica. Nos basamos en revisiones sistemáticas, ensayos clínicos y las recomendaciones de organismos como la Autoridad Europea de Seguridad Alimentaria y la Organización Mundial de la Salud, y revisamos nuestro contenido al menos una vez al año.",
        ),
        p(
          "Nos financiamos con las suscripciones de nuestros clientes, no con anunciantes ni marcas de alimentación. Nuestra [política editorial](/unimeal-editorial-policy) explica cómo escribimos, revisamos, actualizamos y corregimos nuestro contenido.",
        ),
      ],
    },
    {
      id: "contact",
      heading: "Contacto",
      blocks: [
        p(
          "¿Tienes alguna pregunta sobre tu plan, tu suscripción o esta web? Escríbenos a través de nuestro [formulario de contacto](/contact) o a [{supportEmail}](mailto:{supportEmail}). Respondemos en un plazo de 2 días hábiles.",
        ),
        p("{companyName}, {companyAddress}"),
      ],
    },
  ],
};
