import { claimRule, SENTENCE } from '../claim.js'

export const rule = claimRule({
  id: 'free-document',
  name: 'free document',
  pattern: new RegExp(
    `\\b(?:certificat|attestation|rapport)s?\\b[^.!?]{0,${SENTENCE}}?\\bgratuit|\\bgratuit[^.!?]{0,${SENTENCE}}?\\b(?:certificat|attestation|rapport)s?\\b`,
    'i',
  ),
  why: 'site.json makes the expertise free, not a written certificate or report: name the document in a sentence without « gratuit »',
  reason: 'l’expertise est gratuite, pas un certificat ou un rapport écrit',
  fixtures: { rejected: 'Expertise et certificat gratuits', accepted: 'Expertise gratuite. Un certificat sur demande.' },
})
