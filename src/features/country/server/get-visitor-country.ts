import "server-only";
import { getRequestContext } from "@/server/request-context/get-request-context";

/** The visitor's country for a page render or server action: the request context's. */
export async function getVisitorCountry(): Promise<string> {
  return (await getRequestContext()).country;
}
