import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { entryRedirect } from "@/server/proxy/entry-step";
import type { DatabaseHandle } from "@/server/db/create-database";
import { noExperiments } from "@/server/request-context/request-context";
import { seedExperiments } from "@/server/db/seed/seed-experiments";
import { experimentConfigCache } from "@/features/experiments/server/experiment-config-cache";
import { openAppDatabase } from "../../helpers/app-db";

/*
 * The quiz entry is decided once, in the proxy, before anything renders: a visitor in an
 * experiment must never see the default funnel first (a flash of the wrong variant counts as an
 * exposure to it), and a posted answer must never be redirected away from the step it saves.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openAppDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const request = (path: string, method = "GET") => new NextRequest(`http://localhost${path}`, { method });
const target = async (path: string, experiments = noExperiments, method = "GET", country?: string) => {
  const response = await entryRedirect(request(path, method), experiments, country);
  return response ? { status: response.status, location: response.headers.get("location") } : null;
};
const inTest = { ...noExperiments, instructions: { quiz_page: "/fasting-woman-2968/step-age?tm1=a" }, splits: ["quiz_variants"] };

describe("the quiz entry redirect in the proxy", () => {
  it("sends /quiz to the default funnel's first step, keeping the locale and the query", async () => {
    expect(await target("/quiz?utm_source=fb")).toEqual({ status: 307, location: "http://localhost/fasting-mix-2968/step-gender?utm_source=fb" });
    expect((await target("/de/quiz"))?.location).toBe("http://localhost/de/fasting-mix-2968/step-gender");
  });

  it("sends a visitor whose experiment names a quiz page there, from the entry and from a first step", async () => {
    expect((await target("/quiz", inTest))?.location).toBe("http://localhost/fasting-woman-2968/step-age?tm1=a");
    expect((await target("/de/fasting-mix-2968/step-gender", inTest))?.location).toBe("http://localhost/de/fasting-woman-2968/step-age?tm1=a");
  });

  it("leaves later steps, other pages, unknown entries and posted forms alone", async () => {
    expect(await target("/fasting-mix-2968/step-age", inTest)).toBeNull();
    expect(await target("/faq", inTest)).toBeNull();
    expect(await target("/quiz/no-such-funnel")).toBeNull();
    expect(await target("/fasting-mix-2968/step-gender", inTest, "POST")).toBeNull();
    expect(await target("/fasting-woman-2968/step-age?tm1=a", inTest)).toBeNull();
  });

  it("hands the redirect rules the visitor's resolved country", async () => {
    await seedExperiments(handle.db);
    experimentConfigCache.invalidate();
    // The demo rules run outside Japan: a woman from Germany goes to the women's funnel…
    expect((await target("/quiz?gender=female", noExperiments, "GET", "DE"))?.location).toBe("http://localhost/fasting-woman-2968/step-age?gender=female");
    // …one from Japan stays with the default funnel.
    expect((await target("/quiz?gender=female", noExperiments, "GET", "JP"))?.location).toBe("http://localhost/fasting-mix-2968/step-gender?gender=female");
  });
});
