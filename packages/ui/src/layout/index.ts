export * from './app-shell/index.ts';
export * from './auth-layout/index.ts';
export * from './header/index.ts';
export * from './mobile-bottom-bar/index.ts';
export * from './nav/index.ts';
export * from './nav-drawer/index.ts';
export * from './page-title/index.ts';
export * from './sidebar/index.ts';
