// Results a workshop cannot promise before seeing the rug.
import { claimRule, S, upTo, W, E } from '../claim.js'

export const rule = claimRule({
  id: 'promised-result',
  name: 'promised result',
  pattern: new RegExp(
    [
      `${W}(?:invisibles?|indécelables?|imperceptibles?)${E}`,
      `${W}(?:œil|oeil)${S}+(?:averti|exercé|expert)${S}+ne${S}+(?:repère|voit|distingue|décèle)`,
      `${W}sans${S}+(?:décolorer|ternir|altérer${S}+les${S}+couleurs)${E}`,
      `${W}même${S}+anciennes?${S}*(?:,|${S})${S}*${upTo(3)}(?:traitée?s|enlevée?s|effacée?s|retirée?s)${E}`,
      `${W}comme${S}+neufs?${E}`,
    ].join('|'),
    'iu',
  ),
  why: 'the business (docs/PRODUCT.md) promises the work, not its result: no invisible repair, no stain said to go without a trace',
  reason:
    'l’atelier s’engage sur son travail, pas sur un résultat promis d’avance, comme une reprise invisible ou une tache disparue sans laisser de trace',
  fixtures: { rejected: 'Un retissage invisible', accepted: 'Un retissage soigné' },
})
