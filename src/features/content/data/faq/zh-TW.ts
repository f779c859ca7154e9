import { p, ul } from "@/features/content/domain/block-builders";
import type { FaqContent } from "@/features/content/domain/faq";

export const faqZhTw: FaqContent = {
  locale: "zh-TW",
  title: "常見問題",
  description: "關於 {siteName} 飲食計畫、付款、取消訂閱、退款、安全斷食、個人資料與登入的解答。",
  categoryLabels: {
    plans: "你的計畫",
    billing: "付款",
    cancellation: "取消訂閱",
    refunds: "退款",
    "fasting-safety": "斷食與安全",
    privacy: "你的資料",
    account: "登入",
  },
  entries: [
    {
      id: "how-is-my-plan-personalised",
      category: "plans",
      question: "我的飲食計畫是如何個人化的？",
      answer: [
        p(
          "你的計畫是根據測驗中的回答產生的：目標、性別、年齡、身高、體重、活動量、飲食偏好、過敏狀況和斷食經驗。我們的營養引擎會用 Mifflin-St Jeor 公式估算你每天需要的熱量，依你的目標設定熱量與蛋白質目標，再挑選營養數據來自美國農業部（USDA）食品資料庫的食譜。",
        ),
        p("如果斷食適合你，計畫中也會包含進食時段。你可以隨時在[我的計畫](/my-plan)中修改個人資料與偏好。"),
      ],
    },
    {
      id: "dietary-preferences",
      category: "plans",
      question: "我吃素、吃全素或有食物過敏，也能使用這個計畫嗎？",
      answer: [
        p(
          "可以。你可以選擇蛋奶素、全素或海鮮素計畫，並排除不吃或會過敏的食物，含有這些食材的食譜就不會出現。",
        ),
        p("不過，請務必自行確認所購買每項商品的標示：我們無法保證食材完全不含微量過敏原。"),
      ],
    },
    {
      id: "do-i-have-to-fast",
      category: "plans",
      question: "使用計畫一定要斷食嗎？",
      answer: [
        p(
          "不用。間歇性斷食是選擇性的。按時規律用餐一樣有效，因為減重取決於整體的熱量平衡，而不是時鐘。如果你的回答顯示斷食可能對你不安全，我們會自動為你安排規律的用餐時間。",
        ),
      ],
    },
    {
      id: "when-will-i-see-results",
      category: "plans",
      question: "多久可以看到成效？",
      answer: [
        p(
          "這取決於你的起點以及執行計畫的程度。我們的目標是每週減去約體重 0.5%–1% 的重量，安全又能持續。第一週通常減得比較快，因為身體會排出儲存的水分。體重本來就會自然起伏，所以請比較每週的平均值，而不是單日的數字。",
        ),
        p("成效因人而異，無法保證。"),
      ],
    },
    {
      id: "how-does-billing-work",
      category: "billing",
      question: "如何收費？",
      answer: [
        p(
          "購買時，你會支付第一個計費週期的費用，通常享有首期優惠價。之後，訂閱會以原價、相同長度的週期自動續訂，直到你取消為止。付款頁面會在你付款前同時顯示首期價與原價，以及計費週期。每次付款後，我們都會以電子郵件寄送收據，並在首期優惠結束前提醒你。",
        ),
        p("詳細內容請參閱我們的[訂閱條款](/subscription-terms)。"),
      ],
    },
    {
      id: "payment-methods",
      category: "billing",
      question: "可以使用哪些付款方式？",
      answer: [
        p(
          "我們接受主要的信用卡和金融卡，以及付款頁面上顯示的其他方式（依國家或地區而異）。付款由我們的金流服務商安全處理，我們絕不會看到或儲存你的完整卡號。",
        ),
      ],
    },
    {
      id: "unrecognised-charge",
      category: "billing",
      question: "我看到一筆不認得的扣款，該怎麼辦？",
      answer: [
        p(
          "請在收件匣（包括垃圾郵件資料夾）中搜尋來自 {siteName} 的收據，上面會寫明這筆款項的用途。如果還是不認得，請寄信至 [{supportEmail}](mailto:{supportEmail})，並註明日期、金額和卡號末四碼。我們會查明並在 2 個工作天內回覆。",
        ),
      ],
    },
    {
      id: "how-to-cancel",
      category: "cancellation",
      question: "如何取消訂閱？",
      answer: [
        p("你可以隨時在線上取消，不到一分鐘就能完成："),
        ul([
          "開啟[取消訂閱](/my-subscription?sf=true)頁面（也可以在選單的「支援」中找到）。",
          "若畫面要求登入，請使用我們寄到你信箱的連結登入。",
          "確認取消。我們會寄送確認信給你。",
        ]),
        p("你也可以用帳戶的電子郵件地址寄信至 [{supportEmail}](mailto:{supportEmail}) 來取消。"),
      ],
    },
    {
      id: "after-cancelling",
      category: "cancellation",
      question: "取消後會怎麼樣？",
      answer: [
        p(
          "我們不會再向你收費，在已付費的週期結束前，你仍可繼續使用計畫。你的帳戶會保留，之後可以直接重新訂閱，不必再做一次測驗。如果你也想刪除個人資料，請參考關於刪除帳戶的問題。",
        ),
      ],
    },
    {
      id: "money-back-guarantee",
      category: "refunds",
      question: "可以退款嗎？",
      answer: [
        p(
          "可以。依據我們的 30 天退款保證，你可以在首次訂閱付款後 30 天內申請全額退款，無需說明理由。續訂費用在特定情況下也能退還，例如你在續訂後 14 天內提出申請，且續訂後沒有使用過計畫。",
        ),
        p(
          "請閱讀完整的[退款政策](/refund-policy)。如果你居住在歐盟或英國，依法也享有撤回權，詳見我們的[訂閱條款](/subscription-terms)。",
        ),
      ],
    },
    {
      id: "how-to-request-refund",
      category: "refunds",
      question: "如何申請退款？",
      answer: [
        p(
          "請用購買時使用的電子郵件地址寄信至 [{supportEmail}](mailto:{supportEmail})，主旨寫「Refund request」，並註明付款日期與金額。我們會在 2 個工作天內確認。核准的退款會在 5 個工作天內退回原付款方式；銀行可能還需要 5–10 個工作天才會顯示入帳。",
        ),
      ],
    },
    {
      id: "is-fasting-safe",
      category: "fasting-safety",
      question: "間歇性斷食對我來說安全嗎？",
      answer: [
        p(
          "對大多數健康的成年人來說，像 16:8 這樣適度的每日斷食是安全的，但並非人人適合。如果你有以下情況，請先諮詢醫師再開始斷食：",
        ),
        ul([
          "懷孕、準備懷孕或正在哺乳；",
          "目前或曾經有飲食障礙；",
          "患有糖尿病，或正在使用胰島素等降血糖藥物；",
          "患有其他疾病或需要長期服藥；",
          "未滿 18 歲或體重過輕。",
        ]),
        p(
          "如果感到頭暈、手抖或身體不適，請停止斷食並吃點東西。我們的計畫不構成醫療建議，請參閱我們的[服務條款](/terms-of-service)。",
        ),
      ],
    },
    {
      id: "drinks-while-fasting",
      category: "fasting-safety",
      question: "斷食期間可以喝什麼？",
      answer: [
        p(
          "任何不含熱量的飲品都可以：白開水、無糖氣泡水、黑咖啡和無糖茶。請記得多喝水，因為斷食時會少掉平常從食物中攝取的一部分水分，而頭痛往往是水分不足的徵兆。如果在咖啡裡加一點牛奶能幫助你持續下去，也比完全放棄斷食來得好。",
        ),
      ],
    },
    {
      id: "health-data",
      category: "privacy",
      question: "你們如何使用我的測驗回答和健康資訊？",
      answer: [
        p(
          "我們只會用來制定和調整你的計畫，以及向你顯示安全提醒。在你回答健康相關問題之前，我們會取得你的明確同意。我們絕不出售你的健康資訊，也絕不與廣告平台分享；這些資訊存放在依嚴格合約代我們處理資料的服務商處。",
        ),
        p("詳細內容及你的權利，請參閱我們的[隱私權政策](/privacy-policy)。"),
      ],
    },
    {
      id: "delete-my-data",
      category: "privacy",
      question: "如何刪除我的帳戶和資料？",
      answer: [
        p(
          "請用帳戶的電子郵件地址寄信至 [{supportEmail}](mailto:{supportEmail}) 申請刪除。我們會在 30 天內刪除你的帳戶、測驗回答和計畫，並取消任何有效的訂閱。發票與付款紀錄僅在稅法規定的期間內保存。",
        ),
      ],
    },
    {
      id: "how-to-sign-in",
      category: "account",
      question: "要怎麼登入？我從來沒有設定過密碼。",
      answer: [
        p(
          "你不需要密碼。前往[登入](/signin)頁面，輸入購買時使用的電子郵件地址。我們會寄送一個安全的登入連結，點開就能登入。每個連結只能使用一次，而且很快就會失效，需要時隨時申請新的連結即可。",
        ),
      ],
    },
    {
      id: "sign-in-email-missing",
      category: "account",
      question: "我沒有收到登入信，該怎麼辦？",
      answer: [
        ul([
          "稍等幾分鐘，並檢查垃圾郵件、廣告信件等資料夾。",
          "確認輸入的電子郵件地址與購買時相同，且沒有打錯字。",
          "重新申請連結，並使用最新收到的那封信。",
        ]),
        p("如果還是沒收到，請寄信至 [{supportEmail}](mailto:{supportEmail})，我們會協助你登入帳戶。"),
      ],
    },
  ],
};
