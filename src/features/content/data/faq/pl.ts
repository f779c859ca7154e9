import { p, ul } from "@/features/content/domain/block-builders";
import type { FaqContent } from "@/features/content/domain/faq";

export const faqPl: FaqContent = {
  locale: "pl",
  title: "Najczęstsze pytania",
  description: "Odpowiedzi na pytania o plany żywieniowe {siteName}, płatności, rezygnację, zwroty, bezpieczny post, Twoje dane i logowanie.",
  categoryLabels: {
    plans: "Twój plan",
    billing: "Płatności",
    cancellation: "Rezygnacja",
    refunds: "Zwroty",
    "fasting-safety": "Post i bezpieczeństwo",
    privacy: "Twoje dane",
    account: "Logowanie",
  },
  entries: [
    {
      id: "how-is-my-plan-personalised",
      category: "plans",
      question: "Jak personalizowany jest mój plan żywieniowy?",
      answer: [
        p(
          "Twój plan powstaje na podstawie odpowiedzi w quizie: celu, płci, wieku, wzrostu, masy ciała, poziomu aktywności, preferencji żywieniowych, alergii i doświadczenia z postem. Nasz silnik żywieniowy szacuje Twoje dzienne zapotrzebowanie energetyczne za pomocą równania Mifflina-St Jeora, ustala cele kaloryczne i białkowe dopasowane do Twojego celu, a następnie dobiera przepisy, których wartości odżywcze pochodzą z danych o żywności USDA.",
        ),
        p("Jeśli post Ci odpowiada, plan zawiera też okno żywieniowe. Swoje dane i preferencje możesz w każdej chwili zmienić w zakładce [Mój plan](/my-plan)."),
      ],
    },
    {
      id: "dietary-preferences",
      category: "plans",
      question: "Czy mogę korzystać z planu na diecie wegetariańskiej lub wegańskiej albo przy alergii pokarmowej?",
      answer: [
        p(
          "Tak. Możesz wybrać plan wegetariański, wegański lub peskatariański i wykluczyć produkty, których nie jesz albo na które masz alergię. Przepisy, które je zawierają, zostaną pominięte.",
        ),
        p("Mimo to sprawdzaj etykietę każdego kupowanego produktu: nie możemy zagwarantować, że składniki nie zawierają śladowych ilości alergenów."),
      ],
    },
    {
      id: "do-i-have-to-fast",
      category: "plans",
      question: "Czy muszę pościć, żeby korzystać z planu?",
      answer: [
        p(
          "Nie. Post przerywany jest opcjonalny. Plan działa równie dobrze przy posiłkach o stałych porach, ponieważ utrata masy ciała zależy od ogólnego bilansu kalorii, a nie od godziny na zegarku. Jeśli z Twoich odpowiedzi wynika, że post może nie być dla Ciebie bezpieczny, automatycznie planujemy regularne pory posiłków.",
        ),
      ],
    },
    {
      id: "when-will-i-see-results",
      category: "plans",
      question: "Kiedy zobaczę efekty?",
      answer: [
        p(
          "To zależy od punktu wyjścia i od tego, jak konsekwentnie trzymasz się planu. Dążymy do bezpiecznej, trwałej utraty około 0,5–1 % masy ciała tygodniowo. Pierwszy tydzień często przynosi szybszy spadek, bo organizm pozbywa się zgromadzonej wody. Porównuj średnie tygodniowe, a nie pojedyncze dni, ponieważ waga naturalnie się waha.",
        ),
        p("Efekty różnią się u poszczególnych osób i nie mogą być gwarantowane."),
      ],
    },
    {
      id: "how-does-billing-work",
      category: "billing",
      question: "Jak działają płatności?",
      answer: [
        p(
          "Przy zakupie płacisz za pierwszy okres rozliczeniowy, często w obniżonej cenie na start. Potem subskrypcja odnawia się automatycznie w cenie standardowej na okres o tej samej długości, dopóki z niej nie zrezygnujesz. Przed zapłatą strona płatności pokazuje obie ceny i okres rozliczeniowy. Po każdej płatności wysyłamy potwierdzenie e-mailem, a przed końcem okresu w cenie na start – przypomnienie.",
        ),
        p("Wszystkie szczegóły znajdziesz w [Warunkach subskrypcji](/subscription-terms)."),
      ],
    },
    {
      id: "payment-methods",
      category: "billing",
      question: "Jakie metody płatności akceptujecie?",
      answer: [
        p(
          "Akceptujemy najpopularniejsze karty kredytowe i debetowe oraz inne metody widoczne na stronie płatności, zależne od kraju. Płatności są bezpiecznie obsługiwane przez naszego operatora płatności; nigdy nie widzimy ani nie przechowujemy pełnego numeru Twojej karty.",
        ),
      ],
    },
    {
      id: "unrecognised-charge",
      category: "billing",
      question: "Widzę obciążenie, którego nie rozpoznaję. Co zrobić?",
      answer: [
        p(
          "Poszukaj w skrzynce odbiorczej, także w folderze spam, potwierdzenia płatności od {siteName}: znajdziesz w nim informację, czego dotyczyło obciążenie. Jeśli nadal go nie rozpoznajesz, napisz na [{supportEmail}](mailto:{supportEmail}), podając datę, kwotę i cztery ostatnie cyfry karty. Sprawdzimy to i odpowiemy w ciągu 2 dni roboczych.",
        ),
      ],
    },
    {
      id: "how-to-cancel",
      category: "cancellation",
      question: "Jak zrezygnować z subskrypcji?",
      answer: [
        p("Możesz zrezygnować online w dowolnym momencie – zajmuje to mniej niż minutę:"),
        ul([
          "Otwórz stronę [Anuluj subskrypcję](/my-subscription?sf=true) (dostępną też w menu, w sekcji Pomoc).",
          "Jeśli pojawi się taka prośba, zaloguj się przez link, który wyślemy Ci e-mailem.",
          "Potwierdź rezygnację. Otrzymasz e-mail z potwierdzeniem.",
        ]),
        p("Możesz też zrezygnować, pisząc na [{supportEmail}](mailto:{supportEmail}) z adresu e-mail przypisanego do konta."),
      ],
    },
    {
      id: "after-cancelling",
      category: "cancellation",
      question: "Co się dzieje po rezygnacji?",
      answer: [
        p(
          "Nie pobierzemy już żadnych opłat, a dostęp do planu zachowasz do końca opłaconego okresu. Twoje konto pozostaje aktywne, więc możesz później ponownie wykupić subskrypcję bez rozwiązywania quizu od nowa. Jeśli chcesz także usunąć swoje dane, zajrzyj do pytania o usunięcie konta.",
        ),
      ],
    },
    {
      id: "money-back-guarantee",
      category: "refunds",
      question: "Czy mogę odzyskać pieniądze?",
      answer: [
        p(
          "Tak. Dzięki 30-dniowej gwarancji zwrotu pieniędzy możesz w ciągu 30 dni poprosić o pełny zwrot pierwszej płatności za subskrypcję, bez podawania przyczyny. Płatności za odnowienie mogą zostać zwrócone w niektórych przypadkach, na przykład gdy zgłosisz się w ciągu 14 dni, a plan nie był używany od odnowienia.",
        ),
        p(
          "Przeczytaj pełne [Zasady zwrotów](/refund-policy). Jeśli mieszkasz w UE lub w Wielkiej Brytanii, przysługuje Ci też ustawowe prawo odstąpienia od umowy, opisane w [Warunkach subskrypcji](/subscription-terms).",
        ),
      ],
    },
    {
      id: "how-to-request-refund",
      category: "refunds",
      question: "Jak poprosić o zwrot pieniędzy?",
      answer: [
        p(
          "Napisz na [{supportEmail}](mailto:{supportEmail}) z adresu e-mail użytego przy zakupie, w temacie wpisz „Refund request” i podaj datę oraz kwotę płatności. Potwierdzimy zgłoszenie w ciągu 2 dni roboczych. Zatwierdzone zwroty trafiają na pierwotną metodę płatności w ciągu 5 dni roboczych; bank może potrzebować kolejnych 5–10 dni roboczych, by je zaksięgować.",
        ),
      ],
    },
    {
      id: "is-fasting-safe",
      category: "fasting-safety",
      question: "Czy post przerywany jest dla mnie bezpieczny?",
      answer: [
        p(
          "Dla większości zdrowych dorosłych umiarkowany codzienny post, taki jak 16:8, jest bezpieczny. Nie jest jednak odpowiedni dla wszystkich. Nie zaczynaj postu bez wcześniejszej rozmowy z lekarzem, jeśli:",
        ),
        ul([
          "jesteś w ciąży, starasz się o dziecko lub karmisz piersią;",
          "masz zaburzenia odżywiania lub występowały one u Ciebie w przeszłości;",
          "chorujesz na cukrzycę lub przyjmujesz leki obniżające poziom cukru we krwi, np. insulinę;",
          "masz inną chorobę lub regularnie przyjmujesz leki;",
          "masz mniej niż 18 lat lub niedowagę.",
        ]),
        p(
          "Przerwij post i coś zjedz, jeśli masz zawroty głowy, drżenie rąk lub źle się czujesz. Nasze plany nie są poradą medyczną; zobacz nasz [Regulamin](/terms-of-service).",
        ),
      ],
    },
    {
      id: "drinks-while-fasting",
      category: "fasting-safety",
      question: "Co mogę pić w godzinach postu?",
      answer: [
        p(
          "Wszystko, co nie ma kalorii: wodę, wodę gazowaną, czarną kawę i niesłodzoną herbatę. Pij wystarczająco dużo, bo w czasie postu brakuje części wody, którą zwykle dostarczasz z jedzeniem, a ból głowy często oznacza zbyt mało płynów. Odrobina mleka w kawie jest lepsza niż całkowita rezygnacja z postu, jeśli pomaga Ci wytrwać.",
        ),
      ],
    },
    {
      id: "health-data",
      category: "privacy",
      question: "Co robicie z moimi odpowiedziami w quizie i danymi o zdrowiu?",
      answer: [
        p(
          "Używamy ich wyłącznie do przygotowania i dopasowywania Twojego planu oraz do wyświetlania ostrzeżeń dotyczących bezpieczeństwa. Zanim odpowiesz na pytania o zdrowie, prosimy o Twoją wyraźną zgodę. Nigdy nie sprzedajemy Twoich danych o zdrowiu ani nie udostępniamy ich platformom reklamowym; przechowują je usługodawcy, którzy przetwarzają je w naszym imieniu na podstawie ścisłych umów.",
        ),
        p("Szczegóły i Twoje prawa znajdziesz w naszej [Polityce prywatności](/privacy-policy)."),
      ],
    },
    {
      id: "delete-my-data",
      category: "privacy",
      question: "Jak mogę usunąć konto i swoje dane?",
      answer: [
        p(
          "Napisz na [{supportEmail}](mailto:{supportEmail}) z adresu e-mail przypisanego do konta i poproś o jego usunięcie. Usuniemy konto, odpowiedzi z quizu i plan w ciągu 30 dni oraz anulujemy aktywną subskrypcję. Faktury i dokumenty płatności przechowujemy tylko tak długo, jak wymagają tego przepisy podatkowe.",
        ),
      ],
    },
    {
      id: "how-to-sign-in",
      category: "account",
      question: "Jak się zalogować, skoro nie mam hasła?",
      answer: [
        p(
          "Nie potrzebujesz hasła. Przejdź do strony [Zaloguj się](/signin) i wpisz adres e-mail użyty przy zakupie. Wyślemy Ci bezpieczny link do logowania – wystarczy go otworzyć. Każdy link działa tylko raz i po krótkim czasie wygasa, więc w razie potrzeby po prostu poproś o nowy.",
        ),
      ],
    },
    {
      id: "sign-in-email-missing",
      category: "account",
      question: "E-mail z linkiem do logowania nie dotarł. Co mogę zrobić?",
      answer: [
        ul([
          "Odczekaj kilka minut i sprawdź foldery spam, wiadomości-śmieci i oferty.",
          "Upewnij się, że podany adres e-mail jest taki sam jak przy zakupie i nie zawiera literówek.",
          "Poproś o nowy link i skorzystaj z najnowszej wiadomości.",
        ]),
        p("Jeśli wiadomość nadal nie dociera, napisz na [{supportEmail}](mailto:{supportEmail}), a pomożemy Ci dostać się do konta."),
      ],
    },
  ],
};
