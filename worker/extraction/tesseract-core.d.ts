// tesseract.js-core ships no types. The factory is Emscripten's MODULARIZE output; ocr.ts describes the part it uses.
declare module "tesseract.js-core/tesseract-core-simd-lstm.js" {
  const createTesseractCore: (options: object) => Promise<unknown>;
  export default createTesseractCore;
}
