import { afterEach, describe, expect, it } from "vitest";
import { getEnv, resetEnvCache } from "@/env";
import { addressOf, mailSettings, messageIdDomain } from "@/server/email/mail-settings";

const names = [
  "SMTP_URL",
  "SMTP_HOST",
  "SMTP_PORT",
  "SMTP_USER",
  "SMTP_PASS",
  "SMTP_SECURE",
  "MAIL_FROM",
  "SUPPORT_EMAIL",
];
const saved = Object.fromEntries(names.map((n) => [n, process.env[n]]));

function withEnv(values: Record<string, string>) {
  for (const n of names) delete process.env[n];
  Object.assign(process.env, values);
  resetEnvCache();
  return mailSettings(getEnv());
}

afterEach(() => {
  for (const n of names) {
    if (saved[n] === undefined) delete process.env[n];
    else process.env[n] = saved[n];
  }
  resetEnvCache();
});

describe("mail settings", () => {
  it("without an SMTP server, mail stays in the outbox", () => {
    const settings = withEnv({});
    expect(settings.smtp).toBeUndefined();
    expect(settings.from).toBe("Platewise <no-reply@localhost>");
    expect(settings.supportEmail).toBe("no-reply@localhost");
  });

  it("takes an SMTP URL as it is", () => {
    expect(withEnv({ SMTP_URL: "smtps://u:p@mail.example:465" }).smtp).toEqual({
      url: "smtps://u:p@mail.example:465",
    });
  });

  it("builds the server from its parts, with the usual port for the TLS mode", () => {
    expect(withEnv({ SMTP_HOST: "mail.example", SMTP_USER: "u", SMTP_PASS: "p" }).smtp).toEqual({
      host: "mail.example",
      port: 587,
      secure: false,
      user: "u",
      pass: "p",
    });
    expect(withEnv({ SMTP_HOST: "mail.example", SMTP_SECURE: "true" }).smtp).toMatchObject({
      port: 465,
      secure: true,
    });
  });

  it("uses the support address when given", () => {
    const settings = withEnv({
      MAIL_FROM: "Platewise <hi@platewise.example>",
      SUPPORT_EMAIL: "help@platewise.example",
    });
    expect(settings.supportEmail).toBe("help@platewise.example");
  });

  it("reads the address and domain of a mailbox", () => {
    expect(addressOf("Platewise <hi@platewise.example>")).toBe("hi@platewise.example");
    expect(addressOf("hi@platewise.example")).toBe("hi@platewise.example");
    expect(messageIdDomain("Platewise <hi@platewise.example>")).toBe("platewise.example");
  });
});
