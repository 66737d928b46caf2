// The guarantees are site.json's words (restorationGuarantee, buyBack) and their terms in site.json → terms.
import { claimRule, S, A, upTo, W, E } from '../claim.js'

export const rule = claimRule({
  id: 'guarantee-terms',
  name: 'guarantee terms',
  pattern: new RegExp(
    [
      `${W}si${S}+(?:une|la|votre|cette|chaque)${S}+(?:reprise|restauration|réparation|couture|frange)${S}+${upTo(2)}(?:faiblit|lâche|cède|se${S}+défait|bouge|vieillit|s${A}use)`,
      `${W}(?:la|le|les)${S}+(?:refaisons|reprenons|reprendrons|referons|retouchons|remplaçons)${S}+${upTo(2)}(?:si${S}+(?:nécessaire|besoin)|gratuitement|sans${S}+frais|à${S}+nos${S}+frais)`,
      `${W}garanti\\p{L}*[^.!?]{0,80}?${W}(?:refaisons|reprenons|reprendrons|referons|remboursons|remplaçons|échangeons)${E}`,
      `${W}satisfaits?${S}+ou${S}+rembours`,
    ].join('|'),
    'iu',
  ),
  why: 'only the guarantees of site.json → claims, with the terms written in site.json → terms (shown on /mentions-legales): no other undertaking',
  reason: 'les conditions de garantie sont celles écrites dans « Conditions des garanties »',
  fixtures: { rejected: 'Satisfait ou remboursé', accepted: 'La garantie est celle de nos conditions écrites' },
})
