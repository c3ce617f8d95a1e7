/** What the browser needs to report errors. The DSN is public by design. */
export type BrowserErrorSettings = { dsn: string; environment: string };
/** Null where reporting is off (development, CI, no DSN). */
export type BrowserErrorReporting = BrowserErrorSettings | null;
