// The product (docs/PRODUCT.md): work « by appointment »; no collection rounds, truck or fixed pick-up days.
import { claimRule, S, W, E } from '../claim.js'

export const rule = claimRule({
  id: 'collection-round',
  name: 'collection round',
  pattern: new RegExp(
    `${W}tournées?${E}(?!${S}+(?:vers|sur)${E})|${W}camions?${E}|${W}(?:jours?|dates?)${S}+de${S}+(?:passage|collecte|ramassage)${E}`,
    'iu',
  ),
  why: 'the business (docs/PRODUCT.md) offers pick-up and delivery by appointment (« sur rendez-vous »), never rounds, a truck or fixed collection days',
  reason: 'l’atelier vient chercher les tapis sur rendez-vous, il n’organise pas de tournées',
  fixtures: {
    rejected: 'Réservez votre place dans notre prochaine tournée avec notre camion',
    accepted: 'Nous venons chercher vos tapis sur rendez-vous',
  },
})
