export { AddressReveal } from './address-reveal.tsx';
