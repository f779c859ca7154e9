import { callFunnelApi, type ApiAnswer } from "./editor-api";

/**
 * Sends a picture to the editor's image store (docs/funnel-admin.md, "Images"); the server checks
 * its type by its contents and its size, and answers with the address steps can use.
 */
export async function uploadFunnelImage(file: File): Promise<ApiAnswer<{ url: string }>> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return callFunnelApi<{ url: string }>("images", "POST", { fileName: file.name, dataBase64: btoa(binary) });
}
