// @vitest-environment happy-dom
// A console form takes focus when it opens; Escape closes it and focus returns to what opened it.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleForm } from '../../../../../src/admin/components/section-form.tsx';

function Catalogue() {
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        New badge
      </button>
      {isOpen ? (
        <ConsoleForm noun="badge" rowName={null} frame={{ isBusy: false, onCancel: close }} onSubmit={close}>
          <label>
            Name <input name="name" />
          </label>
        </ConsoleForm>
      ) : null}
    </>
  );
}

function open() {
  render(<Catalogue />);
  const opener = screen.getByRole('button', { name: 'New badge' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

afterEach(cleanup);

describe('ConsoleForm focus', () => {
  it('takes focus on its first field and gives it back to its opener on Escape', () => {
    const opener = open();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(document.activeElement).toBe(name);
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back after Cancel too', () => {
    const opener = open();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    fireEvent.click(cancel);
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
