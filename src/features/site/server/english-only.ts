import "server-only";
import { permanentRedirect } from "next/navigation";

/**
 * The blog is English only: in any other locale its pages redirect (308) to the same page
 * of the English blog, so shared and old links still land on the article.
 */
export function requireEnglish(locale: string, path: string): void {
  if (locale !== "en") permanentRedirect(path);
}
