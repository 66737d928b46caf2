import { claimRule, S, A, D, figures } from '../claim.js'

export const rule = claimRule({
  id: 'years-of-experience',
  name: 'years of experience',
  pattern: new RegExp(
    `${D}(\\d+)${S}+ans${S}+(?:d${A}expérience|de métier|de savoir-faire)|expérience${S}+de${S}+(?:plus${S}+de${S}+)?(\\d+)${S}+ans|depuis${S}+(?:plus${S}+de${S}+)?(\\d+)${S}+ans`,
    'i',
  ),
  allowed: (claims) => figures(claims, ['experience'], /ans/),
  why: 'the years of experience are those of site.json → claims.experience',
  reason: 'les années d’expérience sont celles de « Chiffres et promesses »',
  fixtures: {
    rejected: 'Un atelier ouvert depuis 120 ans',
    accepted: 'Un atelier ouvert depuis 30 ans',
    claims: { experience: 'Plus de 30 ans d’expérience' },
  },
})
