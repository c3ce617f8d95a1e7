/** The type React Router's module script gets while the app's JavaScript is held back: browsers leave it inert. */
export const deferredModuleType = 'text/x-app-module';

/**
 * The held script's id: the boot script finds it by id, at once, where `querySelector` walked the
 * whole document to the script at its end (1-11 ms at `load` on the test machine, decision 0094).
 */
export const deferredModuleId = 'app-module';

/**
 * The global through which the boot script hands the last click on a JavaScript-only button, made
 * before the app's scripts ran, to shell/early-clicks.ts, which clicks it again once hydrated.
 */
export const bootHeldClickKey = '__shopTakeHeldClick';
