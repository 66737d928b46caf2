// The product gives years of experience (20, 25, 30+) without saying whose: never « each » craftsman's.
import { claimRule, S, A, W, E } from '../claim.js'

export const rule = claimRule({
  id: 'each-craftsman',
  name: 'each craftsman',
  pattern: new RegExp(
    [
      `${W}chacun${S}+de${S}+nos${S}+(?:\\p{L}+${S}+)?(?:artisans|restaurateurs|experts|ouvriers)${E}`,
      `${W}(?:tous${S}+)?nos${S}+(?:maîtres${S}+)?(?:artisans|restaurateurs)${S}+(?:comptent|ont|totalisent|possèdent|affichent)${S}+(?:chacun${S}+|tous${S}+)?plus${S}+de${E}`,
      `${W}ans${S}+(?:d${A}expérience|de${S}+métier|de${S}+pratique)${S}+chacun${E}`,
      `${W}plus${S}+de${S}+\\d+${S}+ans${S}+de${S}+(?:pratique|métier)${S}+chacun${E}`,
      `${W}(?:pratique|métier)${S}+chacun${E}`,
      `${W}(?:chacun|tous)${S}+(?:compte|comptent|a|ont|possède|possèdent|totalise|totalisent)${S}+plus${S}+de${E}`,
    ].join('|'),
    'iu',
  ),
  why: 'site.json → claims.experience gives the years without saying whose: no « chacun de nos artisans », no « nos artisans comptent plus de… »',
  reason: 'les années d’expérience de « Chiffres et promesses » ne disent pas qu’elles sont celles de chaque artisan',
  fixtures: { rejected: 'Plus de 30 ans d’expérience pour chacun de nos artisans', accepted: 'Plus de 30 ans d’expérience' },
})
