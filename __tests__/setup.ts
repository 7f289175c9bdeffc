import '@testing-library/jest-dom';

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
