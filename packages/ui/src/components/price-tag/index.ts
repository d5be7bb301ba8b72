export { PriceTag, type PriceTagProps, priceTagVariants } from './price-tag.tsx';
