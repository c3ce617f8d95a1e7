import { bootHeldClickKey } from '../boot/boot-protocol.ts';

/**
 * A popover's button (the phone menu's) opened or closed its popover when it was pressed, script or
 * not: pressing it again would undo that.
 */
function handledByBrowser(button: HTMLButtonElement): boolean {
  return button.hasAttribute('popovertarget') || button.hasAttribute('commandfor');
}

/**
 * Holds the last click on a JavaScript-only button (`type="button"`: the announcement bar's slides, the
 * language menu's button, a menu heading without a page) made before the page is hydrated, and clicks
 * it again once it is. The phone menu needs no help: the browser opens its popover (decision 0079).
 *
 * Hydration starts on the visitor's first interaction (boot/app-boot-script.tsx), once the page
 * language's texts have arrived, and runs as a transition. A click before React listens is lost, and so
 * is one while the hydration has not committed yet: React then tries to hydrate at once, cannot, and
 * drops the click. A tap did nothing, and the visitor had to tap again; on a slow network the texts
 * arrive after `load` (decision 0070: with their chunk held back 4 s, 4 of 4 first taps on the then
 * JavaScript-only menu button were lost). Clicks before this script has run are held by the boot script
 * in the head (decision 0080) and taken over here.
 * Links and form buttons need no help: they navigate or submit without JavaScript, and clicking them
 * again would do it twice.
 */
export function holdEarlyClicks(): { hydrated: () => void } {
  let done = false;
  let pressed: HTMLButtonElement | undefined;
  // A click made before this script ran, held by the boot script in the head (boot/app-boot-script.tsx).
  let held: HTMLButtonElement | undefined = clickHeldByBoot();
  const options = { capture: true, passive: true } as const;
  const press = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    pressed = !done && button?.type === 'button' && !handledByBrowser(button) ? button : undefined;
  };
  // After React's own listener (on the document): if React hydrated at once and handled the click
  // itself, `hydrated` has run by now and the click is not kept.
  const keep = () => {
    if (pressed && !done) held = pressed;
    pressed = undefined;
  };
  document.addEventListener('click', press, options);
  window.addEventListener('click', keep, { passive: true });
  return {
    /** Call when the hydration commits (a layout effect): the held click reaches the button's handler. */
    hydrated() {
      if (done) return;
      done = true;
      document.removeEventListener('click', press, options);
      window.removeEventListener('click', keep);
      const button = held;
      held = undefined;
      if (button?.isConnected && !button.disabled) button.click();
    },
  };
}

/** Takes over the boot script's held click, if any; from now on this module holds them. */
function clickHeldByBoot(): HTMLButtonElement | undefined {
  const take: unknown = Reflect.get(window, bootHeldClickKey);
  const button: unknown = typeof take === 'function' ? take() : undefined;
  return button instanceof HTMLButtonElement ? button : undefined;
}
