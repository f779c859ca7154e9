/**
 * Refuses unsafe production secrets (and creates the secrets file on first start), then
 * migrates the database and runs the idempotent seed. `npm start` runs this before serving;
 * it can also be run alone with `npm run db:setup`.
 */
import { getEnv } from "../src/env";
import { createDatabase } from "../src/server/db/create-database";
import { runSeed } from "../src/server/db/seed/run-seed";
import { seedRecipes } from "../src/server/db/seed/seed-recipes";
import { checkSecretsAtStart } from "../src/server/secrets/check-secrets-at-start";

async function main(): Promise<void> {
  checkSecretsAtStart();
  const env = getEnv();
  const handle = await createDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, schema: env.DATABASE_SCHEMA });
  try {
    await handle.migrate();
    console.log(`database ready (${handle.kind}${handle.kind === "pglite" ? `, ${env.DATA_DIR}` : ""})`);
    if (env.SEED_DEMO) await runSeed(handle.db, (line) => console.log(line));
    else await seedRecipes(handle.db); // the recipe catalogue is product data, not a demo
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
