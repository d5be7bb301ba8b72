export { ImageLinks, type ImageLinksProps } from './image-links.tsx';
