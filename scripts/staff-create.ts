/**
 * Creates a staff account, or sets the role of an existing one (docs/staff.md, "The first admin"):
 *   npm run staff:create -- --email ada@example.com --role admin [--password '…']
 * Without --password it asks for one (hidden) on a terminal, or generates one and prints it
 * once. With PGlite, stop the app first (one process at a time holds its data folder).
 */
import { randomBytes } from "node:crypto";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { getEnv } from "../src/env";
import { generatePassword } from "../src/features/staff/domain/generate-password";
import { staffRoleSchema } from "../src/features/staff/domain/role-schema";
import { staffRoles } from "../src/features/staff/domain/roles";
import { createStaff } from "../src/features/staff/server/create-staff";
import { createDatabase } from "../src/server/db/create-database";
import { staffPasswordMinLength } from "../src/server/staff-auth/staff-auth-instance";

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let asked = false;
    output._writeToOutput = (text) => {
      if (!asked) {
        asked = true;
        process.stdout.write(text);
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: "string" }, role: { type: "string" }, password: { type: "string" } } });
  const role = staffRoleSchema.safeParse(values.role);
  if (!values.email || !/^[^\s@]+@[^\s@]+$/.test(values.email) || !role.success) {
    console.error(`usage: npm run staff:create -- --email <address> --role <${staffRoles.join("|")}> [--password <password>]`);
    process.exit(2);
  }
  let password = values.password ?? "";
  let generated = false;
  if (!password && process.stdin.isTTY) password = await askHidden(`Password for ${values.email} (empty: generate one): `);
  if (!password) {
    password = generatePassword((size) => randomBytes(size));
    generated = true;
  }
  if (password.length < staffPasswordMinLength) {
    console.error(`The password needs at least ${staffPasswordMinLength} characters.`);
    process.exit(2);
  }
  const env = getEnv();
  const handle = await createDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, schema: env.DATABASE_SCHEMA });
  try {
    await handle.migrate();
    const result = await createStaff(handle.db, { email: values.email, password, role: role.data });
    if (result.created) {
      console.log(`Created ${result.email} (${result.role}).`);
      if (generated) console.log(`Password (shown once, store it now): ${password}`);
    } else {
      console.log(`${result.email} exists: role ${result.previousRole} → ${result.role}; password unchanged.`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
