// The product offers free expertise without commitment, not a visit: pick-up is what comes to the home.
import { claimRule, S, A, upTo, W, E } from '../claim.js'

export const rule = claimRule({
  id: 'home-visit',
  name: 'home visit',
  pattern: new RegExp(
    [
      `${W}chez${S}+vous${S}+ou${S}+à${S}+l${A}atelier${E}`,
      `${W}à${S}+l${A}atelier${S}+ou${S}+(?:à${S}+domicile|chez${S}+vous)${E}`,
      `${W}à${S}+domicile${S}+ou${S}+à${S}+l${A}atelier${E}`,
      `${W}rendez-vous${S}+(?:à${S}+domicile|chez${S}+vous)${E}`,
      `${W}(?:expertises?|estimations?|évaluations?|diagnostics?)${S}+${upTo(2)}(?:à${S}+domicile|chez${S}+vous)${E}`,
    ].join('|'),
    'iu',
  ),
  why: 'the business (docs/PRODUCT.md) offers a free expertise and a free pick-up at home, never a visit or an expertise at home: « enlèvement à domicile », « expertise gratuite »',
  reason: 'l’expertise est gratuite et l’enlèvement se fait à domicile, mais l’atelier ne propose ni visite ni expertise chez vous',
  fixtures: { rejected: 'Une expertise à domicile sur rendez-vous', accepted: 'Une expertise gratuite et l’enlèvement à domicile' },
})
