import { claimRule, S } from '../claim.js'

export const rule = claimRule({
  id: 'round-the-clock',
  name: 'round-the-clock',
  pattern: new RegExp(`\\b24${S}*(?:h${S}*)?/${S}*24\\b|\\b7${S}*j(?:ours)?${S}*/${S}*7\\b`, 'i'),
  why: 'site.json promises no round-the-clock service',
  reason: 'l’atelier ne promet pas de service jour et nuit',
  fixtures: { rejected: 'Intervention 24h/24 et 7j/7', accepted: 'Intervention sous 48\u00a0h, sur rendez-vous' },
})
