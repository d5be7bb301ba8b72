export { GuaranteeBadge, type GuaranteeBadgeProps, guaranteeBadgeVariants } from './guarantee-badge.tsx';
