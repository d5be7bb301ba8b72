export { FallbackPanel, type FallbackPanelProps, fallbackPanelLabels } from './fallback-panel.tsx';
