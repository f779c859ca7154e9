import { getTranslations } from "next-intl/server";
import type { Author } from "@/features/content/domain/author";
import { fillText, type PlaceholderValues } from "@/features/content/domain/placeholders";
import { AuthorAvatar } from "./author-avatar";
import { InlineText } from "./inline-text";

/** An author's header: photo placeholder, name, credentials, role, bio and expertise. */
export async function AuthorProfile({ author, values, headingLevel = 1 }: { author: Author; values: PlaceholderValues; headingLevel?: 1 | 2 }) {
  const t = await getTranslations("blog");
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start" data-testid="author-profile">
      <AuthorAvatar name={author.name} size={headingLevel === 1 ? 96 : 64} />
      <div>
        <Heading className={headingLevel === 1 ? "text-3xl font-bold" : "text-xl font-bold"}>{author.name}</Heading>
        <p className="text-sm font-medium text-primary">{author.credentials}</p>
        <p className="text-sm text-muted">{author.role}</p>
        <p className="mt-3">
          <InlineText text={fillText(author.bio, values)} />
        </p>
        <p className="mt-3 text-sm">
          <span className="font-semibold">{t("expertise")}: </span>
          {author.expertise.join(", ")}
        </p>
      </div>
    </div>
  );
}
