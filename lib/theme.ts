import { STORAGE_KEYS } from './site';

export type Theme = 'light' | 'dark';

/** Event the toggle dispatches so every subscriber re-reads the theme. */
export const THEME_EVENT = 'themechange';

/** Puts a theme on the root element: `data-theme`, the `dark` class and the colour scheme. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

/** The theme currently on the page. */
export function currentTheme(root: HTMLElement = document.documentElement): Theme {
  return root.classList.contains('dark') ? 'dark' : 'light';
}

/**
 * Runs in `<head>` before the first paint: the stored theme, else the system preference,
 * else light. Inline and dependency-free because nothing else has loaded yet.
 */
export const THEME_SCRIPT = `(function(){var t;try{t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)})}catch(e){}
if(t!=="dark"&&t!=="light"){t=window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}
var r=document.documentElement;r.dataset.theme=t;r.classList.toggle("dark",t==="dark");r.style.colorScheme=t})()`;
