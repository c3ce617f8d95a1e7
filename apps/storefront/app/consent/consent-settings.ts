/** What the page tells the browser about consent; the same for every visitor (cached pages). */
export type ConsentSettings = {
  /** The tag manager's script URL, or null when none is configured (then none is loaded). */
  tagManagerUrl: string | null;
};
