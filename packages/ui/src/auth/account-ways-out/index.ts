export { AccountWaysOut, type AccountWaysOutProps, accountWaysOutLabels } from './account-ways-out.tsx';
