import { describe, expect, it } from "vitest";
import { jobIdFor, nameBasedUuid } from "@/server/jobs/job-id";

describe("nameBasedUuid", () => {
  it("gives the version 5 UUIDs other implementations give", () => {
    // The DNS and URL namespaces of RFC 9562 (also Python's uuid.uuid5).
    expect(nameBasedUuid("6ba7b810-9dad-11d1-80b4-00c04fd430c8", "www.example.com")).toBe(
      "2ed6657d-e927-568b-95e1-2665a8aea6a2",
    );
    expect(
      nameBasedUuid("6ba7b811-9dad-11d1-80b4-00c04fd430c8", "https://platewise.example/"),
    ).toBe("f3133a63-dbfc-5f41-aaef-530107bd06a8");
  });
});

describe("jobIdFor", () => {
  it("is the same UUID for the same queue and key, and differs across either", () => {
    const id = jobIdFor("billing.process-webhook", "evt_1");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(jobIdFor("billing.process-webhook", "evt_1")).toBe(id);
    expect(jobIdFor("billing.process-webhook", "evt_2")).not.toBe(id);
    expect(jobIdFor("emails.send-receipt", "evt_1")).not.toBe(id);
  });
});
