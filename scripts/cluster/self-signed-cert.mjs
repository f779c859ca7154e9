// A certificate for 127.0.0.1 made at start with Debian's openssl, so the cluster serves real
// https. Browsers are told to accept it (the test's ignoreHTTPSErrors); the app instances trust
// it through NODE_EXTRA_CA_CERTS, should their own code call the public address (SITE_URL).
import { spawnSync } from "node:child_process";
import path from "node:path";

export function makeSelfSignedCert(dir) {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const result = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { encoding: "utf8" },
  );
  if (result.error || result.status !== 0)
    throw new Error(
      `openssl could not make a certificate: ${result.error?.message ?? result.stderr}`,
    );
  return { cert, key };
}
