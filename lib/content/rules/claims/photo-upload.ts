// The form takes no file: a page asking for photos says how to send them.
import { claimRule, S, A, upTo, W, E } from '../claim.js'

export const rule = claimRule({
  id: 'photo-upload',
  name: 'photo upload',
  pattern: new RegExp(
    `${W}(?:joign|envoy|adress|transmet|transmett|fourn|partag|téléchar|déposez|ajoutez)\\p{L}*${S}+(?:-?nous${S}+)?${upTo(3)}photos?${E}|${W}(?:quelques|des|vos)${S}+photos?${E}|${W}photos?${S}+(?:\\p{L}+${S}+){0,3}?(?:à${S}+l${A}appui|suffisent)`,
    'iu',
  ),
  unless: /e-?mail|courriel|adresse électronique/i,
  why: 'the call-back form takes no file: say how photos are sent (« par e-mail, après notre appel ») in the same text, or drop them',
  reason: 'le formulaire ne reçoit pas de fichiers : dites que les photos s’envoient par e-mail, après l’appel',
  fixtures: { rejected: 'Joignez des photos de votre tapis', accepted: 'Envoyez des photos de votre tapis par e-mail, après notre appel' },
})
