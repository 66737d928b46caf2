// Numbers written in words, as figures, for the claim rules (claim-text.ts): « garantis vingt
// ans » is « garantis 20 ans » to a reader, and the figure rules compare figures with
// site.json → claims. French numbers up to the millions: « quatre-vingt-dix-sept »,
// « deux cent cinquante », « vingt et un », « mille neuf cent cinquante ». « un », « une » and
// « neuf » are words of their own (an article, « new »): alone, « un »/« une » stay, and
// « neuf » becomes 9 only before a unit (« neuf ans »).

const VALUES: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  vingt: 20,
  vingts: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  cent: 100,
  cents: 100,
  mille: 1000,
  million: 1_000_000,
  millions: 1_000_000,
}

const NUMBER = Object.keys(VALUES)
  .filter((word) => word !== 'un' && word !== 'une')
  .sort((a, b) => b.length - a.length)
  .join('|')
const SPACE = '[-\\s\\u00a0\\u202f]+'
/** A run of number words, joined by hyphens, spaces or « et »; bounded by non-letters. */
const RUN = new RegExp(`(?<![\\p{L}\\d])(?:${NUMBER})(?:${SPACE}(?:et${SPACE})?(?:${NUMBER}|une?))*(?![\\p{L}\\d])`, 'giu')
/** Whether a text may hold a number word at all: most hold none, and this factored test is a quarter of the run's cost. */
const ANY =
  /(?:d(?:eux|ix|ouze)|tr(?:ois|eize|ente)|qua(?:tre|torze|rante|inze)|cin(?:q|quante)|s(?:ix|ept|eize|oixante)|huit|neuf|onze|vingt|cent|mill)/i
/** What may follow « neuf » for it to be a number. */
const UNIT = /^[\s\u00a0\u202f]+(?:ans?|années?|mois|semaines?|jours?|heures?|h|minutes?|siècles?|générations?|fois|%)(?![\p{L}\d])/iu

/** The value of a run of number words. */
function value(run: string): number {
  let total = 0
  let current = 0
  let previous = ''
  for (const word of run.toLowerCase().split(/[-\s\u00a0\u202f]+/)) {
    if (word === 'et') continue
    const figure = VALUES[word]
    if (figure === 100) current = (current || 1) * 100
    else if (figure >= 1000) {
      total += (current || 1) * figure
      current = 0
    } else if (figure === 20 && previous === 'quatre') current += 80 - 4
    else current += figure
    previous = word
  }
  return total + current
}

/** `text` with each run of number words written as a figure. Linear: one pass of a pattern that cannot backtrack far. */
export function numberWordsAsFigures(text: string): string {
  if (!ANY.test(text)) return text
  return text.replace(RUN, (run: string, offset: number) =>
    run.toLowerCase() === 'neuf' && !UNIT.test(text.slice(offset + run.length, offset + run.length + 30)) ? run : String(value(run)),
  )
}
