// The install tabs' state in the page: which package manager each group shows, and the reader's
// choice in local storage. The tabs are static markup from lib/mdx/components.ts.
import { safeStorage } from '@/lib/storage';
import { INSTALL_TABS, PACKAGE_MANAGERS, STORAGE_KEYS, type PackageManager } from '@/lib/site';

const isPackageManager = (value: string | undefined): value is PackageManager =>
  PACKAGE_MANAGERS.some((manager) => manager === value);

/** The package manager the reader chose before, if storage holds one the tabs know. */
export function storedPackageManager(): PackageManager | undefined {
  const stored = safeStorage.get(STORAGE_KEYS.packageManager);
  return isPackageManager(stored) ? stored : undefined;
}

/** Shows `manager`'s tab and panel in every install tab group under `root`, and hides the others. */
export function showPackageManager(root: ParentNode, manager: PackageManager): void {
  for (const group of root.querySelectorAll(`.${INSTALL_TABS.className}`)) {
    for (const tab of group.querySelectorAll<HTMLElement>('[role="tab"]')) {
      const selected = tab.dataset.packageManager === manager;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
    }
    for (const panel of group.querySelectorAll<HTMLElement>('[role="tabpanel"]'))
      panel.hidden = panel.dataset.packageManager !== manager;
  }
}

/** Shows `manager` in every group of the page and remembers it for the next pages. */
export function choosePackageManager(manager: string | undefined): void {
  if (!isPackageManager(manager)) return;
  safeStorage.set(STORAGE_KEYS.packageManager, manager);
  showPackageManager(document, manager);
}
