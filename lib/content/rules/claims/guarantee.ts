import { claimRule, S, D, figures } from '../claim.js'

export const rule = claimRule({
  id: 'guarantee',
  name: 'guarantee',
  pattern: new RegExp(`garanti(?:e|es|s)?${S}+(?:de${S}+|pendant${S}+)?(\\d+)${S}+ans|${D}(\\d+)${S}+ans${S}+de${S}+garantie`, 'i'),
  allowed: (claims) => figures(claims, ['restorationGuarantee'], /ans/),
  why: 'the guarantee is the one of site.json → claims.restorationGuarantee',
  reason: 'la garantie est celle de « Chiffres et promesses »',
  fixtures: {
    rejected: 'Restauration garantie 10 ans',
    accepted: 'Restauration garantie 5 ans',
    claims: { restorationGuarantee: 'Restauration garantie 5 ans' },
  },
})
