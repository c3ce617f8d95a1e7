import { bootStartedByKey } from './boot-protocol.ts';

/**
 * Whether the app's scripts were started by the visitor's interaction (the boot script notes its
 * event, boot/app-boot-script.tsx): false where the page loaded its scripts another way.
 */
export function startedByInteraction(): boolean {
  return typeof Reflect.get(window, bootStartedByKey) === 'string';
}
