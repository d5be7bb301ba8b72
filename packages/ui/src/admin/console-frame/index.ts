export {
  ConsoleFrame,
  type ConsoleFrameProps,
  ConsoleNav,
  type ConsoleNavGroup,
  type ConsoleNavProps,
  consoleNavGroups,
  queueCounts,
} from './console-frame.tsx';
