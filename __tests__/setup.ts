import '@testing-library/jest-dom';
import { deserialize, serialize } from 'node:v8';

// jsdom's window lacks structuredClone, which Node and browsers have: the Markdown pipeline
// copies a parsed tree with it before rendering, also in the component tests that render code.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

// jsdom has <dialog> but not its methods: enough of them for a component that opens one as a
// modal. A real browser's focus trap, inert page and Escape are the browser tests' to check.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
