import { ol, p } from "@/features/content/domain/block-builders";
import type { AboutPage } from "@/features/content/domain/about-page";

export const aboutId: AboutPage = {
  locale: "id",
  title: "Tentang {siteName}",
  description: "Mengapa {siteName} ada, bagaimana rencana makan pribadimu dibuat, siapa yang memeriksa konten kami, dan cara menghubungi kami.",
  lead: "Kami membantu orang dewasa makan dengan cara yang sesuai dengan tubuh, tujuan, dan keseharian mereka, lewat rencana yang berlandaskan ilmu gizi, bukan tren.",
  sections: [
    {
      id: "mission",
      heading: "Misi kami",
      blocks: [
        p(
          "{siteName} hadir karena sebagian besar saran diet terlalu umum untuk bermanfaat atau terlalu ekstrem untuk bisa dijalani lama. Rencana makan yang baik harus cocok dengan orang yang menjalaninya: tubuhnya, tujuannya, makanan yang ia sukai, dan waktu yang benar-benar ia miliki. Tujuan kami adalah membuat rencana pribadi seperti itu, yang dulu hanya bisa didapat dari ahli gizi pribadi, terjangkau dan tersedia bagi semua orang.",
        ),
        p(
          "Kami ingin orang mencapai tujuannya tanpa diet kilat, rasa bersalah, atau trik: dengan target kalori yang wajar, makanan sungguhan, dan puasa intermiten hanya bagi mereka yang aman dan terbantu olehnya.",
        ),
      ],
    },
    {
      id: "how-plans-are-made",
      heading: "Bagaimana rencanamu dibuat",
      blocks: [
        ol([
          "**Kuis.** Kamu menceritakan tujuan, ukuran tubuh, aktivitas, preferensi makanan, alergi, dan pengalaman berpuasa, lalu menjawab beberapa pertanyaan kesehatan yang menunjukkan kapan puasa atau defisit kalori tidak aman untukmu.",
          "**Mesin nutrisi.** Kami memperkirakan kebutuhan energi harianmu dengan persamaan Mifflin-St Jeor dan faktor aktivitas, lalu menetapkan target kalori yang moderat dan target protein yang sesuai dengan tujuanmu serta laju kemajuan yang aman.",
          "**Resep.** Mesin memilih resep dari koleksi kami yang bersama-sama memenuhi target tersebut. Nilai gizi setiap resep dihitung dari USDA FoodData Central, dan setiap resep ditulis serta diuji oleh tim kami.",
          "**Rencanamu.** Kamu mendapat menu makan seminggu lengkap dengan daftar belanja dan, jika cocok untukmu, jendela makan. Kamu bisa mengubah preferensimu kapan saja di [Rencanaku](/my-plan), dan rencananya akan menyesuaikan.",
        ]),
        p(
          "Rencana kami adalah panduan gizi umum, bukan pengobatan medis. Jika kamu memiliki penyakit, sedang hamil, atau rutin minum obat, bicarakan dulu dengan doktermu sebelum memulai.",
        ),
      ],
    },
    {
      id: "team-and-standards",
      heading: "Tim dan standar kami",
      blocks: [
        p(
          "Rencana dan artikel kami disusun oleh ahli gizi teregistrasi, ilmuwan gizi, dan penulis kesehatan berpengalaman, lalu diperiksa oleh tenaga profesional yang kompeten, termasuk seorang dokter, sebelum diterbitkan. Kami berpedoman pada tinjauan sistematis, uji klinis, serta rekomendasi lembaga seperti Otoritas Keamanan Pangan Eropa dan Organisasi Kesehatan Dunia, dan meninjau ulang konten kami setidaknya setahun sekali.",
        ),
        p(
          "Kami dibiayai oleh pelanggan kami, bukan oleh pengiklan atau merek makanan. [Kebijakan editorial](/unimeal-editorial-policy) kami menjelaskan cara kami menulis, meninjau, memperbarui, dan mengoreksi konten.",
        ),
      ],
    },
    {
      id: "contact",
      heading: "Hubungi kami",
      blocks: [
        p(
          "Punya pertanyaan tentang rencanamu, langgananmu, atau situs ini? Tulis kepada kami melalui [formulir kontak](/contact) atau ke [{supportEmail}](mailto:{supportEmail}). Kami membalas dalam 2 hari kerja.",
        ),
        p("{companyName}, {companyAddress}"),
      ],
    },
  ],
};
