// Started several times at once by secrets-file.test.ts: waits for the agreed moment, then
// reads or creates the secrets file and prints what it got.
import { readOrCreateSecretsFile } from "../../../src/server/secrets/secrets-file";

const [filePath, startAt] = process.argv.slice(2);
const wait = Number(startAt) - Date.now();
setTimeout(() => {
  process.stdout.write(JSON.stringify(readOrCreateSecretsFile(filePath!)));
}, Math.max(0, wait));
