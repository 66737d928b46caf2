import { claimRule, S, A, D, figures } from '../claim.js'

export const rule = claimRule({
  id: 'years-of-experience',
  name: 'years of experience',
  pattern: new RegExp(
    [
      `${D}(\\d+)${S}+ans${S}+(?:d${A}expérience|de${S}+métier|de${S}+savoir-faire)`,
      `expérience${S}+de${S}+(?:plus${S}+de${S}+)?(\\d+)${S}+ans`,
      `depuis${S}+(?:plus${S}+de${S}+)?(\\d+)${S}+ans`,
      // A century: no figure, never site.json's.
      `(?<![\\p{L}\\d])(?:un|plus${S}+d${A}un|près${S}+d${A}un)${S}+siècles?${S}+(?:d${A}expérience|de${S}+métier|de${S}+savoir-faire)`,
      `depuis${S}+(?:un|plus${S}+d${A}un|près${S}+d${A}un)${S}+siècle`,
    ].join('|'),
    'iu',
  ),
  allowed: (claims) => figures(claims, ['experience'], /ans/),
  why: 'the years of experience are those of site.json → claims.experience',
  reason: 'les années d’expérience sont celles de « Chiffres et promesses »',
  fixtures: {
    rejected: ['Un atelier ouvert depuis 120 ans', 'Plus de cent ans d’expérience', 'Un siècle de savoir-faire'],
    accepted: 'Un atelier ouvert depuis 30 ans',
    claims: { experience: 'Plus de 30 ans d’expérience' },
  },
})
