// The product (docs/PRODUCT.md): free home pick-up, delivery after cleaning; the delivery is never said to be free.
import { claimRule, S, A, upTo, W, E } from '../claim.js'

export const rule = claimRule({
  id: 'free-delivery',
  name: 'free delivery',
  pattern: new RegExp(
    [
      `${W}(?:enlèvements?|collectes?|ramassages?|retraits?)${S}+(?:et|&)${S}+(?:de${S}+)?(?:la${S}+)?(?:re)?livraisons?${S}+${upTo(3)}(?:gratuit|offert)`,
      `${W}(?:livraisons?|retours?)${S}+${upTo(3)}(?:gratuite?s?|offerte?s?)${E}`,
      `${W}(?:livr|rapport|ramen|rapatri|retourn|desservi)\\p{L}*${S}+${upTo(3)}(?:gratuitement|sans${S}+frais|à${S}+nos${S}+frais)`,
      `${W}gratuitement${S}+${upTo(2)}(?:livr|rapport|ramen)\\p{L}*`,
      // Livraison incluse, frais de port offerts, sans frais de livraison, transport gratuit
      `${W}(?:livraisons?|retours?)${S}+(?:est${S}+|sont${S}+)?(?:incluse?s?|comprise?s?)${E}`,
      `${W}(?:frais|coûts?)${S}+(?:de${S}+|d${A})(?:port|livraison|transport|retour|expédition|envoi)${S}+${upTo(2)}(?:offerts?|gratuits?|inclus|compris|pris${S}+en${S}+charge|à${S}+notre${S}+charge)${E}`,
      `${W}(?:sans|aucuns?|zéro|0)${S}+frais${S}+(?:de${S}+|d${A})(?:port|livraison|transport|retour|expédition|envoi)${E}`,
      `${W}(?:port|transport|expédition|envoi)s?${S}+(?:offerte?s?|gratuite?s?|inclus(?:e|es)?|compris(?:e|es)?)${E}`,
    ].join('|'),
    'iu',
  ),
  why: 'site.json makes the pick-up free (claims.freePickup), not the delivery: write « enlèvement à domicile gratuit » and « livraison après nettoyage »',
  reason: 'l’enlèvement à domicile est gratuit, la livraison après nettoyage n’est pas annoncée comme gratuite',
  fixtures: {
    rejected: [
      'Livraison offerte',
      'Livraison incluse',
      'Frais de port offerts',
      'Sans frais de livraison',
      'Transport gratuit',
      // Split markup: the inline tag joins the word (shown-text.ts).
      'Liv<strong></strong>raison offerte',
    ],
    accepted: 'Enlèvement à domicile gratuit, livraison après nettoyage',
  },
})
