import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useModalDialog } from './use-modal-dialog';

afterEach(cleanup);

function Dialog({ onClose }: { onClose: () => void }) {
  const dialog = useModalDialog();
  return (
    <dialog ref={dialog} aria-label="Photo">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

describe('useModalDialog', () => {
  it('opens the dialog modal while mounted, and gives focus back to its opener when closed', () => {
    const { getByText, getByRole, queryByRole } = render(<Opener />);
    const opener = getByText('Open');
    opener.focus();
    fireEvent.click(opener);
    const dialog = getByRole('dialog', { hidden: true }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    getByText('Close').focus();
    fireEvent.click(getByText('Close'));
    expect(queryByRole('dialog', { hidden: true })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
