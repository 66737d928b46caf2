// Services the product does not list (restoration, washing, conservation, expertise, buying and selling).
import { claimRule, S, upTo, W, E } from '../claim.js'

export const rule = claimRule({
  id: 'service-not-offered',
  name: 'service not offered',
  pattern: new RegExp(
    [
      // Tapestry work (a town's historic tapestry may still be named).
      `${W}tapis${S}+(?:et|ou)${S}+(?:de${S}+|des${S}+|les${S}+|vos${S}+)?(?:tapisseries?|tentures?)${E}`,
      `${W}(?:vos|nos)${S}+(?:tapisseries?|tentures?)${E}`,
      `${W}(?:restaur|nettoy|lav|répar|entret|conserv)\\p{L}*${S}+${upTo(3)}(?:tapisseries?|tentures?)${E}`,
      `${W}(?:tapisseries?|tentures?)${S}+(?:et${S}+\\p{L}+${S}+)?de${S}+famille`,
      // Insurance claims and insurance cover.
      `${W}sinistres?${E}`,
      `${W}assur(?:ances?|eurs?)${E}`,
      // Authentication, and a valuation called independent by a business that also buys rugs.
      `${W}authenti(?:fi|cit)\\p{L}*`,
      `${W}(?:évaluations?|expertises?|estimations?|avis)${S}+${upTo(1)}indépendante?s?${E}`,
      // Hotels as clients, documentation handed over.
      `${W}(?:pour${S}+les|aux|clients?|clientèle)${S}+(?:\\p{L}+${S}+)?h[ôo]tel(?:s|iers?|lerie)${E}`,
      `${W}(?:entreprises|particuliers|restaurants|collectionneurs|professionnels)${S}*,${S}*(?:des${S}+|les${S}+)?h[ôo]tels${E}`,
      `${W}h[ôo]tels${S}*(?:,|et)${S}*(?:des${S}+|les${S}+)?(?:restaurants|institutions|entreprises|ambassades|administrations|bureaux)${E}`,
      `${W}documentation${S}+(?:\\p{L}+${S}+)?remise${E}`,
    ].join('|'),
    'iu',
  ),
  why: 'the business (docs/PRODUCT.md) lists restoration, washing, conservation, expertise and valuation, buying and selling: no tapestry work, insurance claims or cover, authentication, « independent » valuation, hotel clientele or documentation',
  reason: 'ce service ne fait pas partie de ceux de l’atelier (restauration, lavage, conservation, expertise, achat et vente)',
  fixtures: { rejected: 'Authentification de vos tapis', accepted: 'Restauration et lavage de vos tapis' },
})
