import { p, ul } from "@/features/content/domain/block-builders";
import type { FaqContent } from "@/features/content/domain/faq";

export const faqVi: FaqContent = {
  locale: "vi",
  title: "Câu hỏi thường gặp",
  description: "Giải đáp về thực đơn {siteName}, thanh toán, hủy gói, hoàn tiền, nhịn ăn an toàn, dữ liệu của bạn và cách đăng nhập.",
  categoryLabels: {
    plans: "Thực đơn của bạn",
    billing: "Thanh toán",
    cancellation: "Hủy gói",
    refunds: "Hoàn tiền",
    "fasting-safety": "Nhịn ăn và an toàn",
    privacy: "Dữ liệu của bạn",
    account: "Đăng nhập",
  },
  entries: [
    {
      id: "how-is-my-plan-personalised",
      category: "plans",
      question: "Thực đơn của tôi được cá nhân hóa như thế nào?",
      answer: [
        p(
          "Thực đơn được xây dựng từ câu trả lời của bạn trong bài trắc nghiệm: mục tiêu, giới tính, tuổi, chiều cao, cân nặng, mức độ vận động, sở thích ăn uống, dị ứng và kinh nghiệm nhịn ăn. Hệ thống dinh dưỡng của chúng tôi ước tính nhu cầu năng lượng hằng ngày của bạn bằng công thức Mifflin-St Jeor, đặt mục tiêu calo và protein phù hợp với mục tiêu của bạn, rồi chọn các công thức nấu ăn có giá trị dinh dưỡng lấy từ dữ liệu thực phẩm của USDA.",
        ),
        p("Nếu nhịn ăn phù hợp với bạn, thực đơn sẽ có thêm khung giờ ăn. Bạn có thể thay đổi thông tin và sở thích bất cứ lúc nào trong mục [Thực đơn của tôi](/my-plan)."),
      ],
    },
    {
      id: "dietary-preferences",
      category: "plans",
      question: "Tôi ăn chay, ăn thuần chay hoặc bị dị ứng thực phẩm thì có theo thực đơn được không?",
      answer: [
        p(
          "Được. Bạn có thể chọn thực đơn chay, thuần chay hoặc chay có cá và loại bỏ những thực phẩm bạn không ăn hay bị dị ứng. Các món có chứa những thực phẩm đó sẽ không xuất hiện.",
        ),
        p("Dù vậy, hãy luôn kiểm tra nhãn của từng sản phẩm bạn mua: chúng tôi không thể đảm bảo nguyên liệu hoàn toàn không lẫn dấu vết chất gây dị ứng."),
      ],
    },
    {
      id: "do-i-have-to-fast",
      category: "plans",
      question: "Tôi có bắt buộc phải nhịn ăn khi dùng thực đơn không?",
      answer: [
        p(
          "Không. Nhịn ăn gián đoạn là tùy chọn. Thực đơn vẫn hiệu quả như vậy với các bữa ăn đúng giờ, vì việc giảm cân phụ thuộc vào tổng cân bằng calo chứ không phải giờ giấc. Nếu câu trả lời cho thấy nhịn ăn có thể không an toàn với bạn, chúng tôi sẽ tự động xếp các bữa ăn theo giờ bình thường.",
        ),
      ],
    },
    {
      id: "when-will-i-see-results",
      category: "plans",
      question: "Bao lâu thì tôi thấy kết quả?",
      answer: [
        p(
          "Điều đó phụ thuộc vào thể trạng ban đầu và mức độ bạn tuân theo thực đơn. Chúng tôi hướng đến mức giảm an toàn, bền vững khoảng 0,5–1 % cân nặng mỗi tuần. Tuần đầu thường giảm nhanh hơn vì cơ thể đào thải lượng nước dự trữ. Hãy so sánh mức trung bình theo tuần thay vì từng ngày, vì cân nặng vốn lên xuống tự nhiên.",
        ),
        p("Kết quả ở mỗi người một khác và không thể được đảm bảo."),
      ],
    },
    {
      id: "how-does-billing-work",
      category: "billing",
      question: "Việc thanh toán diễn ra như thế nào?",
      answer: [
        p(
          "Khi mua, bạn thanh toán cho kỳ đầu tiên, thường với giá ưu đãi khởi đầu. Sau đó, gói đăng ký tự động gia hạn với giá thông thường cho một kỳ có cùng độ dài cho đến khi bạn hủy. Trang thanh toán hiển thị cả hai mức giá và chu kỳ thanh toán trước khi bạn trả tiền. Chúng tôi gửi biên nhận qua email sau mỗi lần thanh toán và gửi lời nhắc trước khi kỳ ưu đãi khởi đầu kết thúc.",
        ),
        p("Mọi chi tiết có trong [Điều khoản gói đăng ký](/subscription-terms) của chúng tôi."),
      ],
    },
    {
      id: "payment-methods",
      category: "billing",
      question: "Các bạn chấp nhận những phương thức thanh toán nào?",
      answer: [
        p(
          "Chúng tôi chấp nhận các loại thẻ tín dụng và thẻ ghi nợ phổ biến cùng những phương thức khác hiển thị trên trang thanh toán, tùy theo quốc gia của bạn. Các khoản thanh toán được xử lý an toàn bởi nhà cung cấp dịch vụ thanh toán; chúng tôi không bao giờ nhìn thấy hay lưu trữ đầy đủ số thẻ của bạn.",
        ),
      ],
    },
    {
      id: "unrecognised-charge",
      category: "billing",
      question: "Tôi thấy một khoản trừ tiền lạ. Tôi nên làm gì?",
      answer: [
        p(
          "Hãy tìm biên nhận từ {siteName} trong hộp thư, kể cả thư mục spam: biên nhận cho biết khoản tiền đó dùng cho việc gì. Nếu vẫn không nhận ra, hãy viết cho [{supportEmail}](mailto:{supportEmail}), kèm ngày, số tiền và bốn chữ số cuối của thẻ. Chúng tôi sẽ kiểm tra và trả lời trong vòng 2 ngày làm việc.",
        ),
      ],
    },
    {
      id: "how-to-cancel",
      category: "cancellation",
      question: "Làm cách nào để hủy gói đăng ký?",
      answer: [
        p("Bạn có thể hủy trực tuyến bất cứ lúc nào, chỉ mất chưa đến một phút:"),
        ul([
          "Mở trang [Hủy gói đăng ký](/my-subscription?sf=true) (cũng có trong menu, mục Hỗ trợ).",
          "Nếu được yêu cầu, hãy đăng nhập bằng đường liên kết chúng tôi gửi qua email.",
          "Xác nhận hủy. Chúng tôi sẽ gửi email xác nhận cho bạn.",
        ]),
        p("Bạn cũng có thể hủy bằng cách gửi email đến [{supportEmail}](mailto:{supportEmail}) từ địa chỉ email của tài khoản."),
      ],
    },
    {
      id: "after-cancelling",
      category: "cancellation",
      question: "Sau khi hủy thì điều gì xảy ra?",
      answer: [
        p(
          "Bạn sẽ không bị trừ tiền nữa và vẫn dùng được thực đơn cho đến hết kỳ đã thanh toán. Tài khoản của bạn vẫn được giữ, nên sau này bạn có thể đăng ký lại mà không cần làm lại bài trắc nghiệm. Nếu muốn xóa cả dữ liệu, hãy xem câu hỏi về cách xóa tài khoản.",
        ),
      ],
    },
    {
      id: "money-back-guarantee",
      category: "refunds",
      question: "Tôi có được hoàn tiền không?",
      answer: [
        p(
          "Có. Với chính sách đảm bảo hoàn tiền trong 30 ngày, bạn có thể yêu cầu hoàn toàn bộ khoản thanh toán gói đăng ký đầu tiên trong vòng 30 ngày mà không cần nêu lý do. Các khoản gia hạn cũng có thể được hoàn trong một số trường hợp, chẳng hạn khi bạn yêu cầu trong vòng 14 ngày và chưa dùng thực đơn kể từ lúc gia hạn.",
        ),
        p(
          "Hãy đọc toàn bộ [Chính sách hoàn tiền](/refund-policy). Nếu bạn sống ở EU hoặc Vương quốc Anh, bạn còn có quyền rút lại hợp đồng theo luật định, được giải thích trong [Điều khoản gói đăng ký](/subscription-terms).",
        ),
      ],
    },
    {
      id: "how-to-request-refund",
      category: "refunds",
      question: "Làm sao để yêu cầu hoàn tiền?",
      answer: [
        p(
          "Gửi email đến [{supportEmail}](mailto:{supportEmail}) từ địa chỉ email bạn dùng khi mua, với tiêu đề \"Refund request\", kèm ngày và số tiền thanh toán. Chúng tôi xác nhận trong vòng 2 ngày làm việc. Khoản hoàn tiền được chấp thuận sẽ chuyển về phương thức thanh toán ban đầu trong vòng 5 ngày làm việc; ngân hàng có thể cần thêm 5–10 ngày làm việc để hiển thị.",
        ),
      ],
    },
    {
      id: "is-fasting-safe",
      category: "fasting-safety",
      question: "Nhịn ăn gián đoạn có an toàn với tôi không?",
      answer: [
        p(
          "Với phần lớn người trưởng thành khỏe mạnh, nhịn ăn vừa phải mỗi ngày như kiểu 16:8 là an toàn, nhưng không phải ai cũng phù hợp. Đừng nhịn ăn khi chưa hỏi ý kiến bác sĩ nếu bạn:",
        ),
        ul([
          "đang mang thai, đang cố gắng có thai hoặc đang cho con bú;",
          "đang hoặc từng bị rối loạn ăn uống;",
          "bị tiểu đường hoặc dùng thuốc hạ đường huyết, chẳng hạn insulin;",
          "có bệnh lý khác hoặc dùng thuốc thường xuyên;",
          "dưới 18 tuổi hoặc bị thiếu cân.",
        ]),
        p(
          "Hãy dừng nhịn ăn và ăn chút gì đó nếu bạn thấy chóng mặt, run tay hoặc khó chịu. Thực đơn của chúng tôi không phải là lời khuyên y khoa; xem [Điều khoản dịch vụ](/terms-of-service) của chúng tôi.",
        ),
      ],
    },
    {
      id: "drinks-while-fasting",
      category: "fasting-safety",
      question: "Trong giờ nhịn ăn tôi được uống gì?",
      answer: [
        p(
          "Bất cứ thứ gì không có calo: nước lọc, nước có ga không đường, cà phê đen và trà không đường. Hãy uống đủ nước, vì khi nhịn ăn bạn thiếu một phần lượng nước thường có trong thức ăn, và đau đầu thường là dấu hiệu thiếu nước. Một chút sữa trong cà phê vẫn tốt hơn là bỏ hẳn việc nhịn ăn, nếu điều đó giúp bạn duy trì.",
        ),
      ],
    },
    {
      id: "health-data",
      category: "privacy",
      question: "Các bạn làm gì với câu trả lời trắc nghiệm và thông tin sức khỏe của tôi?",
      answer: [
        p(
          "Chúng tôi chỉ dùng chúng để lập và điều chỉnh thực đơn của bạn, cũng như hiển thị các cảnh báo an toàn. Trước khi bạn trả lời các câu hỏi về sức khỏe, chúng tôi xin sự đồng ý rõ ràng của bạn. Chúng tôi không bao giờ bán thông tin sức khỏe của bạn và không bao giờ chia sẻ chúng với các nền tảng quảng cáo; dữ liệu được lưu tại các nhà cung cấp dịch vụ xử lý thay mặt chúng tôi theo hợp đồng chặt chẽ.",
        ),
        p("Đọc [Chính sách quyền riêng tư](/privacy-policy) để biết chi tiết và các quyền của bạn."),
      ],
    },
    {
      id: "delete-my-data",
      category: "privacy",
      question: "Làm sao để xóa tài khoản và dữ liệu của tôi?",
      answer: [
        p(
          "Gửi email đến [{supportEmail}](mailto:{supportEmail}) từ địa chỉ email của tài khoản và yêu cầu xóa. Chúng tôi sẽ xóa tài khoản, câu trả lời trắc nghiệm và thực đơn của bạn trong vòng 30 ngày, đồng thời hủy mọi gói đăng ký đang hoạt động. Hóa đơn và hồ sơ thanh toán chỉ được lưu trong thời gian luật thuế yêu cầu.",
        ),
      ],
    },
    {
      id: "how-to-sign-in",
      category: "account",
      question: "Tôi đăng nhập bằng cách nào? Tôi chưa từng tạo mật khẩu.",
      answer: [
        p(
          "Bạn không cần mật khẩu. Hãy vào trang [Đăng nhập](/signin) và nhập địa chỉ email bạn dùng khi mua. Chúng tôi sẽ gửi cho bạn một đường liên kết đăng nhập an toàn; chỉ cần mở ra là bạn đã đăng nhập. Mỗi liên kết chỉ dùng được một lần và sẽ hết hạn sau một thời gian ngắn, vì vậy hãy yêu cầu liên kết mới bất cứ khi nào cần.",
        ),
      ],
    },
    {
      id: "sign-in-email-missing",
      category: "account",
      question: "Tôi không nhận được email đăng nhập. Tôi phải làm sao?",
      answer: [
        ul([
          "Chờ vài phút rồi kiểm tra các thư mục spam, thư rác và quảng cáo.",
          "Kiểm tra xem bạn đã nhập đúng địa chỉ email dùng khi mua, không gõ sai chữ nào.",
          "Yêu cầu liên kết mới và dùng email mới nhất.",
        ]),
        p("Nếu vẫn chưa nhận được, hãy viết cho [{supportEmail}](mailto:{supportEmail}), chúng tôi sẽ giúp bạn vào tài khoản."),
      ],
    },
  ],
};
