// Draws the placeholder artwork (rug motifs as SVG) into content/images/. No photographs
// were supplied: these stand in for them, go through the same image pipeline, and are
// marked `"placeholder": true` in content so a maintainer knows what to replace.
// Deterministic: the same seed draws the same rug, so re-running changes nothing.
import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from '../lib/node/root.js'

const palettes = [
  { field: '#8c2f2b', border: '#1f3a5f', accent: '#e8c07d', light: '#f3e6cc', dark: '#2b1d1a' },
  { field: '#1f3a5f', border: '#8c2f2b', accent: '#e2b86b', light: '#efe2c8', dark: '#14202f' },
  { field: '#6e2331', border: '#d9b26f', accent: '#2f5d50', light: '#f1e4cf', dark: '#2a1418' },
  { field: '#f0e3c6', border: '#7a2e27', accent: '#2d4f6c', light: '#fffaf0', dark: '#3a2a20' },
  { field: '#2f5d50', border: '#b5553c', accent: '#e6c27a', light: '#f4ead6', dark: '#1b2e28' },
  { field: '#a44a2f', border: '#243b55', accent: '#f0d28e', light: '#f6ecd9', dark: '#2e1a12' },
]

function random(seed: number) {
  let state = seed * 9301 + 49297
  return () => {
    state = (state * 9301 + 49297) % 233280
    return state / 233280
  }
}

/** One rug seen from above, drawn in a w×h box at (x, y). */
function rug(seed: number, x: number, y: number, w: number, h: number): string {
  const r = random(seed)
  const p = palettes[seed % palettes.length]
  const b = Math.round(Math.min(w, h) * 0.09)
  const parts: string[] = []
  // Fringes at both short ends.
  for (let fx = x + 6; fx < x + w - 4; fx += 7) {
    parts.push(
      `<line x1="${fx}" y1="${y - 14}" x2="${fx}" y2="${y}" stroke="${p.light}" stroke-width="2"/>`,
      `<line x1="${fx}" y1="${y + h}" x2="${fx}" y2="${y + h + 14}" stroke="${p.light}" stroke-width="2"/>`,
    )
  }
  parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${p.border}"/>`)
  parts.push(
    `<rect x="${x + b / 3}" y="${y + b / 3}" width="${w - (2 * b) / 3}" height="${h - (2 * b) / 3}" fill="none" stroke="${p.accent}" stroke-width="3"/>`,
  )
  // Border motif: a row of small lozenges.
  const step = b * 1.1
  for (let bx = x + b; bx < x + w - b; bx += step) {
    parts.push(
      `<path d="M${bx} ${y + b / 2}l${b / 3} ${-b / 4}l${b / 3} ${b / 4}l${-b / 3} ${b / 4}z" fill="${p.accent}"/>`,
      `<path d="M${bx} ${y + h - b / 2}l${b / 3} ${-b / 4}l${b / 3} ${b / 4}l${-b / 3} ${b / 4}z" fill="${p.accent}"/>`,
    )
  }
  const fx0 = x + b
  const fy0 = y + b
  const fw = w - 2 * b
  const fh = h - 2 * b
  parts.push(`<rect x="${fx0}" y="${fy0}" width="${fw}" height="${fh}" fill="${p.field}"/>`)
  // Field: small guls on a grid.
  const cols = 4 + Math.floor(r() * 3)
  const rows = Math.round((cols * fh) / fw)
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      const cx = fx0 + ((i + 0.5) * fw) / cols
      const cy = fy0 + ((j + 0.5) * fh) / rows
      const s = Math.min(fw / cols, fh / rows) * 0.28
      parts.push(
        `<path d="M${cx} ${cy - s}L${cx + s} ${cy}L${cx} ${cy + s}L${cx - s} ${cy}z" fill="none" stroke="${p.light}" stroke-opacity="0.55" stroke-width="2"/>`,
      )
    }
  }
  // Central medallion and corner pieces.
  const mx = x + w / 2
  const my = y + h / 2
  const mw = fw * (0.28 + r() * 0.1)
  const mh = fh * (0.3 + r() * 0.1)
  parts.push(
    `<path d="M${mx} ${my - mh}L${mx + mw} ${my}L${mx} ${my + mh}L${mx - mw} ${my}z" fill="${p.border}" stroke="${p.accent}" stroke-width="4"/>`,
  )
  parts.push(`<path d="M${mx} ${my - mh * 0.6}L${mx + mw * 0.6} ${my}L${mx} ${my + mh * 0.6}L${mx - mw * 0.6} ${my}z" fill="${p.accent}"/>`)
  parts.push(`<circle cx="${mx}" cy="${my}" r="${Math.min(mw, mh) * 0.22}" fill="${p.field}" stroke="${p.light}" stroke-width="3"/>`)
  for (const [cx, cy, sx, sy] of [
    [fx0, fy0, 1, 1],
    [fx0 + fw, fy0, -1, 1],
    [fx0, fy0 + fh, 1, -1],
    [fx0 + fw, fy0 + fh, -1, -1],
  ]) {
    parts.push(
      `<path d="M${cx} ${cy}h${sx * mw * 0.55}L${cx} ${cy + sy * mh * 0.55}z" fill="${p.border}" stroke="${p.accent}" stroke-width="2"/>`,
    )
  }
  return parts.join('')
}

