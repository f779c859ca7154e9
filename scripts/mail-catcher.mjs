// A local SMTP server that writes each mail it receives as a file (<time>-<n>.eml) in `dir`:
// the browser tests (scripts/e2e-server.mjs) and the cluster test (scripts/cluster.mjs) sign in
// with the mailed code, as customers do, and tests/e2e/mailbox.ts reads these files.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export async function startMailCatcher(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        received += 1;
        writeFileSync(
          path.join(dir, `${Date.now()}-${String(received).padStart(5, "0")}.eml`),
          Buffer.concat(chunks),
        );
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${smtp.server.address().port}`,
    close: () => new Promise((resolve) => smtp.close(resolve)),
  };
}
