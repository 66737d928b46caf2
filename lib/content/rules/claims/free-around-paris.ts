// Free is the pick-up (claims.freePickup, claims.radius); a « free » heading over pick-up and delivery makes both read free.
import { claimRule, S, A, W } from '../claim.js'

export const rule = claimRule({
  id: 'free-around-paris',
  name: 'free around Paris',
  pattern: new RegExp(
    `(?<!(?:enlèvement|ramassage|collecte)(?:${S}+à${S}+domicile)?(?:${S}|[:,])+)${W}gratuite?${S}+(?:autour${S}+de|dans${S}+un${S}+rayon|jusqu${A}à${S}+\\d)`,
    'iu',
  ),
  why: 'only the pick-up is free within 50 km (claims.radius): say « Enlèvement gratuit autour de Paris », never « Gratuit autour de Paris »',
  reason:
    'seul l’enlèvement à domicile est gratuit dans le rayon annoncé : écrivez « Enlèvement gratuit autour de Paris », jamais « Gratuit autour de Paris »',
  fixtures: { rejected: 'Gratuit autour de Paris', accepted: 'Enlèvement gratuit autour de Paris' },
})
