/** The Mantine theme's CSS variables, written by shell/theme-css.vite.ts. */
declare module 'virtual:mantine-theme.css' {}
