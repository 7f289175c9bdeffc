// What the browser tests put on the page's window (through addInitScript or page.evaluate) and
// read back, and the layout-shift entry the DOM library does not describe yet.
declare global {
  interface Window {
    /** Set before a click on a link: still true after it when the link routed client-side. */
    __sameDocument?: boolean;
    /** Set before a reload: undefined after it when the page really reloaded. */
    __beforeReload?: boolean;
    /** How many times `window.print` was called. */
    __printed: number;
    /** The sum of the layout shifts without recent input seen since the page began loading. */
    __shift: number;
    /** The sum of every layout shift seen since the page began loading. */
    __shifts: number;
    /** The theme of the document in the first animation frame. */
    __firstFrameTheme?: string;
    /** What the first animation frame had of the header and main. */
    __firstFrame?: { controls: number | undefined; main: boolean };
  }

  /** A `layout-shift` performance entry (Layout Instability API). */
  interface LayoutShift extends PerformanceEntry {
    value: number;
    hadRecentInput: boolean;
  }
}

export {};
