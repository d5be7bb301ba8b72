export { BrandMark, type BrandMarkProps } from './brand-mark.tsx';
