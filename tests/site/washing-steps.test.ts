// One process, told one way (issue 36, point 4): the washing steps are written once, in the
// washing service's file, and every built page that names them agrees with it: the figure
// of « N étapes » is the number of steps (and site.json's claim says the same), a page that
// lists the steps lists those titles in that order, and a sentence about the steps names no
// step the process does not have (« époussetage », « séchage naturel »…).
import { describe, expect, it } from 'vitest'
import { all, builtPages, byId, page, readJson, squash, text } from './built-site.js'
import { renderedTexts } from './rendered-text.js'
import { washingProcess } from './washing-process.js'

const FIGURES: Record<string, number> = { trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10 }
const COUNT = /(?<![\p{L}\d])(\d+|trois|quatre|cinq|six|sept|huit|neuf|dix)[\s\u00a0\u202f]+étapes(?![\p{L}])/giu
/** What a sentence may call a washing step: each must be said by the process written once. */
const STEP_WORDS =
  /(?<![\p{L}])(examen|diagnostic|dépoussiérage|époussetage|battage|aspiration|détachage|shampo\p{L}*|bain|rinçage|essorage|séchage(?:[\s\u00a0]+(?:lent|naturel|à[\s\u00a0]+plat|à[\s\u00a0]+l’air))?|brossage|peignage|finitions?|contrôle)(?![\p{L}])/giu

const { file, steps } = washingProcess()
const canonical = steps
  .map((step) => `${step.title} ${step.description}`)
  .join(' ')
  .toLowerCase()
const figureOf = (word: string) => FIGURES[word.toLowerCase()] ?? Number(word)

/** What a block says of the washing steps that the process does not: a wrong count, or a step it does not have. */
export function stepProblems(block: string): string[] {
  const counts = [...block.matchAll(COUNT)]
  if (counts.length === 0) return []
  const problems = counts.filter((m) => figureOf(m[1]) !== steps.length).map((m) => `« ${m[0]} » (the process has ${steps.length} steps)`)
  for (const m of block.matchAll(STEP_WORDS))
    if (!canonical.includes(m[0].toLowerCase())) problems.push(`« ${m[0]} » is not a step of ${file}`)
  return problems
}

describe('the washing steps', () => {
  it(`are written once, in ${file}, and site.json's claim gives their number`, () => {
    const claim = readJson<{ claims: Record<string, string> }>('site.json').claims.washingSteps
    expect([...claim.matchAll(COUNT)].map((m) => figureOf(m[1]))).toEqual([steps.length])
  })

  it('are listed on the home and the washing page with the titles written once, in order', () => {
    for (const [route, id] of [
      ['/', 'lavage'],
      ['/services/lavage-tapis', 'etapes'],
    ]) {
      const section = byId(page(route).doc, id)
      expect(section, `${route} #${id}`).toBeDefined()
      const titles = all(section!, (el) => el.name === 'h3').map((h) => squash(text(h)))
      expect(titles, route).toEqual(steps.map((step) => step.title))
    }
  })

  it('are told the same way on every built page', () => {
    const problems = builtPages().flatMap((p) =>
      renderedTexts(p.doc).flatMap((block) => stepProblems(block).map((problem) => `${p.route}: ${problem} in « ${block.slice(0, 120)} »`)),
    )
    expect(problems).toEqual([])
  })

  it('reads a count and a step the process does not have', () => {
    expect(stepProblems(`Un lavage en ${steps.length} étapes, de l’examen aux finitions.`)).toEqual([])
    expect(stepProblems('Un lavage en cinq étapes.')).toHaveLength(1)
    expect(stepProblems(`Lavage en ${steps.length} étapes, de l’époussetage au séchage naturel.`)).toEqual([
      expect.stringContaining('époussetage'),
      expect.stringContaining('séchage naturel'),
    ])
    expect(stepProblems('Le séchage naturel du linge, sans étape.')).toEqual([])
  })
})
