import { p, ul } from "@/features/content/domain/block-builders";
import type { FaqContent } from "@/features/content/domain/faq";

export const faqId: FaqContent = {
  locale: "id",
  title: "Pertanyaan umum",
  description: "Jawaban seputar rencana makan {siteName}, tagihan, pembatalan, pengembalian dana, puasa yang aman, datamu, dan cara masuk ke akun.",
  categoryLabels: {
    plans: "Rencanamu",
    billing: "Tagihan",
    cancellation: "Pembatalan",
    refunds: "Pengembalian dana",
    "fasting-safety": "Puasa dan keamanan",
    privacy: "Datamu",
    account: "Masuk ke akun",
  },
  entries: [
    {
      id: "how-is-my-plan-personalised",
      category: "plans",
      question: "Bagaimana rencana makanku dipersonalisasi?",
      answer: [
        p(
          "Rencanamu disusun dari jawabanmu di kuis: tujuan, jenis kelamin, usia, tinggi badan, berat badan, tingkat aktivitas, preferensi makanan, alergi, dan pengalaman berpuasa. Mesin nutrisi kami memperkirakan kebutuhan energi harianmu dengan persamaan Mifflin-St Jeor, menetapkan target kalori dan protein sesuai tujuanmu, lalu memilih resep yang nilai gizinya berasal dari data pangan USDA.",
        ),
        p("Jika puasa cocok untukmu, rencana juga mencakup jendela makan. Kamu bisa mengubah data dan preferensimu kapan saja di [Rencanaku](/my-plan)."),
      ],
    },
    {
      id: "dietary-preferences",
      category: "plans",
      question: "Bisakah aku mengikuti rencana ini jika aku vegetarian, vegan, atau punya alergi makanan?",
      answer: [
        p(
          "Bisa. Kamu dapat memilih rencana vegetarian, vegan, atau pescatarian dan mengecualikan makanan yang tidak kamu makan atau yang membuatmu alergi. Resep yang mengandung bahan tersebut tidak akan dimasukkan.",
        ),
        p("Meski begitu, tetap periksa label setiap produk yang kamu beli: kami tidak bisa menjamin bahan-bahannya bebas dari jejak alergen."),
      ],
    },
    {
      id: "do-i-have-to-fast",
      category: "plans",
      question: "Apakah aku harus berpuasa untuk memakai rencana ini?",
      answer: [
        p(
          "Tidak. Puasa intermiten bersifat opsional. Rencana ini sama efektifnya dengan jadwal makan biasa, karena penurunan berat badan bergantung pada keseimbangan kalori secara keseluruhan, bukan pada jam makan. Jika jawabanmu menunjukkan bahwa puasa mungkin tidak aman untukmu, kami otomatis menggunakan jadwal makan biasa.",
        ),
      ],
    },
    {
      id: "when-will-i-see-results",
      category: "plans",
      question: "Kapan aku akan melihat hasilnya?",
      answer: [
        p(
          "Itu tergantung pada kondisi awalmu dan seberapa konsisten kamu mengikuti rencana. Kami menargetkan penurunan yang aman dan berkelanjutan, sekitar 0,5–1 % dari berat badanmu per minggu. Minggu pertama biasanya lebih cepat karena tubuh melepaskan cadangan air. Bandingkan rata-rata mingguan, bukan hari per hari, karena berat badan memang naik turun secara alami.",
        ),
        p("Hasil setiap orang berbeda dan tidak dapat dijamin."),
      ],
    },
    {
      id: "how-does-billing-work",
      category: "billing",
      question: "Bagaimana sistem tagihannya?",
      answer: [
        p(
          "Saat membeli, kamu membayar periode tagihan pertama, sering kali dengan harga perkenalan yang lebih murah. Setelah itu, langganan diperpanjang otomatis dengan harga normal untuk periode yang sama panjangnya sampai kamu membatalkannya. Halaman pembayaran menampilkan kedua harga dan periode tagihan sebelum kamu membayar. Kami mengirim tanda terima lewat email setiap kali ada pembayaran, serta pengingat sebelum periode perkenalan berakhir.",
        ),
        p("Semua detailnya ada di [Ketentuan langganan](/subscription-terms) kami."),
      ],
    },
    {
      id: "payment-methods",
      category: "billing",
      question: "Metode pembayaran apa saja yang diterima?",
      answer: [
        p(
          "Kami menerima kartu kredit dan debit utama serta metode lain yang ditampilkan di halaman pembayaran, tergantung negaramu. Pembayaran diproses dengan aman oleh penyedia layanan pembayaran kami; kami tidak pernah melihat atau menyimpan nomor kartumu secara lengkap.",
        ),
      ],
    },
    {
      id: "unrecognised-charge",
      category: "billing",
      question: "Ada tagihan yang tidak kukenali. Apa yang harus kulakukan?",
      answer: [
        p(
          "Cari tanda terima dari {siteName} di kotak masukmu, termasuk folder spam: di sana tertulis untuk apa tagihan itu. Jika masih tidak kamu kenali, kirim email ke [{supportEmail}](mailto:{supportEmail}) dengan menyebutkan tanggal, jumlah, dan empat digit terakhir kartu. Kami akan memeriksanya dan membalas dalam 2 hari kerja.",
        ),
      ],
    },
    {
      id: "how-to-cancel",
      category: "cancellation",
      question: "Bagaimana cara membatalkan langganan?",
      answer: [
        p("Kamu bisa membatalkannya secara online kapan saja, dan prosesnya kurang dari satu menit:"),
        ul([
          "Buka halaman [Batalkan langganan](/my-subscription?sf=true) (juga ada di menu, bagian Bantuan).",
          "Jika diminta, masuk dengan tautan yang kami kirim ke emailmu.",
          "Konfirmasi pembatalan. Kami akan mengirim email konfirmasi.",
        ]),
        p("Kamu juga bisa membatalkan dengan mengirim email ke [{supportEmail}](mailto:{supportEmail}) dari alamat email akunmu."),
      ],
    },
    {
      id: "after-cancelling",
      category: "cancellation",
      question: "Apa yang terjadi setelah aku membatalkan?",
      answer: [
        p(
          "Kamu tidak akan ditagih lagi, dan tetap bisa mengakses rencanamu sampai akhir periode yang sudah dibayar. Akunmu tetap ada, jadi kamu bisa berlangganan lagi nanti tanpa mengulang kuis. Jika kamu juga ingin datamu dihapus, lihat pertanyaan tentang menghapus akun.",
        ),
      ],
    },
    {
      id: "money-back-guarantee",
      category: "refunds",
      question: "Bisakah uangku dikembalikan?",
      answer: [
        p(
          "Bisa. Dengan jaminan uang kembali 30 hari, kamu dapat meminta pengembalian penuh atas pembayaran langganan pertamamu dalam 30 hari tanpa perlu memberi alasan. Pembayaran perpanjangan juga bisa dikembalikan dalam kondisi tertentu, misalnya jika kamu memintanya dalam 14 hari dan belum memakai rencana sejak perpanjangan.",
        ),
        p(
          "Baca [Kebijakan pengembalian dana](/refund-policy) selengkapnya. Jika kamu tinggal di Uni Eropa atau Inggris, kamu juga memiliki hak pembatalan menurut hukum, yang dijelaskan dalam [Ketentuan langganan](/subscription-terms) kami.",
        ),
      ],
    },
    {
      id: "how-to-request-refund",
      category: "refunds",
      question: "Bagaimana cara meminta pengembalian dana?",
      answer: [
        p(
          "Kirim email ke [{supportEmail}](mailto:{supportEmail}) dari alamat email yang kamu gunakan saat membeli, dengan subjek \"Refund request\", serta sebutkan tanggal dan jumlah pembayarannya. Kami akan mengonfirmasi dalam 2 hari kerja. Pengembalian yang disetujui dikirim ke metode pembayaran awal dalam 5 hari kerja; bankmu mungkin butuh 5–10 hari kerja lagi untuk menampilkannya.",
        ),
      ],
    },
    {
      id: "is-fasting-safe",
      category: "fasting-safety",
      question: "Apakah puasa intermiten aman untukku?",
      answer: [
        p(
          "Bagi kebanyakan orang dewasa yang sehat, puasa harian yang moderat seperti 16:8 tergolong aman, tetapi tidak cocok untuk semua orang. Jangan berpuasa sebelum berkonsultasi dengan dokter jika kamu:",
        ),
        ul([
          "sedang hamil, merencanakan kehamilan, atau menyusui;",
          "sedang atau pernah mengalami gangguan makan;",
          "menderita diabetes atau memakai obat penurun gula darah, seperti insulin;",
          "memiliki penyakit lain atau rutin minum obat;",
          "berusia di bawah 18 tahun atau memiliki berat badan kurang.",
        ]),
        p(
          "Hentikan puasa dan makanlah sesuatu jika kamu merasa pusing, gemetar, atau tidak enak badan. Rencana kami bukan nasihat medis; lihat [Ketentuan layanan](/terms-of-service) kami.",
        ),
      ],
    },
    {
      id: "drinks-while-fasting",
      category: "fasting-safety",
      question: "Apa yang boleh kuminum selama jam puasa?",
      answer: [
        p(
          "Apa saja yang tidak mengandung kalori: air putih, air soda tawar, kopi hitam, dan teh tanpa gula. Minumlah cukup, karena selama puasa sebagian air yang biasanya kamu dapat dari makanan tidak ada, dan sakit kepala sering kali menandakan kurang cairan. Sedikit susu di kopimu lebih baik daripada berhenti puasa sama sekali, kalau itu membantumu bertahan.",
        ),
      ],
    },
    {
      id: "health-data",
      category: "privacy",
      question: "Untuk apa jawaban kuis dan data kesehatanku digunakan?",
      answer: [
        p(
          "Kami hanya menggunakannya untuk membuat dan menyesuaikan rencanamu serta menampilkan peringatan keselamatan. Sebelum kamu menjawab pertanyaan kesehatan, kami meminta persetujuan eksplisit darimu. Kami tidak pernah menjual data kesehatanmu dan tidak pernah membagikannya ke platform iklan; data itu disimpan oleh penyedia layanan yang memprosesnya atas nama kami dengan kontrak yang ketat.",
        ),
        p("Baca [Kebijakan privasi](/privacy-policy) kami untuk detail dan hak-hakmu."),
      ],
    },
    {
      id: "delete-my-data",
      category: "privacy",
      question: "Bagaimana cara menghapus akun dan dataku?",
      answer: [
        p(
          "Kirim email ke [{supportEmail}](mailto:{supportEmail}) dari alamat email akunmu dan minta kami menghapusnya. Kami akan menghapus akun, jawaban kuis, dan rencanamu dalam 30 hari serta membatalkan langganan yang masih aktif. Faktur dan catatan pembayaran hanya kami simpan selama diwajibkan oleh peraturan perpajakan.",
        ),
      ],
    },
    {
      id: "how-to-sign-in",
      category: "account",
      question: "Bagaimana cara masuk? Aku tidak pernah membuat kata sandi.",
      answer: [
        p(
          "Kamu memang tidak memerlukannya. Buka halaman [Masuk](/signin) dan masukkan alamat email yang kamu gunakan saat membeli. Kami akan mengirimkan tautan masuk yang aman; buka tautan itu dan kamu langsung masuk. Setiap tautan hanya berlaku sekali dan segera kedaluwarsa, jadi minta saja tautan baru setiap kali kamu membutuhkannya.",
        ),
      ],
    },
    {
      id: "sign-in-email-missing",
      category: "account",
      question: "Email untuk masuk tidak sampai. Apa yang bisa kulakukan?",
      answer: [
        ul([
          "Tunggu beberapa menit, lalu periksa folder spam, sampah, dan promosi.",
          "Pastikan kamu memasukkan alamat email yang sama dengan saat membeli, tanpa salah ketik.",
          "Minta tautan baru dan gunakan email yang paling baru.",
        ]),
        p("Jika masih belum sampai, kirim email ke [{supportEmail}](mailto:{supportEmail}) dan kami akan membantumu masuk ke akun."),
      ],
    },
  ],
};
