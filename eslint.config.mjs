import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** Layer rules of docs/ARCHITECTURE.md, enforced as `no-restricted-imports`. */
const frameworkAndInfra = [
  { group: ["react", "react/*", "react-dom", "react-dom/*"], message: "Domain code is pure: no React." },
  { group: ["next", "next/*", "next-intl", "next-intl/*"], message: "Domain code is pure: no Next.js." },
  { group: ["drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*"], message: "Domain code is pure: no database." },
  { group: ["@/server", "@/server/*"], message: "Domain code must not import server infrastructure." },
  { group: ["@/features/*/server/*", "@/features/*/client/*", "@/features/*/components/*"], message: "Domain imports only other domain modules, @/lib and zod." },
  { group: ["@/app/*"], message: "Nothing imports from app/." },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", "node_modules/**", ".data/**", "drizzle/**", "next-env.d.ts", "test-results/**", "playwright-report/**"]),
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        { selector: "NewExpression[callee.name='Function']", message: "No new Function: code must run under a strict CSP." },
        { selector: "CallExpression[callee.name='eval']", message: "No eval: code must run under a strict CSP." },
      ],
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/app/*"], message: "Nothing imports from app/." }] }],
    },
  },
  {
    files: ["src/features/*/domain/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: frameworkAndInfra }],
      "no-restricted-globals": ["error", { name: "process", message: "Domain code reads no environment: pass values in." }],
    },
  },
  {
    files: ["src/features/*/server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react-dom", "react/*", "react-dom/*"], message: "Server use cases never import React." },
            { group: ["@/features/*/components/*", "@/features/*/client/*"], message: "Server code does not import UI or browser code." },
            { group: ["@/app/*"], message: "Nothing imports from app/." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/features/*/components/**", "src/features/*/client/**", "src/ui/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/server", "@/server/*", "@/features/*/server/*"], message: "UI and browser code never import server code; call an action or an API." },
            { group: ["drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*"], message: "UI and browser code never touch the database." },
            { group: ["@/app/*"], message: "Nothing imports from app/." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/**"],
    ignores: ["src/env.ts"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration through src/env.ts." }],
    },
  },
]);
