import { ol, p } from "@/features/content/domain/block-builders";
import type { AboutPage } from "@/features/content/domain/about-page";

export const aboutPl: AboutPage = {
  locale: "pl",
  title: "O {siteName}",
  description: "Dlaczego powstał {siteName}, jak tworzymy Twój spersonalizowany plan żywieniowy, kto sprawdza nasze treści i jak się z nami skontaktować.",
  lead: "Pomagamy dorosłym jeść tak, by pasowało to do ich ciała, celu i tygodnia, dzięki planom opartym na nauce o żywieniu, a nie na modach.",
  sections: [
    {
      id: "mission",
      heading: "Nasza misja",
      blocks: [
        p(
          "{siteName} powstał, ponieważ większość porad dietetycznych jest albo zbyt ogólna, by się przydać, albo zbyt skrajna, by dało się ich trzymać. Dobry plan żywieniowy powinien pasować do osoby, która z niego korzysta: do jej ciała, celu, ulubionych potraw i czasu, którym naprawdę dysponuje. Chcemy, by taki osobisty plan, który kiedyś wymagał prywatnego dietetyka, był przystępny cenowo i dostępny dla każdego.",
        ),
        p(
          "Chcemy, by ludzie osiągali swoje cele bez diet cud, poczucia winy i sztuczek: dzięki umiarkowanym celom kalorycznym, prawdziwemu jedzeniu i postowi przerywanemu tylko dla tych, dla których jest bezpieczny i pomocny.",
        ),
      ],
    },
    {
      id: "how-plans-are-made",
      heading: "Jak powstaje Twój plan",
      blocks: [
        ol([
          "**Quiz.** Opowiadasz nam o swoim celu, wymiarach ciała, aktywności, preferencjach żywieniowych, alergiach i doświadczeniu z postem oraz odpowiadasz na kilka pytań o zdrowie, które pokazują nam, kiedy post lub deficyt kaloryczny nie byłby dla Ciebie bezpieczny.",
          "**Silnik żywieniowy.** Szacujemy Twoje dzienne zapotrzebowanie energetyczne za pomocą równania Mifflina-St Jeora i współczynnika aktywności, a następnie ustalamy umiarkowany cel kaloryczny i cel białkowy dopasowane do Twojego celu i bezpiecznego tempa zmian.",
          "**Przepisy.** Silnik wybiera z naszej bazy przepisy, które razem spełniają te cele. Wartości odżywcze każdego przepisu obliczamy na podstawie USDA FoodData Central, a każdy przepis jest napisany i przetestowany przez nasz zespół.",
          "**Twój plan.** Otrzymujesz tydzień posiłków z listami zakupów oraz, jeśli Ci to odpowiada, okno żywieniowe. Swoje preferencje możesz w każdej chwili zmienić w zakładce [Mój plan](/my-plan), a plan się do nich dostosuje.",
        ]),
        p(
          "Nasze plany to ogólne zalecenia żywieniowe, a nie leczenie. Jeśli chorujesz, jesteś w ciąży lub regularnie przyjmujesz leki, przed rozpoczęciem porozmawiaj z lekarzem.",
        ),
      ],
    },
    {
      id: "team-and-standards",
      heading: "Nasz zespół i nasze standardy",
      blocks: [
        p(
          "Nasze plany i artykuły tworzą dietetycy, naukowcy zajmujący się żywieniem i doświadczeni dziennikarze medyczni, a przed publikacją sprawdzają je wykwalifikowani specjaliści, w tym lekarka. Opieramy się na przeglądach systematycznych, badaniach klinicznych i zaleceniach instytucji takich jak Europejski Urząd ds. Bezpieczeństwa Żywności i Światowa Organizacja Zdrowia, a nasze treści weryfikujemy co najmniej raz w roku.",
        ),
        p(
          "Utrzymujemy się z subskrypcji naszych klientów, a nie z reklamodawców czy marek spożywczych. Nasza [polityka redakcyjna](/unimeal-editorial-policy) wyjaśnia, jak piszemy, sprawdzamy, aktualizujemy i poprawiamy treści.",
        ),
      ],
    },
    {
      id: "contact",
      heading: "Kontakt",
      blocks: [
        p(
          "Masz pytanie o swój plan, subskrypcję lub tę stronę? Napisz do nas przez [formularz kontaktowy](/contact) albo na adres [{supportEmail}](mailto:{supportEmail}). Odpowiadamy w ciągu 2 dni roboczych.",
        ),
        p("{companyName}, {companyAddress}"),
      ],
    },
  ],
};
