/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { InstallTabs } from '@/components/mdx/InstallTabs';
import type { ComponentData } from '@/lib/mdx/components';
import { parseBody, renderHtml } from '@/lib/mdx/pipeline';
import { STORAGE_KEYS } from '@/lib/site';

const data: ComponentData = {
  webpackVersion: '5.112.2',
  defaultsByMode: () => undefined,
  targetDefaults: () => [],
  exportSince: () => undefined,
  headingMark: () => undefined,
};

/** Two install tab groups as the pipeline renders them. */
const html = renderHtml(
  parseBody(
    '<InstallCommand dev packages="webpack webpack-cli" />\n\n<InstallCommand packages="lodash" />',
    {
      file: 'content/test.mdx',
      lineOffset: 0,
    },
    data,
  ),
);

function mount(): HTMLElement[] {
  document.body.innerHTML = `<main>${html}</main>`;
  render(<InstallTabs />);
  return screen.getAllByRole('tablist');
}

/** The command a group shows: its one visible panel's code. */
const shown = (group: HTMLElement) => {
  const panels = [...group.parentElement!.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter(
    (panel) => !panel.hidden,
  );
  return panels.map((panel) => panel.querySelector('pre')?.textContent);
};

describe('InstallTabs', () => {
  afterEach(() => {
    window.localStorage.clear();
    jest.restoreAllMocks();
  });

  it('is a tab list per command, npm selected, each tab naming its panel', () => {
    const [group] = mount();
    const tabs = within(group!).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['npm', 'yarn', 'pnpm']);
    expect(group).toHaveAccessibleName('Package manager');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = document.getElementById(tabs[0]!.getAttribute('aria-controls')!);
    expect(panel).toHaveAttribute('role', 'tabpanel');
    expect(panel).toHaveAccessibleName('npm');
    expect(shown(group!)).toEqual(['npm install --save-dev webpack webpack-cli']);
  });

  it('switches every group on a click and remembers the choice', () => {
    const [first, second] = mount();
    fireEvent.click(within(first!).getByRole('tab', { name: 'yarn' }));
    expect(shown(first!)).toEqual(['yarn add --dev webpack webpack-cli']);
    expect(shown(second!)).toEqual(['yarn add lodash']);
    expect(within(second!).getByRole('tab', { name: 'yarn' })).toHaveAttribute('aria-selected', 'true');
    expect(window.localStorage.getItem(STORAGE_KEYS.packageManager)).toBe('yarn');
  });

  it('moves with the arrow keys, wrapping, and with Home and End, focus following the choice', () => {
    const [group] = mount();
    const tab = (name: string) => within(group!).getByRole('tab', { name });
    tab('npm').focus();
    fireEvent.keyDown(tab('npm'), { key: 'ArrowLeft' });
    expect(tab('pnpm')).toHaveFocus();
    expect(shown(group!)).toEqual(['pnpm add --save-dev webpack webpack-cli']);
    fireEvent.keyDown(tab('pnpm'), { key: 'ArrowRight' });
    expect(tab('npm')).toHaveFocus();
    fireEvent.keyDown(tab('npm'), { key: 'End' });
    expect(tab('pnpm')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('pnpm'), { key: 'Home' });
    expect(tab('npm')).toHaveFocus();
    expect(tab('npm')).toHaveAttribute('tabindex', '0');
    expect(tab('pnpm')).toHaveAttribute('tabindex', '-1');
  });

  it('leaves other keys alone', () => {
    const [group] = mount();
    const npm = within(group!).getByRole('tab', { name: 'npm' });
    expect(fireEvent.keyDown(npm, { key: 'ArrowDown' })).toBe(true);
    expect(npm).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the stored choice at load, and in a body that arrives later', async () => {
    window.localStorage.setItem(STORAGE_KEYS.packageManager, 'pnpm');
    const [group] = mount();
    expect(shown(group!)).toEqual(['pnpm add --save-dev webpack webpack-cli']);
    const later = document.createElement('div');
    later.innerHTML = html;
    await act(async () => {
      document.querySelector('main')!.append(later);
      await Promise.resolve();
    });
    expect(within(later).getAllByRole('tab', { name: 'pnpm' })[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('ignores a stored value it does not know, and still switches when storage fails', () => {
    window.localStorage.setItem(STORAGE_KEYS.packageManager, 'bun');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const [group] = mount();
    expect(shown(group!)).toEqual(['npm install --save-dev webpack webpack-cli']);
    fireEvent.click(within(group!).getByRole('tab', { name: 'pnpm' }));
    expect(shown(group!)).toEqual(['pnpm add --save-dev webpack webpack-cli']);
  });
});
