export { AddressReveal, type AddressRevealProps } from './address-reveal.tsx';
