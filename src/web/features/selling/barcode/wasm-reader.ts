import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * ZXing's barcode reader in WebAssembly, for browsers without a BarcodeDetector of their own. Its `.wasm` comes from
 * our own build, not the package's default CDN: the CSP allows no other origin, and a student's data stays with us.
 */
export function openWasmReader(formats: string[]): BarcodeDetector {
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
  });
  return new BarcodeDetector({ formats: formats as ['ean_13'] });
}
