import { claimRule, S, A, W, E } from '../claim.js'

export const rule = claimRule({
  id: 'round-the-clock',
  name: 'round-the-clock',
  pattern: new RegExp(
    [
      // 24/24, 24 h/24, 24h/24h; 7j/7, 7 jours/7
      `\\b24${S}*(?:h${S}*)?/${S}*24(?:${S}*h)?\\b`,
      `\\b7${S}*j(?:ours)?${S}*/${S}*7(?:${S}*j(?:ours)?)?\\b`,
      // 24 heures sur 24, 7 jours sur 7 (numbers in words are figures by then: claim-text.ts)
      `\\b24${S}*(?:h|heures?)?${S}*sur${S}+24\\b`,
      `\\b7${S}*(?:j|jours?)?${S}*sur${S}+7\\b`,
      `\\b7${S}*(?:j|jours)${S}+par${S}+semaine${E}`,
      `\\b365${S}*(?:j|jours)${S}+(?:par|sur)${S}+(?:an|365)${E}`,
      `\\bH24\\b`,
      `${W}(?:jour${S}+et${S}+nuit|nuit${S}+et${S}+jour)${E}`,
      `${W}non${S}*-?${S}*stop${E}`,
      `${W}à${S}+(?:toute${S}+heure|n${A}importe${S}+quelle${S}+heure)${E}`,
    ].join('|'),
    'iu',
  ),
  why: 'site.json promises no round-the-clock service',
  reason: 'l’atelier ne promet pas de service jour et nuit',
  fixtures: {
    rejected: [
      'Intervention 24h/24 et 7j/7',
      'Intervention 24 heures sur 24',
      'Ouvert 7 jours sur 7',
      'Ouvert sept jours sur sept',
      'À votre service jour et nuit',
      'Dépannage H24',
      'Joignable vingt-quatre heures sur vingt-quatre',
    ],
    accepted: 'Intervention sous 48\u00a0h, sur rendez-vous, du lundi au samedi',
  },
})
