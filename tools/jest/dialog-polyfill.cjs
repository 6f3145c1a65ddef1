// jsdom (26) has HTMLDialogElement but neither showModal() nor close(), nor the Escape that closes a modal dialog.
// Enough of them for components on the native <dialog>: open and close set the `open` attribute, and Escape fires
// a cancelable `cancel` at the topmost modal dialog, closing it unless a handler cancels, as browsers do. The page
// behind is not made inert here; the browser specs show that part.
if (typeof window !== 'undefined' && window.HTMLDialogElement && !window.HTMLDialogElement.prototype.showModal) {
  const modals = [];

  const fireClose = (dialog) => setTimeout(() => dialog.dispatchEvent(new window.Event('close')));

  Object.assign(window.HTMLDialogElement.prototype, {
    show() {
      this.setAttribute('open', '');
    },
    showModal() {
      if (!this.isConnected) throw new window.DOMException('The dialog is not in a document.', 'InvalidStateError');
      if (this.open && modals.includes(this)) return;
      if (this.open) throw new window.DOMException('The dialog is already open, not as a modal.', 'InvalidStateError');
      this.setAttribute('open', '');
      modals.push(this);
    },
    close(returnValue) {
      if (!this.open) return;
      this.removeAttribute('open');
      if (returnValue !== undefined) this.returnValue = returnValue;
      const index = modals.indexOf(this);
      if (index !== -1) modals.splice(index, 1);
      fireClose(this);
    },
  });

  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (!top) return;
    if (top.dispatchEvent(new window.Event('cancel', { cancelable: true }))) top.close();
  });
}
