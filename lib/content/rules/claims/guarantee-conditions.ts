// Conditions of a guarantee only the workshop can give: exclusions and steps.
import { claimRule, S, upTo, W, E } from '../claim.js'

export const rule = claimRule({
  id: 'guarantee-conditions',
  name: 'guarantee conditions',
  pattern: new RegExp(
    [
      `${W}ne${S}+couvre${S}+(?:ni|pas)${E}`,
      `${W}usure${S}+normale${E}`,
      `${W}présentez${S}+${upTo(1)}facture${E}`,
      `${W}(?:reprenons|refaisons|réparons|remplaçons)${S}+${upTo(3)}à${S}+nos${S}+frais${E}`,
    ].join('|'),
    'iu',
  ),
  why: 'the conditions of the guarantees are the workshop’s to give: site.json → terms says « à confirmer par l’atelier » until it does',
  reason: 'les conditions des garanties sont à donner par l’atelier ; d’ici là, « Conditions des garanties » dit qu’elles sont à confirmer',
  fixtures: { rejected: 'La garantie ne couvre pas l’usure normale', accepted: 'La garantie est celle de nos conditions' },
})
