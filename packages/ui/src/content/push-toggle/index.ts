export { PushToggle, type PushToggleProps, type PushToggleState, pushToggleLabels } from './push-toggle.tsx';
