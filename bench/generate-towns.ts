// Generated city pages for the scale benches (`npm run bench -- --towns N`) and the scale
// tests: a copy of content/ with N towns in all, each made from a real page with its own
// deterministic text. They must pass every content rule, as a maintainer's would: distinct
// text (the 35 % shared-sequence limit), the town named where the validator asks for it, no
// figure or claim, French typography, one spelling per word (the names are checked against
// the typography rules, which refuse « Qom » for « Ghom »: the old generator broke on it at
// 1,399 towns), and names that stay unique at any count.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { typographyIssues } from '../lib/content/rules/typography.js'
import { ROOT_DIR } from '../lib/node/root.js'

const WORDS =
  'laine soie trame chaîne nœud frange lisière motif médaillon bordure teinture indigo garance safran brossage séchage reprise velours tapis kilim salon parquet lumière couleur dessin fleur rinceau palmette écoinçon champ galon ourlet fil navette métier teinturier bain eau savon brosse peigne aiguille maille point rang relief éclat patine usure souplesse toison tonte épaisseur fibre écheveau nuance rouge bleu ivoire ocre vert brun doré cuivré sable ardoise famille maison pièce escalier couloir chambre bibliothèque fenêtre soleil hiver été printemps automne ville rue place jardin marché pont rivière colline forêt vallée'.split(
    ' ',
  )

/**
 * Deterministic text of `count` words: the same bench content on every run. mulberry32, not a
 * linear congruential generator: the low bits of an LCG repeat with a short period, and
 * every seed of a full-period LCG is on one orbit, so towns shared 8-word runs, which the
 * rule book refuses.
 */
function words(seed: number, count: number): string {
  let state = Math.imul(seed, 0x9e3779b1) >>> 0
  const out: string[] = []
  for (let index = 0; index < count; index++) {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = Math.imul(state ^ (state >>> 15), state | 1)
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61)
    out.push(WORDS[((mixed ^ (mixed >>> 14)) >>> 0) % WORDS.length])
  }
  return out.join(' ')
}

/** The n-th word of the letters a–z, at least 3 letters long: aaa, aab, …, zzz, aaaa, … (no end). */
function letters(n: number): string {
  let rest = n + 26 * 26 + 26
  let result = ''
  while (rest >= 0) {
    result = String.fromCharCode(97 + (rest % 26)) + result
    rest = Math.floor(rest / 26) - 1
  }
  return result
}

/** Proper names in order, skipping any the typography rules would refuse (« Qom »). */
function names(): () => string {
  let next = 0
  return () => {
    for (;;) {
      const word = letters(next++)
      const name = `${word[0].toUpperCase()}${word.slice(1)}`
      if (typographyIssues(`Bourg ${name}`).length === 0) return name
    }
  }
}

type City = Record<string, unknown> & { postcode: string; neighborhoods: string[]; landmarks: string[]; portfolio: { src: string }[] }

/**
 * Adds towns to `dir` (a copy of content/) until content/cities/ holds `count` of them;
 * returns how many were written.
 */
export function addTowns(dir: string, count: number): number {
  const citiesDir = path.join(dir, 'cities')
  const sources = fs
    .readdirSync(citiesDir)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(citiesDir, file), 'utf8')) as City)
  const townName = names()
  const placeName = names()
  const extra = count - sources.length
  for (let index = 1; index <= extra; index++) {
    // A generated town has one postcode: the source's list of codes (or of arrondissements)
    // would be the same sentence on hundreds of pages, which the overlap rule refuses.
    const { postcodes: _codes, arrondissements: _districts, ...source } = sources[index % sources.length]
    const town = `Bourg ${townName()}`
    const seed = index * 7919
    const text = (n: number, salt: number) => words(seed + salt, n)
    const list = (items: unknown[], n: number, salt: number) => items.map((_, item) => text(n, salt + item * 31))
    const cards = (items: unknown[], salt: number) =>
      items.map((_, item) => ({ title: text(3, salt + item), description: text(14, salt + 1 + item) }))
    const places = (items: unknown[], prefix: string) => items.map(() => `${prefix} ${placeName()}`)
    const slug = `bourg-${town.slice(6).toLowerCase()}`
    const city = {
      ...source,
      slug,
      town,
      seo: { title: `Tapis à ${town}`, description: `Tapis à ${town}, ${text(12, 1)}.` },
      title: `Tapis à ${town}`,
      subtitle: `${town}, ${String(source.region)}`,
      description: `<p>${town}, ${text(40, 2)}.</p><p>${text(30, 3)}.</p>`,
      area: `${town}, ${text(10, 4)}.`,
      neighborhoods: places(source.neighborhoods, 'Quartier'),
      landmarks: places(source.landmarks, 'Lieu'),
      ...(Array.isArray(source.specialties) ? { specialties: list(source.specialties, 14, 5) } : {}),
      ...(Array.isArray(source.services) ? { services: list(source.services, 12, 6) } : {}),
      ...(Array.isArray(source.advantages) ? { advantages: cards(source.advantages, 7) } : {}),
      ...(source.ctaTitle ? { ctaTitle: text(8, 9) } : {}),
      ...(source.ctaDescription ? { ctaDescription: `<p>${text(16, 10)}.</p>` } : {}),
      portfolio: source.portfolio.map((image, item) => ({
        src: image.src,
        alt: text(8, 11 + item),
        title: text(5, 12 + item),
        placeholder: true,
      })),
      ...(Array.isArray(source.nearbyAreas) ? { nearbyAreas: places(source.nearbyAreas, 'Village') } : {}),
      ...(Array.isArray(source.surroundings) ? { surroundings: places(source.surroundings, 'Hameau') } : {}),
      ...(Array.isArray(source.serviceCards) ? { serviceCards: cards(source.serviceCards, 13) } : {}),
      ...(source.closingLabel ? { closingLabel: text(4, 15) } : {}),
      ...(source.districtLabel ? { districtLabel: town } : {}),
    }
    fs.writeFileSync(path.join(citiesDir, `${slug}.json`), JSON.stringify(city))
  }
  return Math.max(0, extra)
}

/** A temporary copy of content/ with `count` towns in all; the caller removes it. */
export function generatedContent(count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-content-'))
  fs.cpSync(path.join(ROOT_DIR, 'content'), dir, { recursive: true })
  addTowns(dir, count)
  return dir
}
