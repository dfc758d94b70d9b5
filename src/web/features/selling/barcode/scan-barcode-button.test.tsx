import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ScanBarcodeButton } from './scan-barcode-button.tsx';

/** A camera whose frames carry `codes`, read by a BarcodeDetector of the browser's own that reads EAN-13. */
function fakeCamera(codes: string[], { denied = false } = {}) {
  const stop = vi.fn();
  const getUserMedia = denied
    ? vi.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'))
    : vi.fn().mockResolvedValue({ getTracks: () => [{ stop }] });
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      static getSupportedFormats = async () => ['ean_13', 'qr_code'];
      detect = async () => codes.map((rawValue) => ({ rawValue }));
    },
  );
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(
    HTMLMediaElement.HAVE_ENOUGH_DATA,
  );
  return { stop, getUserMedia };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('scanning a book’s barcode', () => {
  it('reads the ISBN off the back camera, skipping codes that are no ISBN, and lets the camera go', async () => {
    const camera = fakeCamera(['4006381333931', '9788177091878']);
    mockApi({});
    const onIsbn = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ScanBarcodeButton onIsbn={onIsbn} />, { user: makeUser() });

    await user.click(await screen.findByRole('button', { name: 'Scan the barcode' }));
    await waitFor(() => expect(onIsbn).toHaveBeenCalledWith('9788177091878'));
    expect(camera.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' } });
    expect(onIsbn).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(camera.stop).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the camera cannot be opened, leaving the ISBN to type', async () => {
    fakeCamera([], { denied: true });
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ScanBarcodeButton onIsbn={vi.fn()} />, { user: makeUser() });

    await user.click(await screen.findByRole('button', { name: 'Scan the barcode' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not open the camera — type the ISBN instead.',
    );
  });

  it('is not offered where the browser has no camera', () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    mockApi({});
    renderWithProviders(<ScanBarcodeButton onIsbn={vi.fn()} />, { user: makeUser() });
    expect(screen.queryByRole('button', { name: 'Scan the barcode' })).toBeNull();
  });
});
