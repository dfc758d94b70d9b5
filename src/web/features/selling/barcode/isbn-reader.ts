/**
 * Reading a book's barcode from the camera (docs/decisions/092-scanning-a-books-barcode.md). A book's barcode is
 * its ISBN-13 as an EAN-13. The browser's own BarcodeDetector reads it where there is one (Chrome on Android);
 * elsewhere a WebAssembly build of ZXing does, fetched from our own server only when a seller scans.
 */

import { loadCode } from '../../../lib/load-code.ts';

/** What this module needs of a barcode detector: the native one and the WebAssembly one both fit. */
export interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): BarcodeReader;
  getSupportedFormats(): Promise<string[]>;
}

const BOOK_FORMATS = ['ean_13'];

/** A reader for book barcodes: the browser's own when it reads EAN-13, else the WebAssembly one. */
export async function openIsbnReader(): Promise<BarcodeReader> {
  const native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (native && (await native.getSupportedFormats().catch((): string[] => [])).includes('ean_13')) {
    return new native({ formats: BOOK_FORMATS });
  }
  const { openWasmReader } = await loadCode(() => import('./wasm-reader.ts'));
  return openWasmReader(BOOK_FORMATS);
}
