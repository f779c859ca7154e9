import { jsonError } from "@/server/http/json-error";

/** Every method on an API path that does not exist: a JSON 404, never the HTML page. */
async function notFound(): Promise<Response> {
  return jsonError(404, "not_found", "There is no API at this address.");
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, notFound as HEAD, notFound as OPTIONS };
