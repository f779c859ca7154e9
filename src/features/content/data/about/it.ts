import { ol, p } from "@/features/content/domain/block-builders";
import type { AboutPage } from "@/features/content/domain/about-page";

export const aboutIt: AboutPage = {
  locale: "it",
  title: "Chi è {siteName}",
  description: "Perché esiste {siteName}, come nasce il tuo piano alimentare personalizzato, chi controlla i nostri contenuti e come contattarci.",
  lead: "Aiutiamo gli adulti a mangiare in modo adatto al loro corpo, al loro obiettivo e alla loro settimana, con piani basati sulla scienza della nutrizione e non sulle mode.",
  sections: [
    {
      id: "mission",
      heading: "La nostra missione",
      blocks: [
        p(
          "{siteName} esiste perché la maggior parte dei consigli sulle diete è troppo generica per essere utile oppure troppo estrema per durare. Un buon piano alimentare deve adattarsi a chi lo segue: al suo corpo, al suo obiettivo, ai cibi che ama e al tempo che ha davvero a disposizione. Il nostro obiettivo è rendere questo tipo di piano personale, che un tempo richiedeva un dietista privato, accessibile a tutti e a un prezzo sostenibile.",
        ),
        p(
          "Vogliamo che le persone raggiungano i loro obiettivi senza diete lampo, sensi di colpa o trucchi: obiettivi calorici moderati, cibo vero e digiuno intermittente solo per chi può farlo in sicurezza e ne trae beneficio.",
        ),
      ],
    },
    {
      id: "how-plans-are-made",
      heading: "Come nasce il tuo piano",
      blocks: [
        ol([
          "**Il quiz.** Ci parli del tuo obiettivo, delle tue misure, della tua attività, delle tue preferenze alimentari, delle allergie e dell'esperienza con il digiuno, e rispondi ad alcune domande sulla salute che ci indicano quando il digiuno o un deficit calorico non sarebbero sicuri per te.",
          "**Il motore nutrizionale.** Stimiamo il tuo fabbisogno energetico giornaliero con l'equazione di Mifflin-St Jeor e un fattore di attività, poi fissiamo un obiettivo calorico moderato e un obiettivo proteico adatti al tuo traguardo e a un ritmo di progresso sicuro.",
          "**Le ricette.** Il motore sceglie dalla nostra raccolta le ricette che, insieme, raggiungono questi obiettivi. I valori nutrizionali di ogni ricetta sono calcolati con USDA FoodData Central, e ogni ricetta è scritta e provata dal nostro team.",
          "**Il tuo piano.** Ricevi una settimana di pasti con le liste della spesa e, se fa per te, una finestra alimentare. Puoi cambiare le tue preferenze in qualsiasi momento in [Il mio piano](/my-plan) e il piano si adatta.",
        ]),
        p(
          "I nostri piani sono indicazioni nutrizionali generali, non un trattamento medico. Se hai una patologia, sei in gravidanza o assumi farmaci regolarmente, parla con il tuo medico prima di iniziare.",
        ),
      ],
    },
    {
      id: "team-and-standards",
      heading: "Il nostro team e i nostri standard",
      blocks: [
        p(
          "I nostri piani e articoli sono realizzati da dietisti, ricercatori in scienze della nutrizione e giornalisti esperti di salute, e prima della pubblicazione vengono controllati da professionisti qualificati, tra cui una medica. Ci basiamo su revisioni sistematiche, studi clinici e sulle indicazioni di enti come l'Autorità europea per la sicurezza alimentare e l'Organizzazione mondiale della sanità, e rivediamo i nostri contenuti almeno una volta l'anno.",
        ),
        p(
          "Ci finanziamo con gli abbonamenti dei nostri clienti, non con inserzionisti o marchi alimentari. La nostra [politica editoriale](/unimeal-editorial-policy) spiega come scriviamo, verifichiamo, aggiorniamo e correggiamo i contenuti.",
        ),
      ],
    },
    {
      id: "contact",
      heading: "Contattaci",
      blocks: [
        p(
          "Hai una domanda sul tuo piano, sull'abbonamento o su questo sito? Scrivici tramite il nostro [modulo di contatto](/contact) o all'indirizzo [{supportEmail}](mailto:{supportEmail}). Rispondiamo entro 2 giorni lavorativi.",
        ),
        p("{companyName}, {companyAddress}"),
      ],
    },
  ],
};
