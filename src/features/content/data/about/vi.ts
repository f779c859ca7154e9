import { ol, p } from "@/features/content/domain/block-builders";
import type { AboutPage } from "@/features/content/domain/about-page";

export const aboutVi: AboutPage = {
  locale: "vi",
  title: "Về {siteName}",
  description: "Vì sao {siteName} ra đời, thực đơn cá nhân hóa của bạn được xây dựng thế nào, ai kiểm duyệt nội dung của chúng tôi và cách liên hệ.",
  lead: "Chúng tôi giúp người trưởng thành ăn uống phù hợp với cơ thể, mục tiêu và nhịp sống hằng tuần của mình, bằng thực đơn dựa trên khoa học dinh dưỡng chứ không chạy theo trào lưu.",
  sections: [
    {
      id: "mission",
      heading: "Sứ mệnh của chúng tôi",
      blocks: [
        p(
          "{siteName} ra đời vì phần lớn lời khuyên ăn kiêng hoặc quá chung chung để hữu ích, hoặc quá khắc nghiệt để duy trì lâu dài. Một thực đơn tốt phải phù hợp với chính người áp dụng: với cơ thể, mục tiêu, món ăn họ yêu thích và quỹ thời gian thực sự của họ. Mục tiêu của chúng tôi là đưa loại thực đơn cá nhân như vậy, vốn trước đây cần đến chuyên gia dinh dưỡng riêng, đến với mọi người với chi phí hợp lý.",
        ),
        p(
          "Chúng tôi muốn mọi người đạt mục tiêu mà không cần ăn kiêng cấp tốc, cảm giác tội lỗi hay mẹo vặt: mục tiêu calo vừa phải, thực phẩm thật, và nhịn ăn gián đoạn chỉ dành cho những ai thấy an toàn và có ích.",
        ),
      ],
    },
    {
      id: "how-plans-are-made",
      heading: "Thực đơn của bạn được xây dựng như thế nào",
      blocks: [
        ol([
          "**Bài trắc nghiệm.** Bạn cho chúng tôi biết mục tiêu, số đo cơ thể, mức vận động, sở thích ăn uống, dị ứng và kinh nghiệm nhịn ăn, đồng thời trả lời vài câu hỏi sức khỏe giúp chúng tôi nhận biết khi nào nhịn ăn hoặc thâm hụt calo sẽ không an toàn với bạn.",
          "**Hệ thống dinh dưỡng.** Chúng tôi ước tính nhu cầu năng lượng hằng ngày của bạn bằng công thức Mifflin-St Jeor và hệ số vận động, sau đó đặt mục tiêu calo vừa phải và mục tiêu protein phù hợp với mục tiêu của bạn và tốc độ tiến triển an toàn.",
          "**Công thức nấu ăn.** Hệ thống chọn từ thư viện của chúng tôi những công thức mà khi kết hợp sẽ đạt các mục tiêu đó. Giá trị dinh dưỡng của mỗi công thức được tính từ USDA FoodData Central, và mọi công thức đều do đội ngũ của chúng tôi viết và nấu thử.",
          "**Thực đơn của bạn.** Bạn nhận được thực đơn cả tuần kèm danh sách đi chợ và, nếu phù hợp, một khung giờ ăn. Bạn có thể đổi sở thích bất cứ lúc nào trong mục [Thực đơn của tôi](/my-plan), và thực đơn sẽ tự điều chỉnh.",
        ]),
        p(
          "Thực đơn của chúng tôi là hướng dẫn dinh dưỡng chung, không phải phương pháp điều trị y khoa. Nếu bạn có bệnh lý, đang mang thai hoặc dùng thuốc thường xuyên, hãy hỏi ý kiến bác sĩ trước khi bắt đầu.",
        ),
      ],
    },
    {
      id: "team-and-standards",
      heading: "Đội ngũ và tiêu chuẩn của chúng tôi",
      blocks: [
        p(
          "Thực đơn và bài viết của chúng tôi do các chuyên gia dinh dưỡng, nhà khoa học dinh dưỡng và cây bút sức khỏe giàu kinh nghiệm thực hiện, và được các chuyên gia có chuyên môn, trong đó có một bác sĩ, kiểm duyệt trước khi đăng. Chúng tôi dựa trên các tổng quan hệ thống, thử nghiệm lâm sàng và khuyến nghị của các tổ chức như Cơ quan An toàn Thực phẩm châu Âu và Tổ chức Y tế Thế giới, đồng thời rà soát nội dung ít nhất mỗi năm một lần.",
        ),
        p(
          "Chúng tôi hoạt động bằng phí đăng ký của khách hàng, không phải nhờ nhà quảng cáo hay thương hiệu thực phẩm. [Chính sách biên tập](/unimeal-editorial-policy) của chúng tôi giải thích cách chúng tôi viết, kiểm duyệt, cập nhật và đính chính nội dung.",
        ),
      ],
    },
    {
      id: "contact",
      heading: "Liên hệ",
      blocks: [
        p(
          "Bạn có câu hỏi về thực đơn, gói đăng ký hay trang web này? Hãy viết cho chúng tôi qua [biểu mẫu liên hệ](/contact) hoặc gửi email đến [{supportEmail}](mailto:{supportEmail}). Chúng tôi trả lời trong vòng 2 ngày làm việc.",
        ),
        p("{companyName}, {companyAddress}"),
      ],
    },
  ],
};
