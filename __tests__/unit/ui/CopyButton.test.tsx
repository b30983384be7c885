import * as React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopyButton } from '../../../src/ui/CopyButton';
import { COPY_FEEDBACK_MS } from '../../../src/ui/useClipboardCopy';

describe('CopyButton', () => {
  const writeText = jest.fn<Promise<void>, [string]>();

  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  it('copies the text and announces it', async () => {
    render(<CopyButton text="curl --request GET" />);
    const button = screen.getByRole('button', { name: 'Copy code to clipboard' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith('curl --request GET');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('appears once mounted (the server HTML has none: serverRendering.test.tsx)', () => {
    render(<CopyButton text="x" />);
    expect(screen.getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible();
  });

  it('says so when copying fails, and resets after a while', async () => {
    jest.useFakeTimers();
    writeText.mockRejectedValue(new Error('denied'));
    render(<CopyButton text="x" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy code to clipboard' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Copy failed');
    act(() => {
      jest.advanceTimersByTime(COPY_FEEDBACK_MS);
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
    jest.useRealTimers();
  });
});
