import { p, ul } from "@/features/content/domain/block-builders";
import type { FaqContent } from "@/features/content/domain/faq";

export const faqDe: FaqContent = {
  locale: "de",
  title: "Häufig gestellte Fragen",
  description: "Antworten zu den Ernährungsplänen von {siteName}, Abrechnung, Kündigung, Erstattungen, sicherem Fasten, deinen Daten und der Anmeldung.",
  categoryLabels: {
    plans: "Dein Plan",
    billing: "Abrechnung",
    cancellation: "Kündigung",
    refunds: "Erstattungen",
    "fasting-safety": "Fasten und Sicherheit",
    privacy: "Deine Daten",
    account: "Anmeldung",
  },
  entries: [
    {
      id: "how-is-my-plan-personalised",
      category: "plans",
      question: "Wie wird mein Ernährungsplan personalisiert?",
      answer: [
        p(
          "Dein Plan entsteht aus deinen Antworten im Quiz: Ziel, Geschlecht, Alter, Größe, Gewicht, Aktivität, Vorlieben beim Essen, Allergien und Erfahrung mit dem Fasten. Unsere Ernährungs-Engine schätzt deinen täglichen Energiebedarf mit der Mifflin-St-Jeor-Formel, legt passende Ziele für Kalorien und Eiweiß fest und wählt dann Rezepte aus, deren Nährwerte auf den Lebensmitteldaten des USDA beruhen.",
        ),
        p("Wenn Fasten zu dir passt, enthält der Plan auch ein Essensfenster. Deine Angaben und Vorlieben kannst du jederzeit unter [Mein Plan](/my-plan) ändern."),
      ],
    },
    {
      id: "dietary-preferences",
      category: "plans",
      question: "Kann ich den Plan nutzen, wenn ich vegetarisch oder vegan esse oder eine Lebensmittelallergie habe?",
      answer: [
        p(
          "Ja. Du kannst einen vegetarischen, veganen oder pescetarischen Plan wählen und Lebensmittel ausschließen, die du nicht isst oder nicht verträgst. Rezepte mit diesen Zutaten werden dann weggelassen.",
        ),
        p("Bitte prüfe trotzdem das Etikett jedes Produkts, das du kaufst: Wir können nicht garantieren, dass Zutaten frei von Spuren von Allergenen sind."),
      ],
    },
    {
      id: "do-i-have-to-fast",
      category: "plans",
      question: "Muss ich fasten, um den Plan zu nutzen?",
      answer: [
        p(
          "Nein. Intervallfasten ist freiwillig. Der Plan funktioniert genauso gut mit regelmäßigen Mahlzeiten, denn beim Abnehmen zählt die gesamte Kalorienbilanz, nicht die Uhrzeit. Wenn deine Antworten darauf hindeuten, dass Fasten für dich nicht sicher sein könnte, planen wir automatisch regelmäßige Mahlzeiten ein.",
        ),
      ],
    },
    {
      id: "when-will-i-see-results",
      category: "plans",
      question: "Wie schnell sehe ich Ergebnisse?",
      answer: [
        p(
          "Das hängt von deinem Ausgangspunkt ab und davon, wie genau du dem Plan folgst. Wir streben eine sichere, nachhaltige Abnahme von etwa 0,5 bis 1 % deines Körpergewichts pro Woche an. In der ersten Woche geht es oft schneller, weil der Körper gespeichertes Wasser abgibt. Vergleiche Wochendurchschnitte statt einzelner Tage, denn das Gewicht schwankt ganz natürlich.",
        ),
        p("Ergebnisse sind individuell verschieden und können nicht garantiert werden."),
      ],
    },
    {
      id: "how-does-billing-work",
      category: "billing",
      question: "Wie funktioniert die Abrechnung?",
      answer: [
        p(
          "Beim Kauf bezahlst du den ersten Abrechnungszeitraum, oft zu einem reduzierten Einführungspreis. Danach verlängert sich das Abo automatisch zum regulären Preis für einen gleich langen Zeitraum, bis du kündigst. Auf der Bezahlseite siehst du vor dem Kauf beide Preise und den Abrechnungszeitraum. Nach jeder Zahlung erhältst du eine Quittung per E-Mail und vor dem Ende des Einführungszeitraums eine Erinnerung.",
        ),
        p("Alle Einzelheiten findest du in unseren [Abo-Bedingungen](/subscription-terms)."),
      ],
    },
    {
      id: "payment-methods",
      category: "billing",
      question: "Welche Zahlungsarten akzeptiert ihr?",
      answer: [
        p(
          "Wir akzeptieren gängige Kredit- und Debitkarten sowie die weiteren Zahlungsarten, die auf der Bezahlseite angezeigt werden; sie hängen von deinem Land ab. Zahlungen werden sicher von unserem Zahlungsdienstleister abgewickelt. Deine vollständige Kartennummer sehen und speichern wir nie.",
        ),
      ],
    },
    {
      id: "unrecognised-charge",
      category: "billing",
      question: "Ich sehe eine Abbuchung, die ich nicht zuordnen kann. Was soll ich tun?",
      answer: [
        p(
          "Suche in deinem Postfach, auch im Spam-Ordner, nach einer Quittung von {siteName}: Sie zeigt, wofür die Zahlung war. Wenn du die Abbuchung dann immer noch nicht zuordnen kannst, schreib an [{supportEmail}](mailto:{supportEmail}) und nenne Datum, Betrag und die letzten vier Ziffern der Karte. Wir kümmern uns darum und antworten innerhalb von 2 Werktagen.",
        ),
      ],
    },
    {
      id: "how-to-cancel",
      category: "cancellation",
      question: "Wie kündige ich mein Abo?",
      answer: [
        p("Du kannst jederzeit online kündigen, und das dauert weniger als eine Minute:"),
        ul([
          "Öffne die Seite [Abo kündigen](/my-subscription?sf=true) (auch im Menü unter „Support“).",
          "Melde dich, falls nötig, über den Link an, den wir dir per E-Mail schicken.",
          "Bestätige die Kündigung. Du erhältst eine Bestätigung per E-Mail.",
        ]),
        p("Du kannst auch kündigen, indem du von der E-Mail-Adresse deines Kontos an [{supportEmail}](mailto:{supportEmail}) schreibst."),
      ],
    },
    {
      id: "after-cancelling",
      category: "cancellation",
      question: "Was passiert nach der Kündigung?",
      answer: [
        p(
          "Es wird nichts mehr abgebucht, und du behältst den Zugang zu deinem Plan bis zum Ende des bereits bezahlten Zeitraums. Dein Konto bleibt bestehen, sodass du später wieder abonnieren kannst, ohne das Quiz erneut zu machen. Wenn auch deine Daten gelöscht werden sollen, lies die Frage zur Löschung deines Kontos.",
        ),
      ],
    },
    {
      id: "money-back-guarantee",
      category: "refunds",
      question: "Kann ich mein Geld zurückbekommen?",
      answer: [
        p(
          "Ja. Mit unserer 30-Tage-Geld-zurück-Garantie kannst du innerhalb von 30 Tagen ohne Angabe von Gründen die volle Erstattung deiner ersten Abo-Zahlung verlangen. Verlängerungszahlungen erstatten wir in bestimmten Fällen, zum Beispiel wenn du dich innerhalb von 14 Tagen meldest und den Plan seit der Verlängerung nicht genutzt hast.",
        ),
        p(
          "Lies die vollständige [Erstattungsrichtlinie](/refund-policy). Wenn du in der EU oder im Vereinigten Königreich lebst, hast du außerdem ein gesetzliches Widerrufsrecht, das in unseren [Abo-Bedingungen](/subscription-terms) erklärt wird.",
        ),
      ],
    },
    {
      id: "how-to-request-refund",
      category: "refunds",
      question: "Wie beantrage ich eine Erstattung?",
      answer: [
        p(
          "Schreib von der E-Mail-Adresse, mit der du gekauft hast, an [{supportEmail}](mailto:{supportEmail}), mit dem Betreff „Refund request“ sowie Datum und Betrag der Zahlung. Wir bestätigen innerhalb von 2 Werktagen. Genehmigte Erstattungen gehen innerhalb von 5 Werktagen an die ursprüngliche Zahlungsart zurück; deine Bank braucht eventuell weitere 5 bis 10 Werktage, bis sie sichtbar sind.",
        ),
      ],
    },
    {
      id: "is-fasting-safe",
      category: "fasting-safety",
      question: "Ist Intervallfasten für mich sicher?",
      answer: [
        p(
          "Für die meisten gesunden Erwachsenen ist ein moderates tägliches Fasten wie 16:8 sicher. Es passt aber nicht für alle. Faste nicht, ohne vorher mit deiner Ärztin oder deinem Arzt zu sprechen, wenn du:",
        ),
        ul([
          "schwanger bist, schwanger werden möchtest oder stillst;",
          "eine Essstörung hast oder hattest;",
          "Diabetes hast oder blutzuckersenkende Medikamente wie Insulin nimmst;",
          "eine andere Erkrankung hast oder regelmäßig Medikamente einnimmst;",
          "jünger als 18 Jahre oder untergewichtig bist.",
        ]),
        p(
          "Brich das Fasten ab und iss etwas, wenn dir schwindelig wird, du zitterst oder dich unwohl fühlst. Unsere Pläne sind keine medizinische Beratung; siehe unsere [Nutzungsbedingungen](/terms-of-service).",
        ),
      ],
    },
    {
      id: "drinks-while-fasting",
      category: "fasting-safety",
      question: "Was darf ich während der Fastenzeit trinken?",
      answer: [
        p(
          "Alles ohne Kalorien: Wasser, Mineralwasser, schwarzen Kaffee und ungesüßten Tee. Trink ausreichend, denn beim Fasten fehlt ein Teil des Wassers, das du sonst über das Essen aufnimmst, und Kopfschmerzen sind oft ein Zeichen für zu wenig Flüssigkeit. Ein Schuss Milch im Kaffee ist besser, als das Fasten ganz aufzugeben, wenn er dir hilft, dabeizubleiben.",
        ),
      ],
    },
    {
      id: "health-data",
      category: "privacy",
      question: "Was macht ihr mit meinen Quiz-Antworten und Gesundheitsdaten?",
      answer: [
        p(
          "Wir nutzen sie nur, um deinen Plan zu erstellen und anzupassen und dir Sicherheitshinweise zu zeigen. Bevor du Gesundheitsfragen beantwortest, bitten wir dich um deine ausdrückliche Einwilligung. Wir verkaufen deine Gesundheitsdaten nie und geben sie nie an Werbeplattformen weiter; gespeichert werden sie bei Dienstleistern, die sie unter strengen Verträgen in unserem Auftrag verarbeiten.",
        ),
        p("Einzelheiten und deine Rechte findest du in unserer [Datenschutzerklärung](/privacy-policy)."),
      ],
    },
    {
      id: "delete-my-data",
      category: "privacy",
      question: "Wie kann ich mein Konto und meine Daten löschen?",
      answer: [
        p(
          "Schreib von der E-Mail-Adresse deines Kontos an [{supportEmail}](mailto:{supportEmail}) und bitte um die Löschung. Wir löschen dein Konto, deine Quiz-Antworten und deinen Plan innerhalb von 30 Tagen und kündigen ein laufendes Abo. Rechnungen und Zahlungsbelege bewahren wir nur so lange auf, wie es das Steuerrecht verlangt.",
        ),
      ],
    },
    {
      id: "how-to-sign-in",
      category: "account",
      question: "Wie melde ich mich an? Ich habe nie ein Passwort erstellt.",
      answer: [
        p(
          "Du brauchst auch keins. Geh zur [Anmeldung](/signin) und gib die E-Mail-Adresse ein, mit der du gekauft hast. Wir schicken dir einen sicheren Anmeldelink; öffne ihn, und du bist angemeldet. Jeder Link funktioniert nur einmal und läuft nach kurzer Zeit ab – fordere einfach einen neuen an, wenn du ihn brauchst.",
        ),
      ],
    },
    {
      id: "sign-in-email-missing",
      category: "account",
      question: "Ich habe keine Anmelde-E-Mail bekommen. Was kann ich tun?",
      answer: [
        ul([
          "Warte ein paar Minuten und sieh in den Ordnern für Spam, Junk und Werbung nach.",
          "Prüfe, ob du dieselbe E-Mail-Adresse wie beim Kauf ohne Tippfehler eingegeben hast.",
          "Fordere einen neuen Link an und nutze die neueste E-Mail.",
        ]),
        p("Wenn sie immer noch nicht ankommt, schreib an [{supportEmail}](mailto:{supportEmail}), und wir helfen dir, in dein Konto zu kommen."),
      ],
    },
  ],
};
