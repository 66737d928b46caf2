// Undertakings the product does not give (the services and claims of site.json only).
import { claimRule, S, W, E } from '../claim.js'

export const rule = claimRule({
  id: 'undertaking-not-given',
  name: 'undertaking not given',
  pattern: new RegExp(
    [
      `${W}recherches?${S}+(?:sur${S}+mesure|personnalisées?)${E}`,
      `${W}(?:origine|provenance)${S}+et${S}+(?:époque|âge|date)${S}+(?:indiquée?s|garantie?s|certifiée?s|précisée?s)${E}`,
      `${W}strictement${S}+confidentiel`,
      `${W}jamais${S}+(?:en${S}+)?machines?${E}`,
      `${W}(?:tunnels?|chaînes?)${S}+de${S}+lavage${E}`,
    ].join('|'),
    'iu',
  ),
  why: 'the business (docs/PRODUCT.md) lists the services and claims of site.json: no made-to-measure search, certified origin, confidentiality pledge or washing method it does not state',
  reason:
    'l’atelier ne s’engage que sur ses services et sur « Chiffres et promesses » : ni recherche sur mesure, ni origine certifiée, ni promesse de confidentialité, ni méthode de lavage qu’il n’annonce pas',
  fixtures: { rejected: 'Une recherche sur mesure', accepted: 'Une expertise gratuite' },
})
