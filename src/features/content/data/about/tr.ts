import { ol, p } from "@/features/content/domain/block-builders";
import type { AboutPage } from "@/features/content/domain/about-page";

export const aboutTr: AboutPage = {
  locale: "tr",
  title: "{siteName} hakkında",
  description: "Neden varız, kişisel beslenme planını nasıl hazırlıyoruz, içeriklerimizi kim kontrol ediyor ve bize nasıl ulaşabilirsin: {siteName} hakkında bilmen gerekenler.",
  lead: "Yetişkinlerin bedenlerine, hedeflerine ve haftalık düzenlerine uygun beslenmesine yardımcı oluyoruz; planlarımız modalara değil, beslenme bilimine dayanıyor.",
  sections: [
    {
      id: "mission",
      heading: "Misyonumuz",
      blocks: [
        p(
          "{siteName}, diyet tavsiyelerinin çoğu ya işe yaramayacak kadar genel ya da sürdürülemeyecek kadar aşırı olduğu için var. İyi bir beslenme planı, onu uygulayan kişiye uymalı: bedenine, hedefine, sevdiği yiyeceklere ve gerçekten sahip olduğu zamana. Amacımız, eskiden özel bir diyetisyen gerektiren bu tür kişisel bir planı herkes için ulaşılabilir ve uygun fiyatlı hâle getirmek.",
        ),
        p(
          "İnsanların hedeflerine şok diyetler, suçluluk duygusu ya da hileler olmadan ulaşmasını istiyoruz: ılımlı kalori hedefleri, gerçek yiyecekler ve aralıklı oruç yalnızca güvenli ve faydalı olduğu kişiler için.",
        ),
      ],
    },
    {
      id: "how-plans-are-made",
      heading: "Planın nasıl hazırlanıyor",
      blocks: [
        ol([
          "**Test.** Bize hedefini, vücut ölçülerini, aktivite düzeyini, yemek tercihlerini, alerjilerini ve oruç deneyimini anlatırsın; ayrıca orucun ya da kalori açığının senin için ne zaman güvenli olmayacağını gösteren birkaç sağlık sorusunu yanıtlarsın.",
          "**Beslenme motoru.** Günlük enerji ihtiyacını Mifflin-St Jeor denklemi ve bir aktivite katsayısıyla tahmin eder, ardından hedefine ve güvenli bir ilerleme hızına uygun ılımlı bir kalori hedefi ve protein hedefi belirleriz.",
          "**Tarifler.** Motor, kütüphanemizden bu hedefleri birlikte karşılayan tarifleri seçer. Her tarifin besin değerleri USDA FoodData Central verileriyle hesaplanır ve her tarif ekibimiz tarafından yazılıp denenir.",
          "**Planın.** Alışveriş listeleriyle birlikte bir haftalık öğün ve sana uygunsa bir yemek penceresi alırsın. Tercihlerini istediğin zaman [Planım](/my-plan) sayfasından değiştirebilirsin; plan da buna göre uyarlanır.",
        ]),
        p(
          "Planlarımız genel beslenme rehberliğidir, tıbbi tedavi değildir. Bir hastalığın varsa, hamileysen ya da düzenli ilaç kullanıyorsan başlamadan önce doktoruna danış.",
        ),
      ],
    },
    {
      id: "team-and-standards",
      heading: "Ekibimiz ve standartlarımız",
      blocks: [
        p(
          "Planlarımızı ve makalelerimizi diyetisyenler, beslenme bilimciler ve deneyimli sağlık yazarları hazırlar; yayımlanmadan önce bir hekim de dahil olmak üzere uzman kişiler tarafından kontrol edilir. Çalışmalarımızı sistematik derlemelere, klinik araştırmalara ve Avrupa Gıda Güvenliği Otoritesi ile Dünya Sağlık Örgütü gibi kurumların önerilerine dayandırır, içeriklerimizi en az yılda bir kez gözden geçiririz.",
        ),
        p(
          "Reklamverenler ya da gıda markaları tarafından değil, abonelerimiz tarafından finanse ediliyoruz. [Yayın politikamız](/unimeal-editorial-policy), içeriklerimizi nasıl yazdığımızı, kontrol ettiğimizi, güncellediğimizi ve düzelttiğimizi açıklar.",
        ),
      ],
    },
    {
      id: "contact",
      heading: "Bize ulaş",
      blocks: [
        p(
          "Planın, aboneliğin ya da bu web sitesi hakkında bir sorun mu var? [İletişim formumuz](/contact) üzerinden ya da [{supportEmail}](mailto:{supportEmail}) adresinden bize yaz. 2 iş günü içinde yanıt veriyoruz.",
        ),
        p("{companyName}, {companyAddress}"),
      ],
    },
  ],
};
