// The buy-back guarantee is site.json's words; its terms are for the workshop to give, and no refund is promised.
import { claimRule, S, W } from '../claim.js'

export const rule = claimRule({
  id: 'refund',
  name: 'refund',
  pattern: new RegExp(`${W}(?:rembours\\p{L}*|restitu\\p{L}*${S}+(?:le|du)${S}+prix)`, 'iu'),
  why: 'the business (docs/PRODUCT.md) gives a 30-day buy-back guarantee (claims.buyBack), not a refund; its conditions are the workshop’s to confirm (site.json → terms)',
  reason:
    'la garantie de rachat est celle de « Chiffres et promesses », ce n’est pas un remboursement, et ses conditions sont à confirmer par l’atelier',
  fixtures: { rejected: 'Nous vous remboursons le prix payé', accepted: 'Une garantie de rachat' },
})
