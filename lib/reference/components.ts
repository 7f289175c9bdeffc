// What the pages' MDX components are computed from, for one page: the installed webpack, its
// defaults per mode and per target, the releases of its exports and the since marks of the page's
// headings.
import webpack from 'webpack';
import type { ComponentData } from '../mdx/components';
import { defaultsByMode, targetDefaults } from './mode-defaults';
import { exportRelease, headingMark } from './since';

/** The data of the components on the page at `url`. */
export function componentData(url: string): ComponentData {
  return {
    webpackVersion: webpack.version,
    defaultsByMode,
    targetDefaults,
    exportSince: exportRelease,
    headingMark: (name, depth) => headingMark(url, name, depth),
  };
}
