export { Switch } from './switch.tsx';
export { SwitchList, type SwitchListItem, type SwitchListProps } from './switch-list.tsx';
