export { PremiumOffer, type PremiumOfferProps, premiumOfferLabels } from './premium-offer.tsx';
