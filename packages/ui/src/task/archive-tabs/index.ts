export { ArchiveTabs, type ArchiveTabsProps, archiveTabsLabels } from './archive-tabs.tsx';
