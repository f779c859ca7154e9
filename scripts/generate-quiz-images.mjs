#!/usr/bin/env node
// Renders the quiz illustrations (vector art) to optimised WebP images in public/images/quiz.
// Usage: node scripts/generate-quiz-images.mjs
import sharp from "sharp";

const palette = {
  female: ["#fde7e4", "#f4a99f", "#c9574b"],
  male: ["#e2eefb", "#9cc1ea", "#2f6db3"],
  ages: [
    ["#e8f6ec", "#8fd1a3", "#2e8b57"],
    ["#fff4dc", "#f6c76b", "#c98a12"],
    ["#f1e9fb", "#c2a3ec", "#7446c2"],
    ["#e6f4f6", "#8fcfd8", "#23808e"],
  ],
};

/** A friendly standing figure: head, hair, torso and legs; `width` widens the body. */
function figure({ cx = 200, width = 1, skin = "#f2c7a5", shirt, hair, long = false, gray = false }) {
  const w = 70 * width;
  const hairColor = gray ? "#cfcfcf" : hair;
  return `
  ${long ? `<path d="M${cx - 52} 110 Q${cx - 60} 170 ${cx - 40} 185 L${cx + 40} 185 Q${cx + 60} 170 ${cx + 52} 110 Z" fill="${hairColor}"/>` : ""}
  <ellipse cx="${cx}" cy="372" rx="${w + 30}" ry="14" fill="#000" opacity="0.08"/>
  <rect x="${cx - w * 0.55}" y="250" width="${w * 0.45}" height="120" rx="${w * 0.2}" fill="#3b4252"/>
  <rect x="${cx + w * 0.1}" y="250" width="${w * 0.45}" height="120" rx="${w * 0.2}" fill="#3b4252"/>
  <path d="M${cx - w} 270 Q${cx - w} 150 ${cx} 150 Q${cx + w} 150 ${cx + w} 270 Z" fill="${shirt}"/>
  <circle cx="${cx}" cy="105" r="46" fill="${skin}"/>
  <path d="M${cx - 48} 100 Q${cx - 46} 52 ${cx} 52 Q${cx + 46} 52 ${cx + 48} 100 Q${cx + 20} 74 ${cx - 48} 100 Z" fill="${hairColor}"/>
  <circle cx="${cx - 16}" cy="110" r="4" fill="#3b4252"/><circle cx="${cx + 16}" cy="110" r="4" fill="#3b4252"/>
  <path d="M${cx - 14} 128 Q${cx} 140 ${cx + 14} 128" stroke="#3b4252" stroke-width="4" fill="none" stroke-linecap="round"/>`;
}

function card([bg, accent], body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="${bg}"/>
  <circle cx="200" cy="190" r="150" fill="${accent}" opacity="0.45"/>
  ${body}
</svg>`;
}

const images = {
  "gender-female": card(palette.female, figure({ shirt: palette.female[2], hair: "#5b3a29", long: true })),
  "gender-male": card(palette.male, figure({ shirt: palette.male[2], hair: "#2f2a25", width: 1.1 })),
  "age-18-29": card(palette.ages[0], figure({ shirt: palette.ages[0][2], hair: "#6b4226", long: true })),
  "age-30-39": card(palette.ages[1], figure({ shirt: palette.ages[1][2], hair: "#3d2b1f", long: true, width: 1.05 })),
  "age-40-49": card(palette.ages[2], figure({ shirt: palette.ages[2][2], hair: "#4a3b30", width: 1.1 })),
  "age-50-plus": card(palette.ages[3], figure({ shirt: palette.ages[3][2], hair: "#888", gray: true, width: 1.1 })),
  "body-slim": card(palette.ages[0], figure({ shirt: "#2e8b57", hair: "#5b3a29", width: 0.75, long: true })),
  "body-average": card(palette.ages[1], figure({ shirt: "#c98a12", hair: "#5b3a29", width: 1, long: true })),
  "body-curvy": card(palette.ages[2], figure({ shirt: "#7446c2", hair: "#5b3a29", width: 1.3, long: true })),
  "body-heavy": card(palette.ages[3], figure({ shirt: "#23808e", hair: "#5b3a29", width: 1.6, long: true })),
};

const wide = (body, bg = "#eef6ee") => `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640">
  <rect width="960" height="640" fill="${bg}"/>${body}</svg>`;

images["fasting-clock"] = wide(`
  <circle cx="480" cy="320" r="230" fill="#fff" stroke="#2e8b57" stroke-width="18"/>
  <path d="M480 320 L480 90 A230 230 0 0 1 690 414 Z" fill="#8fd1a3" opacity="0.8"/>
  ${Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `<circle cx="${480 + Math.sin(a) * 200}" cy="${320 - Math.cos(a) * 200}" r="8" fill="#2e8b57"/>`;
  }).join("")}
  <line x1="480" y1="320" x2="480" y2="170" stroke="#1f2933" stroke-width="14" stroke-linecap="round"/>
  <line x1="480" y1="320" x2="590" y2="380" stroke="#1f2933" stroke-width="10" stroke-linecap="round"/>
  <circle cx="480" cy="320" r="16" fill="#1f2933"/>
  <circle cx="790" cy="140" r="56" fill="#f6c76b"/><circle cx="170" cy="500" r="40" fill="#e2463a"/>
  <ellipse cx="160" cy="150" rx="70" ry="36" fill="#6fae4c" transform="rotate(-25 160 150)"/>`);

images.metabolism = wide(`
  <path d="M480 110 C 600 220, 640 300, 640 380 A160 160 0 0 1 320 380 C 320 300, 360 220, 480 110 Z" fill="#f28c38"/>
  <path d="M480 230 C 540 290, 560 330, 560 390 A80 80 0 0 1 400 390 C 400 330, 420 290, 480 230 Z" fill="#ffd166"/>
  <circle cx="200" cy="200" r="44" fill="#8fcfd8"/><circle cx="780" cy="460" r="56" fill="#8fd1a3"/>
  <rect x="720" y="140" width="90" height="90" rx="20" fill="#c2a3ec" transform="rotate(14 765 185)"/>`, "#fff4e8");

for (const [name, svg] of Object.entries(images)) {
  const out = `public/images/quiz/${name}.webp`;
  await sharp(Buffer.from(svg)).webp({ quality: 80 }).toFile(out);
  console.log(`wrote ${out}`);
}
