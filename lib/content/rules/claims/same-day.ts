import { claimRule, A } from '../claim.js'

export const rule = claimRule({
  id: 'same-day',
  name: 'same day',
  pattern: new RegExp(`\\ble jour même\\b|\\bdans la journée\\b|\\bdans l${A}heure\\b`, 'i'),
  why: 'site.json promises an intervention within 48 h, never on the same day',
  reason: 'l’atelier intervient sous 48\u00a0h, jamais le jour même',
  fixtures: { rejected: 'Enlèvement le jour même', accepted: 'Enlèvement sur rendez-vous' },
})
