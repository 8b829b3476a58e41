// The parts of tesseract.js-core's Emscripten bindings the OCR engine calls (ocr.ts).

export interface TessApi {
  Init(datapath: string, languages: string, oem: number, configFile?: string): number;
  SetVariable(name: string, value: string): boolean;
  SetImage(pointer: number, width: number, height: number, bytesPerPixel: number, bytesPerLine: number): void;
  SetImageFile(exifOrientation: number, angle: number): number;
  /** The image as set (leptonica's Pix), which another recogniser can take without decoding the file again. */
  GetInputImage(): Pix | null;
  SetSourceResolution(dpi: number): void;
  Recognize(monitor: null): number;
  AnalyseLayout(): TessPageIterator | null;
  /** The last recognition's results; iterated like the layout. */
  GetIterator(): TessPageIterator | null;
  SetRectangle(left: number, top: number, width: number, height: number): void;
  GetUTF8Text(): string;
  MeanTextConf(): number;
  Clear(): void;
  End(): void;
}

/** Leptonica's image: `data` is the address of `h` rows of `wpl` 32-bit words, `d` bits a pixel. */
export interface Pix {
  get_w(): number;
  get_h(): number;
  get_d(): number;
  get_wpl(): number;
  get_xres(): number;
  get_data(): number;
  get_colormap(): unknown;
}

/** Tesseract's layout iterator; BoundingBox writes four ints at the given wasm addresses. */
export interface TessPageIterator {
  Begin(): void;
  Next(level: number): boolean;
  BoundingBox(level: number, left: number, top: number, right: number, bottom: number): boolean;
  __destroy__(): void;
}

export interface TessModule {
  TessBaseAPI: new () => TessApi;
  FS: { writeFile(path: string, data: Uint8Array): void; unlink(path: string): void };
  _malloc(size: number): number;
  _free(pointer: number): void;
  /** The wasm address behind a wrapped object (0 for a null pointer, which is still wrapped). */
  getPointer(object: unknown): number;
}

export interface LoadedModule {
  module: TessModule;
  memory: WebAssembly.Memory;
}
