import { claimRule, S, D, figures } from '../claim.js'

export const rule = claimRule({
  id: 'guarantee',
  name: 'guarantee',
  pattern: new RegExp(
    [
      `garanti(?:e|es|s)?${S}+(?:de${S}+|pendant${S}+)?(\\d+)${S}+ans`,
      `${D}(\\d+)${S}+ans${S}+de${S}+garantie`,
      // A guarantee without end: no figure, never site.json's.
      `garanti(?:e|es|s)?${S}+(?:à${S}+vie|à${S}+perpétuité|illimitée?s?|définitive?s?|éternelle?s?|permanente?s?)(?![\\p{L}\\d])`,
    ].join('|'),
    'iu',
  ),
  allowed: (claims) => figures(claims, ['restorationGuarantee'], /ans/),
  why: 'the guarantee is the one of site.json → claims.restorationGuarantee',
  reason: 'la garantie est celle de « Chiffres et promesses »',
  fixtures: {
    rejected: ['Restauration garantie 10 ans', 'Garantie à vie', 'Restaurations garanties vingt ans', 'Garantis vingt ans'],
    accepted: 'Restauration garantie 5 ans',
    claims: { restorationGuarantee: 'Restauration garantie 5 ans' },
  },
})
