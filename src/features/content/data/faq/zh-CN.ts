import { p, ul } from "@/features/content/domain/block-builders";
import type { FaqContent } from "@/features/content/domain/faq";

export const faqZhCn: FaqContent = {
  locale: "zh-CN",
  title: "常见问题",
  description: "关于 {siteName} 饮食计划、付款、取消订阅、退款、安全断食、个人数据和登录的解答。",
  categoryLabels: {
    plans: "你的计划",
    billing: "付款",
    cancellation: "取消订阅",
    refunds: "退款",
    "fasting-safety": "断食与安全",
    privacy: "你的数据",
    account: "登录",
  },
  entries: [
    {
      id: "how-is-my-plan-personalised",
      category: "plans",
      question: "我的饮食计划是如何个性化定制的？",
      answer: [
        p(
          "你的计划根据测试中的回答生成：目标、性别、年龄、身高、体重、活动水平、饮食偏好、过敏情况和断食经验。我们的营养引擎用 Mifflin-St Jeor 公式估算你每天所需的能量，按你的目标设定热量和蛋白质目标，再挑选营养数据来自美国农业部（USDA）食品数据库的食谱。",
        ),
        p("如果断食适合你，计划中还会包含进食时间窗口。你可以随时在[我的计划](/my-plan)中修改个人信息和偏好。"),
      ],
    },
    {
      id: "dietary-preferences",
      category: "plans",
      question: "我吃素、吃纯素或有食物过敏，也能使用这个计划吗？",
      answer: [
        p(
          "可以。你可以选择蛋奶素、纯素或鱼素计划，并排除你不吃或过敏的食物，含有这些食材的食谱将不会出现。",
        ),
        p("不过，请务必自行查看所购买每件商品的标签：我们无法保证食材中完全不含微量过敏原。"),
      ],
    },
    {
      id: "do-i-have-to-fast",
      category: "plans",
      question: "使用计划必须断食吗？",
      answer: [
        p(
          "不必。间歇性断食是可选的。按时规律吃饭同样有效，因为减重取决于整体的热量平衡，而不是钟点。如果你的回答显示断食可能对你不安全，我们会自动为你安排规律的用餐时间。",
        ),
      ],
    },
    {
      id: "when-will-i-see-results",
      category: "plans",
      question: "多久能看到效果？",
      answer: [
        p(
          "这取决于你的起点以及执行计划的程度。我们的目标是每周减掉约为体重 0.5%–1% 的重量，既安全又可持续。第一周通常减得更快，因为身体会排出储存的水分。体重本来就会自然波动，所以请比较每周的平均值，而不是某一天的数字。",
        ),
        p("效果因人而异，无法保证。"),
      ],
    },
    {
      id: "how-does-billing-work",
      category: "billing",
      question: "如何收费？",
      answer: [
        p(
          "购买时，你需要支付第一个计费周期的费用，通常享有首期优惠价。之后，订阅会按原价、以相同长度的周期自动续订，直到你取消为止。付款页面会在你付款前同时显示首期价和原价以及计费周期。每次付款后，我们都会通过电子邮件发送收据，并在首期优惠结束前提醒你。",
        ),
        p("详情请参阅我们的[订阅条款](/subscription-terms)。"),
      ],
    },
    {
      id: "payment-methods",
      category: "billing",
      question: "支持哪些付款方式？",
      answer: [
        p(
          "我们支持主流信用卡和借记卡，以及付款页面上显示的其他方式（因国家或地区而异）。付款由我们的支付服务商安全处理，我们绝不会看到或保存你的完整卡号。",
        ),
      ],
    },
    {
      id: "unrecognised-charge",
      category: "billing",
      question: "我看到一笔不认识的扣款，该怎么办？",
      answer: [
        p(
          "请在收件箱（包括垃圾邮件文件夹）中搜索来自 {siteName} 的收据，上面写明了这笔款项的用途。如果仍然不认识，请发送邮件至 [{supportEmail}](mailto:{supportEmail})，注明日期、金额和卡号后四位。我们会核查并在 2 个工作日内回复。",
        ),
      ],
    },
    {
      id: "how-to-cancel",
      category: "cancellation",
      question: "如何取消订阅？",
      answer: [
        p("你可以随时在线取消，不到一分钟即可完成："),
        ul([
          "打开[取消订阅](/my-subscription?sf=true)页面（也可在菜单的“支持”中找到）。",
          "如有提示，请通过我们发送到你邮箱的链接登录。",
          "确认取消。我们会发送一封确认邮件。",
        ]),
        p("你也可以用账户邮箱发送邮件至 [{supportEmail}](mailto:{supportEmail}) 来取消。"),
      ],
    },
    {
      id: "after-cancelling",
      category: "cancellation",
      question: "取消后会怎样？",
      answer: [
        p(
          "我们不会再向你收费，在已付费周期结束前，你仍可继续使用计划。你的账户会保留，以后可以直接重新订阅，无需再做一遍测试。如果你还想删除个人数据，请查看关于删除账户的问题。",
        ),
      ],
    },
    {
      id: "money-back-guarantee",
      category: "refunds",
      question: "可以退款吗？",
      answer: [
        p(
          "可以。根据我们的 30 天退款保证，你可以在首次订阅付款后 30 天内申请全额退款，无需说明理由。续订费用在特定情况下也可退还，例如你在续订后 14 天内提出申请，且续订后未使用过计划。",
        ),
        p(
          "请阅读完整的[退款政策](/refund-policy)。如果你居住在欧盟或英国，还依法享有撤回权，详见我们的[订阅条款](/subscription-terms)。",
        ),
      ],
    },
    {
      id: "how-to-request-refund",
      category: "refunds",
      question: "如何申请退款？",
      answer: [
        p(
          "请用购买时使用的邮箱发送邮件至 [{supportEmail}](mailto:{supportEmail})，主题写“Refund request”，并注明付款日期和金额。我们会在 2 个工作日内确认。获批的退款将在 5 个工作日内退回原付款方式；银行可能还需要 5–10 个工作日才会显示到账。",
        ),
      ],
    },
    {
      id: "is-fasting-safe",
      category: "fasting-safety",
      question: "间歇性断食对我来说安全吗？",
      answer: [
        p(
          "对大多数健康成年人来说，像 16:8 这样适度的每日断食是安全的，但并非人人适合。如果你属于以下情况，请先咨询医生再断食：",
        ),
        ul([
          "怀孕、备孕或哺乳期；",
          "目前或曾经有进食障碍；",
          "患有糖尿病，或正在使用胰岛素等降血糖药物；",
          "患有其他疾病或需要长期服药；",
          "未满 18 岁或体重过轻。",
        ]),
        p(
          "如果感到头晕、手抖或身体不适，请停止断食并吃点东西。我们的计划不构成医疗建议，请参阅我们的[服务条款](/terms-of-service)。",
        ),
      ],
    },
    {
      id: "drinks-while-fasting",
      category: "fasting-safety",
      question: "断食期间可以喝什么？",
      answer: [
        p(
          "任何不含热量的饮品都可以：白开水、无糖气泡水、黑咖啡和无糖茶。请注意多喝水，因为断食时会少掉平时从食物中获得的一部分水分，而头痛往往是饮水不足的信号。如果在咖啡里加一点牛奶能帮你坚持下去，那也比完全放弃断食要好。",
        ),
      ],
    },
    {
      id: "health-data",
      category: "privacy",
      question: "你们如何使用我的测试回答和健康信息？",
      answer: [
        p(
          "我们只将其用于制定和调整你的计划，以及向你显示安全提示。在你回答健康相关问题之前，我们会征求你的明确同意。我们绝不出售你的健康信息，也绝不与广告平台共享；这些信息存储在依据严格合同代我们处理数据的服务商处。",
        ),
        p("详情及你的权利请参阅我们的[隐私政策](/privacy-policy)。"),
      ],
    },
    {
      id: "delete-my-data",
      category: "privacy",
      question: "如何删除我的账户和数据？",
      answer: [
        p(
          "请用账户邮箱发送邮件至 [{supportEmail}](mailto:{supportEmail}) 申请删除。我们会在 30 天内删除你的账户、测试回答和计划，并取消任何有效的订阅。发票和付款记录仅在税法要求的期限内保留。",
        ),
      ],
    },
    {
      id: "how-to-sign-in",
      category: "account",
      question: "如何登录？我从来没有设置过密码。",
      answer: [
        p(
          "你不需要密码。前往[登录](/signin)页面，输入购买时使用的邮箱。我们会发送一个安全的登录链接，打开即可登录。每个链接只能使用一次，且很快就会失效，需要时随时申请新的链接即可。",
        ),
      ],
    },
    {
      id: "sign-in-email-missing",
      category: "account",
      question: "我没有收到登录邮件，怎么办？",
      answer: [
        ul([
          "稍等几分钟，并检查垃圾邮件、广告邮件等文件夹。",
          "确认输入的邮箱与购买时使用的一致，且没有拼写错误。",
          "重新申请链接，并使用最新收到的那封邮件。",
        ]),
        p("如果仍未收到，请发送邮件至 [{supportEmail}](mailto:{supportEmail})，我们会帮你登录账户。"),
      ],
    },
  ],
};
