#!/usr/bin/env node
// Renders the pictures of the one-time add-ons (vector art) to small images in
// public/images/extras, shown on the upsell offers and in the account's Extras.
// Usage: node scripts/generate-extras-images.mjs
import { mkdirSync } from "node:fs";
import sharp from "sharp";

const frame = (body, from, to) => `
<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640">
  <defs><radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient></defs>
  <rect width="960" height="640" fill="url(#bg)"/>
  <ellipse cx="480" cy="560" rx="300" ry="36" fill="#000" opacity="0.08"/>
  ${body}
</svg>`;

const recipeBook = frame(
  `<rect x="300" y="90" width="380" height="460" rx="18" fill="#2f6b3a"/>
  <rect x="300" y="90" width="40" height="460" rx="12" fill="#245530"/>
  <rect x="370" y="140" width="270" height="60" rx="10" fill="#f6efe3"/>
  <rect x="395" y="160" width="220" height="20" rx="8" fill="#2f6b3a" opacity="0.5"/>
  <circle cx="505" cy="360" r="120" fill="#ffffff"/>
  <circle cx="505" cy="360" r="98" fill="#6fae4c"/>
  <g fill="#e2463a"><circle cx="465" cy="330" r="22"/><circle cx="545" cy="345" r="22"/><circle cx="500" cy="405" r="22"/></g>
  <g fill="#d9b26a"><circle cx="520" cy="300" r="12"/><circle cx="470" cy="385" r="12"/><circle cx="550" cy="395" r="12"/></g>`,
  "#f6efe3",
  "#e6d8c2",
);

const workoutPlan = frame(
  `<rect x="250" y="290" width="460" height="40" rx="20" fill="#4a4f5c"/>
  <rect x="230" y="200" width="60" height="220" rx="16" fill="#e2463a"/>
  <rect x="170" y="235" width="60" height="150" rx="16" fill="#b93429"/>
  <rect x="670" y="200" width="60" height="220" rx="16" fill="#e2463a"/>
  <rect x="730" y="235" width="60" height="150" rx="16" fill="#b93429"/>
  <path d="M420 470 h120 l-20 40 h-80z" fill="#3f7d3a" opacity="0.35"/>`,
  "#eef2f7",
  "#d5dde8",
);

mkdirSync("public/images/extras", { recursive: true });
for (const [name, svg] of [["recipe-book", recipeBook], ["workout-plan", workoutPlan]]) {
  await sharp(Buffer.from(svg)).resize(480, 320).webp({ quality: 72 }).toFile(`public/images/extras/${name}.webp`);
  console.log(`wrote public/images/extras/${name}.webp`);
}
