// The lexicon of lib/content/rules/workshop-words.ts entry by entry: each refuses the
// sentence the pages said before issue 36, and lets through the town words that look alike.
import { describe, expect, it } from 'vitest'
import { inScope, workshopWords } from '../../lib/content/rules/workshop-words.js'

const words = (text: string) => workshopWords(text).map(({ word }) => word)

describe('workshop-words', () => {
  it.each([
    ['des laines teintes à l’identique', 'dyed to match'],
    ['des soies lavées à froid', 'cold washing'],
    ['les larves sont éliminées', 'eliminate'],
    ['odeurs neutralisées', 'neutralise'],
    ['rinçage et arrêt des moisissures', 'mould stopped'],
    ['une tache partie sans laisser de trace', 'without a trace'],
    ['la réparation se fond dans le tapis', 'blends in'],
    ['il est déclaré en douane', 'customs'],
    ['nos spécialités', 'specialty'],
    ['un regard de spécialiste', 'specialty'],
    ['chaque tapis est contrôlé', 'every rug'],
    ['un artisan vient chez vous', 'home visit'],
    ['enlèvement à domicile', 'home visit'],
    ['provenance et datation', 'dating and provenance'],
    ['une méthode plus douce que le nettoyage à sec', 'gentler method'],
    ['séchage naturel', 'natural'],
    ['nos tapis d’Aubusson', 'Aubusson or Savonnerie'],
    ['lavé, contrôlé et restauré', 'washed and checked'],
    ['un résultat garanti', 'guaranteed'],
    ['votre tapis est assuré', 'insured'],
    ['un lavage qui ravive les couleurs', 'promised result'],
    ['lavage en sept étapes', 'washing steps retold'],
    ['retissage nœud par nœud', 'knot by knot'],
  ])('« %s » is refused (%s)', (text, word) => {
    expect(words(text)).toContain(word)
  })

  it.each([
    'le musée expose ses collections',
    'la rue de la Teinturerie',
    'la ville, détruite en 1944, fut reconstruite',
    'la liaison est assurée par le TGV',
    'un climat doux et une lumière naturelle',
    'chaque pièce de la maison donne sur le jardin',
    'la manufacture de la Savonnerie, à Chaillot',
    'les spécialités culinaires du Vieux-Nice',
    '{claim:restorationGuarantee} et {claim:freePickup}',
  ])('« %s » passes', (text) => {
    expect(words(text)).toEqual([])
  })

  it('reads towns, the home, services, about and coverage pages, not the legal ones', () => {
    expect(['cities/nice.json', 'home.json', 'services/lavage-tapis.json', 'pages/a-propos.json', 'coverage.json'].every(inScope)).toBe(
      true,
    )
    expect(['pages/mentions-legales.json', 'pages/politique-confidentialite.json', 'site.json', 'ui.json'].some(inScope)).toBe(false)
  })
})
