import { claimRule, S, figures } from '../claim.js'

export const rule = claimRule({
  id: 'delay',
  name: 'delay',
  pattern: new RegExp(`\\b(?:sous|en|dans les|moins de)${S}+(\\d+)${S}*h(?:eures)?\\b`, 'i'),
  allowed: (claims) => figures(claims, Object.keys(claims), /h\b/),
  why: 'delays are those of site.json → claims (quote, intervention, expressWashing)',
  reason: 'les délais sont ceux de « Chiffres et promesses »',
  fixtures: { rejected: 'Devis sous 24\u00a0h', accepted: 'Devis sous 48\u00a0h', claims: { quote: 'Devis gratuit sous 48\u00a0h' } },
})
