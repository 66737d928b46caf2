import { claimRule, S } from '../claim.js'

export const rule = claimRule({
  id: 'our-own-salon',
  name: 'our own salon',
  pattern: new RegExp(`\\bnotre${S}+(?:salon|stand)\\b`, 'i'),
  why: 'salons are dated events of content/salons/, not a stand of ours',
  reason: 'les salons sont des événements datés de la liste « Salons », pas un stand de l’atelier',
  fixtures: { rejected: 'Venez à notre stand du Parc Expo', accepted: 'Retrouvez-nous au salon du Parc Expo' },
})
