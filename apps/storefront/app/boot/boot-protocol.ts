/** The type React Router's module script gets while the app's JavaScript is held back: browsers leave it inert. */
export const deferredModuleType = 'text/x-app-module';

/**
 * The global through which the boot script hands the last click on a JavaScript-only button, made
 * before the app's scripts ran, to shell/early-clicks.ts, which clicks it again once hydrated.
 */
export const bootHeldClickKey = '__shopTakeHeldClick';
