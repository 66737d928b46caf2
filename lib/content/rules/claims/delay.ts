import { claimRule, S, figures } from '../claim.js'

export const rule = claimRule({
  id: 'delay',
  name: 'delay',
  // « à moins de deux heures de Paris » is a distance, not a delay (the numbers in words are figures: claim-text.ts).
  pattern: new RegExp(`\\b(?:sous|en|dans les|(?<!à${S}+)moins de)${S}+(\\d+)${S}*h(?:eures)?\\b`, 'i'),
  allowed: (claims) => figures(claims, Object.keys(claims), /h\b/),
  why: 'delays are those of site.json → claims (quote, intervention, expressWashing)',
  reason: 'les délais sont ceux de « Chiffres et promesses »',
  fixtures: {
    rejected: ['Devis sous 24\u00a0h', 'Devis sous vingt-quatre heures'],
    accepted: 'Devis sous 48\u00a0h, à moins de deux heures de Paris en train',
    claims: { quote: 'Devis gratuit sous 48\u00a0h' },
  },
})
