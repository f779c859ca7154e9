#!/usr/bin/env node
// Renders the demo illustrations (vector art) to optimised raster images in public/images.
// Usage: node scripts/generate-demo-images.mjs
import sharp from "sharp";

const bowl = `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs>
    <radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#f6efe3"/><stop offset="1" stop-color="#e6d8c2"/></radialGradient>
    <radialGradient id="bowl" cx="50%" cy="30%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dcd6cc"/></radialGradient>
  </defs>
  <rect width="1200" height="800" fill="url(#bg)"/>
  <ellipse cx="600" cy="640" rx="360" ry="50" fill="#000" opacity="0.08"/>
  <circle cx="600" cy="400" r="300" fill="url(#bowl)"/>
  <circle cx="600" cy="400" r="255" fill="#3f7d3a"/>
  <g fill="#6fae4c">${Array.from({ length: 26 }, (_, i) => {
    const a = (i / 26) * Math.PI * 2, r = 120 + (i % 5) * 22;
    return `<ellipse cx="${600 + Math.cos(a) * r}" cy="${400 + Math.sin(a) * r}" rx="60" ry="28" transform="rotate(${(a * 180) / Math.PI} ${600 + Math.cos(a) * r} ${400 + Math.sin(a) * r})"/>`;
  }).join("")}</g>
  <g fill="#e2463a">${[[470, 300], [720, 330], [560, 520], [700, 500], [480, 450]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="34"/><circle cx="${x - 8}" cy="${y - 10}" r="8" fill="#f7a39b"/>`).join("")}</g>
  <g fill="#d9b26a">${Array.from({ length: 14 }, (_, i) => `<circle cx="${540 + (i % 5) * 30}" cy="${380 + Math.floor(i / 5) * 28}" r="15"/>`).join("")}</g>
  <g fill="#f4f1e8">${[[650, 260], [420, 380], [760, 420]].map(([x, y]) => `<rect x="${x}" y="${y}" width="46" height="46" rx="8" transform="rotate(18 ${x} ${y})"/>`).join("")}</g>
</svg>`;

await sharp(Buffer.from(bowl)).jpeg({ quality: 78, mozjpeg: true }).toFile("public/images/salad-bowl.jpg");
console.log("wrote public/images/salad-bowl.jpg");