function svg(width: number, height: number, body: string, background = '#efe6d6'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${background}"/>${body}</svg>\n`
}

/** A rug on a wooden floor, for portfolios and service pages. */
function scene(seed: number, width = 1200, height = 900): string {
  const planks = Array.from(
    { length: 9 },
    (_, i) => `<rect x="0" y="${i * 100}" width="${width}" height="98" fill="${i % 2 ? '#c9a77c' : '#c19d71'}"/>`,
  ).join('')
  return svg(width, height, planks + rug(seed, width * 0.18, height * 0.12, width * 0.64, height * 0.76))
}

/** Before/after: the left half worn, stained and holed; the right half restored. */
function beforeAfter(seed: number, width = 1200, height = 900): string {
  const r = random(seed + 100)
  const drawn = rug(seed, width * 0.1, height * 0.1, width * 0.8, height * 0.8)
  const stains = Array.from(
    { length: 6 },
    () =>
      `<ellipse cx="${width * (0.12 + r() * 0.33)}" cy="${height * (0.15 + r() * 0.7)}" rx="${30 + r() * 50}" ry="${20 + r() * 40}" fill="#6b5a44" fill-opacity="0.45"/>`,
  ).join('')
  const holes = Array.from(
    { length: 3 },
    () => `<path d="M${width * (0.15 + r() * 0.28)} ${height * (0.2 + r() * 0.6)}l22 -14l18 20l-10 24l-26 -6z" fill="#c19d71"/>`,
  ).join('')
  return svg(
    width,
    height,
    `<defs><clipPath id="l"><rect width="${width / 2}" height="${height}"/></clipPath><clipPath id="r"><rect x="${width / 2}" width="${width / 2}" height="${height}"/></clipPath><filter id="worn"><feColorMatrix type="saturate" values="0.25"/></filter></defs>` +
      `<g clip-path="url(#r)">${drawn}</g><g clip-path="url(#l)" filter="url(#worn)">${drawn}${stains}${holes}</g>` +
      `<line x1="${width / 2}" y1="0" x2="${width / 2}" y2="${height}" stroke="#fffaf0" stroke-width="6"/><circle cx="${width / 2}" cy="${height / 2}" r="26" fill="#fffaf0"/><path d="M${width / 2 - 12} ${height / 2}l-8 0m28 0l8 0" stroke="#2b1d1a" stroke-width="4"/>`,
    '#c19d71',
  )
}

/** The workshop bench: a rug on a loom frame, for the hero and the about page. */
function workshop(width: number, height: number): string {
  const body =
    `<rect width="${width}" height="${height}" fill="#3b2a22"/><rect y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="#5a4032"/>` +
    `<rect x="${width * 0.06}" y="${height * 0.06}" width="${width * 0.88}" height="14" fill="#8a6a4f"/>` +
    rug(3, width * 0.1, height * 0.12, width * 0.8, height * 0.6)
  return svg(width, height, body, '#3b2a22')
}

function poster(width = 900, height = 1200): string {
  const body =
    `<rect width="${width}" height="${height}" fill="#1f3a5f"/><rect x="30" y="30" width="${width - 60}" height="${height - 60}" fill="none" stroke="#e8c07d" stroke-width="6"/>` +
    rug(6, width * 0.2, height * 0.3, width * 0.6, height * 0.5)
  return svg(width, height, body, '#1f3a5f')
}

const files: Record<string, string> = {
  'hero-atelier.svg': workshop(1600, 1000),
  'about-atelier.svg': workshop(1200, 900),
  'salon-poster.svg': poster(),
}
for (let i = 1; i <= 12; i++) files[`portfolio-${String(i).padStart(2, '0')}.svg`] = scene(i * 7 + 1)
for (let i = 1; i <= 6; i++) files[`gallery-${String(i).padStart(2, '0')}.svg`] = beforeAfter(i * 5 + 2)
for (const [i, name] of ['restauration', 'lavage', 'conservation', 'expertise', 'achat-vente'].entries())
  files[`service-${name}.svg`] = scene(40 + i * 3)

const dir = path.join(ROOT_DIR, 'content/images')
fs.mkdirSync(dir, { recursive: true })
for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text)
console.log(`wrote ${Object.keys(files).length} artworks to content/images/`)
