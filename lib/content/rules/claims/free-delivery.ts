// The product (docs/PRODUCT.md): free home pick-up, delivery after cleaning; the delivery is never said to be free.
import { claimRule, S, upTo, W, E } from '../claim.js'

export const rule = claimRule({
  id: 'free-delivery',
  name: 'free delivery',
  pattern: new RegExp(
    [
      `${W}(?:enlèvements?|collectes?|ramassages?|retraits?)${S}+(?:et|&)${S}+(?:de${S}+)?(?:la${S}+)?(?:re)?livraisons?${S}+${upTo(3)}(?:gratuit|offert)`,
      `${W}(?:livraisons?|retours?)${S}+${upTo(3)}(?:gratuite?s?|offerte?s?)${E}`,
      `${W}(?:livr|rapport|ramen|rapatri|retourn|desservi)\\p{L}*${S}+${upTo(3)}(?:gratuitement|sans${S}+frais|à${S}+nos${S}+frais)`,
      `${W}gratuitement${S}+${upTo(2)}(?:livr|rapport|ramen)\\p{L}*`,
    ].join('|'),
    'iu',
  ),
  why: 'site.json makes the pick-up free (claims.freePickup), not the delivery: write « enlèvement à domicile gratuit » and « livraison après nettoyage »',
  reason: 'l’enlèvement à domicile est gratuit, la livraison après nettoyage n’est pas annoncée comme gratuite',
  fixtures: { rejected: 'Livraison offerte', accepted: 'Enlèvement à domicile gratuit, livraison après nettoyage' },
})
