import { serveFunnelImage } from "@/features/funnel-admin/server/funnel-image-store";
import { methodNotAllowed } from "@/server/http/api-route";

/**
 * An image uploaded in the funnel editor, for visitors (docs/funnel-admin.md, "Images"): only
 * names that are a stored image's SHA-256 and extension are read, with a year-long immutable
 * cache; anything else answers 404. Every answer says `default-src 'none'` and `nosniff`, and an
 * image `Content-Disposition: inline` with its stored name.
 */
export async function GET(_request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await context.params;
  return serveFunnelImage(file);
}

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
