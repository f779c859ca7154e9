import { p, ul } from "@/features/content/domain/block-builders";
import type { FaqContent } from "@/features/content/domain/faq";

export const faqIt: FaqContent = {
  locale: "it",
  title: "Domande frequenti",
  description: "Risposte sui piani alimentari di {siteName}, la fatturazione, la disdetta, i rimborsi, il digiuno in sicurezza, i tuoi dati e l'accesso.",
  categoryLabels: {
    plans: "Il tuo piano",
    billing: "Fatturazione",
    cancellation: "Disdetta",
    refunds: "Rimborsi",
    "fasting-safety": "Digiuno e sicurezza",
    privacy: "I tuoi dati",
    account: "Accesso",
  },
  entries: [
    {
      id: "how-is-my-plan-personalised",
      category: "plans",
      question: "Come viene personalizzato il mio piano alimentare?",
      answer: [
        p(
          "Il tuo piano nasce dalle risposte al quiz: obiettivo, sesso, età, altezza, peso, livello di attività, preferenze alimentari, allergie ed esperienza con il digiuno. Il nostro motore nutrizionale stima il tuo fabbisogno energetico giornaliero con l'equazione di Mifflin-St Jeor, imposta obiettivi di calorie e proteine adatti al tuo traguardo e sceglie ricette i cui valori nutrizionali provengono dai dati alimentari dell'USDA.",
        ),
        p("Se il digiuno fa per te, il piano include anche una finestra alimentare. Puoi modificare dati e preferenze in qualsiasi momento in [Il mio piano](/my-plan)."),
      ],
    },
    {
      id: "dietary-preferences",
      category: "plans",
      question: "Posso seguire il piano se sono vegetariano, vegano o ho un'allergia alimentare?",
      answer: [
        p(
          "Sì. Puoi scegliere un piano vegetariano, vegano o pescetariano ed escludere gli alimenti che non mangi o a cui sei allergico. Le ricette che li contengono vengono escluse.",
        ),
        p("Controlla comunque l'etichetta di ogni prodotto che acquisti: non possiamo garantire che gli ingredienti siano privi di tracce di allergeni."),
      ],
    },
    {
      id: "do-i-have-to-fast",
      category: "plans",
      question: "Devo digiunare per usare il piano?",
      answer: [
        p(
          "No. Il digiuno intermittente è facoltativo. Il piano funziona altrettanto bene con pasti a orari regolari, perché la perdita di peso dipende dal bilancio calorico complessivo, non dall'orologio. Se dalle tue risposte emerge che il digiuno potrebbe non essere sicuro per te, utilizziamo automaticamente orari dei pasti regolari.",
        ),
      ],
    },
    {
      id: "when-will-i-see-results",
      category: "plans",
      question: "Quanto tempo ci vuole per vedere i risultati?",
      answer: [
        p(
          "Dipende dal tuo punto di partenza e da quanto segui il piano con costanza. Puntiamo a una perdita sicura e sostenibile di circa lo 0,5-1 % del peso corporeo a settimana. La prima settimana è spesso più rapida perché il corpo elimina l'acqua accumulata. Confronta le medie settimanali invece dei singoli giorni, perché il peso oscilla in modo naturale.",
        ),
        p("I risultati variano da persona a persona e non possono essere garantiti."),
      ],
    },
    {
      id: "how-does-billing-work",
      category: "billing",
      question: "Come funziona la fatturazione?",
      answer: [
        p(
          "Al momento dell'acquisto paghi il primo periodo di fatturazione, spesso a un prezzo introduttivo scontato. In seguito l'abbonamento si rinnova automaticamente al prezzo standard per un periodo della stessa durata, finché non lo disdici. La pagina di pagamento mostra entrambi i prezzi e il periodo di fatturazione prima che tu paghi; dopo ogni pagamento ti inviamo una ricevuta via email e, prima della fine del periodo introduttivo, un promemoria.",
        ),
        p("Tutti i dettagli sono nelle nostre [Condizioni di abbonamento](/subscription-terms)."),
      ],
    },
    {
      id: "payment-methods",
      category: "billing",
      question: "Quali metodi di pagamento accettate?",
      answer: [
        p(
          "Accettiamo le principali carte di credito e di debito e gli altri metodi indicati nella pagina di pagamento, che variano in base al paese. I pagamenti sono elaborati in modo sicuro dal nostro fornitore di servizi di pagamento; non vediamo né conserviamo mai il numero completo della tua carta.",
        ),
      ],
    },
    {
      id: "unrecognised-charge",
      category: "billing",
      question: "Vedo un addebito che non riconosco. Cosa devo fare?",
      answer: [
        p(
          "Cerca nella tua casella di posta, anche nello spam, una ricevuta di {siteName}: indica a cosa si riferisce l'addebito. Se ancora non lo riconosci, scrivi a [{supportEmail}](mailto:{supportEmail}) indicando data, importo e ultime quattro cifre della carta. Verificheremo e ti risponderemo entro 2 giorni lavorativi.",
        ),
      ],
    },
    {
      id: "how-to-cancel",
      category: "cancellation",
      question: "Come disdico l'abbonamento?",
      answer: [
        p("Puoi disdire online in qualsiasi momento, in meno di un minuto:"),
        ul([
          "Apri la pagina [Disdici abbonamento](/my-subscription?sf=true) (anche nel menu, alla voce Assistenza).",
          "Se richiesto, accedi con il link che ti inviamo via email.",
          "Conferma la disdetta. Riceverai un'email di conferma.",
        ]),
        p("Puoi anche disdire scrivendo a [{supportEmail}](mailto:{supportEmail}) dall'indirizzo email del tuo account."),
      ],
    },
    {
      id: "after-cancelling",
      category: "cancellation",
      question: "Cosa succede dopo la disdetta?",
      answer: [
        p(
          "Non ti verrà addebitato più nulla e manterrai l'accesso al tuo piano fino alla fine del periodo già pagato. Il tuo account resta attivo, così potrai abbonarti di nuovo in futuro senza rifare il quiz. Se vuoi che vengano cancellati anche i tuoi dati, leggi la domanda sull'eliminazione dell'account.",
        ),
      ],
    },
    {
      id: "money-back-guarantee",
      category: "refunds",
      question: "Posso riavere i miei soldi?",
      answer: [
        p(
          "Sì. Con la nostra garanzia \"soddisfatti o rimborsati\" di 30 giorni puoi chiedere il rimborso completo del primo pagamento dell'abbonamento entro 30 giorni, senza dover fornire motivazioni. I pagamenti di rinnovo possono essere rimborsati in alcuni casi, ad esempio se lo chiedi entro 14 giorni e non hai usato il piano dopo il rinnovo.",
        ),
        p(
          "Leggi la [politica di rimborso](/refund-policy) completa. Se vivi nell'UE o nel Regno Unito hai anche un diritto di recesso previsto dalla legge, spiegato nelle nostre [Condizioni di abbonamento](/subscription-terms).",
        ),
      ],
    },
    {
      id: "how-to-request-refund",
      category: "refunds",
      question: "Come richiedo un rimborso?",
      answer: [
        p(
          "Scrivi a [{supportEmail}](mailto:{supportEmail}) dall'indirizzo email usato per l'acquisto, con oggetto \"Refund request\", indicando data e importo del pagamento. Confermiamo entro 2 giorni lavorativi. I rimborsi approvati vengono accreditati sul metodo di pagamento originale entro 5 giorni lavorativi; la tua banca potrebbe impiegare altri 5-10 giorni lavorativi per renderli visibili.",
        ),
      ],
    },
    {
      id: "is-fasting-safe",
      category: "fasting-safety",
      question: "Il digiuno intermittente è sicuro per me?",
      answer: [
        p(
          "Per la maggior parte degli adulti sani un digiuno quotidiano moderato come il 16:8 è sicuro, ma non è adatto a tutti. Non digiunare senza aver prima parlato con il tuo medico se:",
        ),
        ul([
          "sei in gravidanza, stai cercando una gravidanza o allatti;",
          "soffri o hai sofferto di un disturbo alimentare;",
          "hai il diabete o assumi farmaci che abbassano la glicemia, come l'insulina;",
          "hai un'altra patologia o assumi regolarmente farmaci;",
          "hai meno di 18 anni o sei sottopeso.",
        ]),
        p(
          "Interrompi il digiuno e mangia qualcosa se ti senti stordito, tremante o non stai bene. I nostri piani non sono consulenza medica; consulta i nostri [Termini di servizio](/terms-of-service).",
        ),
      ],
    },
    {
      id: "drinks-while-fasting",
      category: "fasting-safety",
      question: "Cosa posso bere durante le ore di digiuno?",
      answer: [
        p(
          "Qualsiasi bevanda senza calorie: acqua naturale o frizzante, caffè nero e tè non zuccherato. Bevi a sufficienza, perché durante il digiuno manca parte dell'acqua che di solito assumi con il cibo, e il mal di testa è spesso un segnale che stai bevendo poco. Un goccio di latte nel caffè è meglio che rinunciare al digiuno, se ti aiuta a continuare.",
        ),
      ],
    },
    {
      id: "health-data",
      category: "privacy",
      question: "Cosa fate con le mie risposte al quiz e i miei dati sulla salute?",
      answer: [
        p(
          "Li usiamo solo per creare e adattare il tuo piano e per mostrarti avvisi di sicurezza. Prima che tu risponda alle domande sulla salute ti chiediamo il consenso esplicito. Non vendiamo mai i tuoi dati sanitari e non li condividiamo mai con piattaforme pubblicitarie; sono conservati presso fornitori che li trattano per nostro conto con contratti rigorosi.",
        ),
        p("Leggi la nostra [Informativa sulla privacy](/privacy-policy) per i dettagli e i tuoi diritti."),
      ],
    },
    {
      id: "delete-my-data",
      category: "privacy",
      question: "Come posso eliminare il mio account e i miei dati?",
      answer: [
        p(
          "Scrivi a [{supportEmail}](mailto:{supportEmail}) dall'indirizzo email del tuo account e chiedici di eliminarlo. Cancelliamo account, risposte al quiz e piano entro 30 giorni e disdiciamo qualsiasi abbonamento attivo. Conserviamo fatture e registrazioni dei pagamenti solo per il tempo richiesto dalla normativa fiscale.",
        ),
      ],
    },
    {
      id: "how-to-sign-in",
      category: "account",
      question: "Come accedo? Non ho mai creato una password.",
      answer: [
        p(
          "Non ti serve. Vai su [Accedi](/signin) e inserisci l'indirizzo email usato per l'acquisto. Ti inviamo un link di accesso sicuro: aprilo e sei dentro. Ogni link funziona una sola volta e scade dopo poco tempo, quindi richiedine uno nuovo ogni volta che ti serve.",
        ),
      ],
    },
    {
      id: "sign-in-email-missing",
      category: "account",
      question: "Non ho ricevuto l'email di accesso. Cosa posso fare?",
      answer: [
        ul([
          "Attendi qualche minuto e controlla le cartelle spam, posta indesiderata e promozioni.",
          "Verifica di aver inserito, senza errori di battitura, lo stesso indirizzo email usato per l'acquisto.",
          "Richiedi un nuovo link e usa l'email più recente.",
        ]),
        p("Se ancora non arriva, scrivi a [{supportEmail}](mailto:{supportEmail}) e ti aiuteremo ad accedere al tuo account."),
      ],
    },
  ],
};
