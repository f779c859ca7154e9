import { p, ul } from "@/features/content/domain/block-builders";
import type { FaqContent } from "@/features/content/domain/faq";

export const faqTr: FaqContent = {
  locale: "tr",
  title: "Sıkça sorulan sorular",
  description: "{siteName} beslenme planları, ödemeler, iptal, iadeler, güvenli oruç, verilerin ve giriş hakkında yanıtlar.",
  categoryLabels: {
    plans: "Planın",
    billing: "Ödemeler",
    cancellation: "İptal",
    refunds: "İadeler",
    "fasting-safety": "Oruç ve güvenlik",
    privacy: "Verilerin",
    account: "Giriş",
  },
  entries: [
    {
      id: "how-is-my-plan-personalised",
      category: "plans",
      question: "Beslenme planım nasıl kişiselleştiriliyor?",
      answer: [
        p(
          "Planın, testteki yanıtlarından oluşturulur: hedefin, cinsiyetin, yaşın, boyun, kilon, aktivite düzeyin, yemek tercihlerin, alerjilerin ve oruç deneyimin. Beslenme motorumuz günlük enerji ihtiyacını Mifflin-St Jeor denklemiyle tahmin eder, hedefine uygun kalori ve protein değerleri belirler ve besin değerleri USDA gıda verilerine dayanan tarifleri seçer.",
        ),
        p("Oruç sana uygunsa planda bir yemek penceresi de bulunur. Bilgilerini ve tercihlerini istediğin zaman [Planım](/my-plan) sayfasından değiştirebilirsin."),
      ],
    },
    {
      id: "dietary-preferences",
      category: "plans",
      question: "Vejetaryen ya da vegan beslenirsem veya gıda alerjim varsa planı uygulayabilir miyim?",
      answer: [
        p(
          "Evet. Vejetaryen, vegan ya da pesketaryen bir plan seçebilir, yemediğin veya alerjin olan besinleri hariç tutabilirsin. Bu besinleri içeren tarifler plana alınmaz.",
        ),
        p("Yine de satın aldığın her ürünün etiketini kontrol et: İçeriklerin alerjen izi taşımadığını garanti edemeyiz."),
      ],
    },
    {
      id: "do-i-have-to-fast",
      category: "plans",
      question: "Planı kullanmak için oruç tutmam gerekiyor mu?",
      answer: [
        p(
          "Hayır. Aralıklı oruç isteğe bağlıdır. Plan, düzenli öğün saatleriyle de aynı şekilde işe yarar; çünkü kilo vermeyi belirleyen saat değil, toplam kalori dengesidir. Yanıtların orucun senin için güvenli olmayabileceğini gösteriyorsa planını otomatik olarak düzenli öğün saatleriyle hazırlarız.",
        ),
      ],
    },
    {
      id: "when-will-i-see-results",
      category: "plans",
      question: "Sonuçları ne zaman görürüm?",
      answer: [
        p(
          "Bu, başlangıç noktana ve plana ne kadar uyduğuna bağlıdır. Haftada vücut ağırlığının yaklaşık %0,5 ila %1'i kadar güvenli ve sürdürülebilir bir kayıp hedefliyoruz. İlk hafta genellikle daha hızlı geçer, çünkü vücut depoladığı suyu atar. Kilo doğal olarak inip çıktığından tek tek günleri değil, haftalık ortalamaları karşılaştır.",
        ),
        p("Sonuçlar kişiden kişiye değişir ve garanti edilemez."),
      ],
    },
    {
      id: "how-does-billing-work",
      category: "billing",
      question: "Ödemeler nasıl işliyor?",
      answer: [
        p(
          "Satın alırken ilk fatura dönemini, çoğu zaman indirimli bir başlangıç fiyatıyla ödersin. Sonrasında abonelik, sen iptal edene kadar aynı uzunlukta bir dönem için normal fiyattan otomatik olarak yenilenir. Ödeme sayfası, ödeme yapmadan önce iki fiyatı da ve fatura dönemini gösterir. Her ödemeden sonra e-postayla makbuz, başlangıç dönemi bitmeden önce de bir hatırlatma göndeririz.",
        ),
        p("Tüm ayrıntılar [Abonelik koşulları](/subscription-terms) sayfamızda."),
      ],
    },
    {
      id: "payment-methods",
      category: "billing",
      question: "Hangi ödeme yöntemlerini kabul ediyorsunuz?",
      answer: [
        p(
          "Yaygın kredi ve banka kartlarını ve ödeme sayfasında gösterilen, ülkene göre değişen diğer yöntemleri kabul ediyoruz. Ödemeler, ödeme hizmeti sağlayıcımız tarafından güvenle işlenir; kart numaranın tamamını asla görmez ve saklamayız.",
        ),
      ],
    },
    {
      id: "unrecognised-charge",
      category: "billing",
      question: "Tanımadığım bir ödeme görüyorum. Ne yapmalıyım?",
      answer: [
        p(
          "Gelen kutunda, istenmeyen e-postalar klasörü dahil, {siteName} makbuzunu ara: Ödemenin ne için alındığını gösterir. Hâlâ tanımıyorsan tarih, tutar ve kartın son dört hanesiyle birlikte [{supportEmail}](mailto:{supportEmail}) adresine yaz. İnceleyip 2 iş günü içinde yanıt veririz.",
        ),
      ],
    },
    {
      id: "how-to-cancel",
      category: "cancellation",
      question: "Aboneliğimi nasıl iptal ederim?",
      answer: [
        p("İstediğin zaman internetten iptal edebilirsin; bir dakikadan kısa sürer:"),
        ul([
          "[Aboneliği iptal et](/my-subscription?sf=true) sayfasını aç (menüde Destek bölümünde de bulunur).",
          "İstenirse e-postayla gönderdiğimiz bağlantıyla giriş yap.",
          "İptali onayla. Sana bir onay e-postası göndeririz.",
        ]),
        p("Hesabındaki e-posta adresinden [{supportEmail}](mailto:{supportEmail}) adresine yazarak da iptal edebilirsin."),
      ],
    },
    {
      id: "after-cancelling",
      category: "cancellation",
      question: "İptal ettikten sonra ne olur?",
      answer: [
        p(
          "Senden bir daha ücret alınmaz ve ödemesini yaptığın dönemin sonuna kadar planına erişmeye devam edersin. Hesabın silinmez; böylece daha sonra testi yeniden çözmeden tekrar abone olabilirsin. Verilerinin de silinmesini istiyorsan hesabını silmeyle ilgili soruya göz at.",
        ),
      ],
    },
    {
      id: "money-back-guarantee",
      category: "refunds",
      question: "Paramı geri alabilir miyim?",
      answer: [
        p(
          "Evet. 30 günlük para iade garantimiz sayesinde ilk abonelik ödemenin tamamının iadesini 30 gün içinde, gerekçe göstermeden isteyebilirsin. Yenileme ödemeleri de bazı durumlarda iade edilebilir; örneğin 14 gün içinde başvurursan ve yenilemeden beri planı kullanmadıysan.",
        ),
        p(
          "[İade politikası](/refund-policy) sayfasının tamamını oku. AB'de ya da Birleşik Krallık'ta yaşıyorsan, [Abonelik koşulları](/subscription-terms) sayfamızda açıklanan yasal cayma hakkın da vardır.",
        ),
      ],
    },
    {
      id: "how-to-request-refund",
      category: "refunds",
      question: "İade talebini nasıl yaparım?",
      answer: [
        p(
          "Satın alırken kullandığın e-posta adresinden [{supportEmail}](mailto:{supportEmail}) adresine \"Refund request\" konulu bir e-posta gönder ve ödemenin tarihini ve tutarını belirt. 2 iş günü içinde onaylarız. Kabul edilen iadeler 5 iş günü içinde orijinal ödeme yöntemine gönderilir; bankanın bunları göstermesi 5 ila 10 iş günü daha sürebilir.",
        ),
      ],
    },
    {
      id: "is-fasting-safe",
      category: "fasting-safety",
      question: "Aralıklı oruç benim için güvenli mi?",
      answer: [
        p(
          "Sağlıklı yetişkinlerin çoğu için 16:8 gibi ılımlı bir günlük oruç güvenlidir, ancak herkese uygun değildir. Aşağıdakilerden biri senin için geçerliyse önce doktoruna danışmadan oruç tutma:",
        ),
        ul([
          "hamileysen, hamile kalmaya çalışıyorsan ya da emziriyorsan;",
          "şu anda ya da geçmişte bir yeme bozukluğun olduysa;",
          "diyabetin varsa ya da insülin gibi kan şekerini düşüren ilaçlar kullanıyorsan;",
          "başka bir hastalığın varsa ya da düzenli ilaç kullanıyorsan;",
          "18 yaşından küçüksen ya da zayıfsan.",
        ]),
        p(
          "Başın döner, titrersen ya da kendini iyi hissetmezsen orucu bozup bir şeyler ye. Planlarımız tıbbi tavsiye değildir; [Hizmet şartları](/terms-of-service) sayfamıza bak.",
        ),
      ],
    },
    {
      id: "drinks-while-fasting",
      category: "fasting-safety",
      question: "Oruç saatlerinde ne içebilirim?",
      answer: [
        p(
          "Kalorisi olmayan her şeyi: su, maden suyu, sade kahve ve şekersiz çay. Yeterince iç; çünkü oruç sırasında normalde yemekten aldığın suyun bir kısmı eksik kalır ve baş ağrısı çoğu zaman az sıvı almanın işaretidir. Kahvene biraz süt eklemek, oruca devam etmeni sağlıyorsa orucu tamamen bırakmaktan iyidir.",
        ),
      ],
    },
    {
      id: "health-data",
      category: "privacy",
      question: "Test yanıtlarımı ve sağlık bilgilerimi ne için kullanıyorsunuz?",
      answer: [
        p(
          "Bunları yalnızca planını oluşturmak, uyarlamak ve sana güvenlik uyarıları göstermek için kullanırız. Sağlık sorularını yanıtlamadan önce açık rızanı isteriz. Sağlık bilgilerini asla satmayız ve reklam platformlarıyla asla paylaşmayız; bu bilgiler, sıkı sözleşmelerle bizim adımıza işleyen hizmet sağlayıcılarda saklanır.",
        ),
        p("Ayrıntılar ve hakların için [Gizlilik politikası](/privacy-policy) sayfamızı oku."),
      ],
    },
    {
      id: "delete-my-data",
      category: "privacy",
      question: "Hesabımı ve verilerimi nasıl silebilirim?",
      answer: [
        p(
          "Hesabındaki e-posta adresinden [{supportEmail}](mailto:{supportEmail}) adresine yazıp hesabının silinmesini iste. Hesabını, test yanıtlarını ve planını 30 gün içinde siler, etkin aboneliğini iptal ederiz. Fatura ve ödeme kayıtlarını yalnızca vergi mevzuatının gerektirdiği süre boyunca saklarız.",
        ),
      ],
    },
    {
      id: "how-to-sign-in",
      category: "account",
      question: "Nasıl giriş yaparım? Hiç şifre oluşturmadım.",
      answer: [
        p(
          "Şifreye ihtiyacın yok. [Giriş yap](/signin) sayfasına git ve satın alırken kullandığın e-posta adresini gir. Sana güvenli bir giriş bağlantısı göndeririz; açtığında giriş yapmış olursun. Her bağlantı yalnızca bir kez çalışır ve kısa süre sonra geçersiz olur; gerektiğinde yenisini istemen yeterli.",
        ),
      ],
    },
    {
      id: "sign-in-email-missing",
      category: "account",
      question: "Giriş e-postası gelmedi. Ne yapabilirim?",
      answer: [
        ul([
          "Birkaç dakika bekle ve istenmeyen e-posta, gereksiz ve promosyonlar klasörlerini kontrol et.",
          "Satın alırken kullandığın e-posta adresini yazım hatası olmadan girdiğinden emin ol.",
          "Yeni bir bağlantı iste ve en son gelen e-postayı kullan.",
        ]),
        p("Hâlâ gelmiyorsa [{supportEmail}](mailto:{supportEmail}) adresine yaz; hesabına girmene yardımcı olalım."),
      ],
    },
  ],
};
