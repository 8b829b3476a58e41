import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixture } from "../test/repo-files.ts";
import { damagedCopies } from "./fixtures/damaged.ts";
import { readImageInfo } from "./image-info.ts";
import { jpegToGrey } from "./jpeg-grey.ts";

// scan-en.jpg: a baseline colour JPEG, 2486×650, luminance sampled 2×2 (4:2:0), 300 dpi.

/** The segments before the scan: marker → body. */
function segments(jpeg: Uint8Array): { marker: number; body: Uint8Array }[] {
  const out: { marker: number; body: Uint8Array }[] = [];
  for (let at = 2; at + 4 <= jpeg.length; ) {
    const marker = jpeg[at + 1] ?? 0;
    const length = ((jpeg[at + 2] ?? 0) << 8) | (jpeg[at + 3] ?? 0);
    out.push({ marker, body: jpeg.subarray(at + 4, at + 2 + length) });
    if (marker === 0xda) break;
    at += 2 + length;
  }
  return out;
}

/** `jpeg` with `segment` inserted after SOI. */
function withSegment(jpeg: Uint8Array, marker: number, body: number[]): Uint8Array {
  const segment = [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 255, ...body];
  return Uint8Array.from([0xff, 0xd8, ...segment, ...jpeg.subarray(2)]);
}

describe("a colour JPEG rewritten as its luminance", () => {
  it("becomes a one-component baseline JPEG of the same size, resolution and orientation", async () => {
    // An Exif segment saying the page is stored turned (orientation 6), as phones write it.
    const exif = [
      0x45, 0x78, 0x69, 0x66, 0, 0, 0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0, 0,
      0, 0, 0,
    ];
    const colour = withSegment(await fixture("scan-en.jpg"), 0xe1, exif);
    const grey = jpegToGrey(colour);
    expect(grey).not.toBeNull();
    const frame = segments(grey as Uint8Array).find((s) => s.marker === 0xc0)?.body;
    // Precision 8, 650 rows, 2486 columns, one component sampled 1×1.
    expect([...(frame ?? [])].slice(0, 6)).toEqual([8, 650 >> 8, 650 & 255, 2486 >> 8, 2486 & 255, 1]);
    expect(frame?.[7]).toBe(0x11);
    expect(readImageInfo(grey as Uint8Array, "jpeg")).toEqual({ width: 2486, height: 650, orientation: 6 });
    const jfif = segments(grey as Uint8Array).find((s) => s.marker === 0xe0)?.body;
    expect(String.fromCharCode(...(jfif ?? new Uint8Array(0)).subarray(0, 4))).toBe("JFIF");
    // The colour blocks are gone: smaller than the original, never larger.
    expect((grey as Uint8Array).length).toBeLessThan(colour.length);
    expect(grey?.at(-2)).toBe(0xff);
    expect(grey?.at(-1)).toBe(0xd9);
  });

  it("leaves progressive, grey, RGB-coded and damaged JPEGs as they are", async () => {
    const colour = await fixture("scan-en.jpg");
    const progressive = colour.slice();
    for (let at = 2; ; ) {
      if (colour[at + 1] === 0xc0) {
        progressive[at + 1] = 0xc2;
        break;
      }
      at += 2 + (((colour[at + 2] ?? 0) << 8) | (colour[at + 3] ?? 0));
    }
    expect(jpegToGrey(progressive)).toBeNull();
    expect(jpegToGrey(jpegToGrey(colour) as Uint8Array)).toBeNull();
    // An Adobe segment with transform 0: the three channels are R, G and B, not luminance and colour.
    const adobe = [0x41, 0x64, 0x6f, 0x62, 0x65, 0, 100, 0, 0, 0, 0, 0];
    expect(jpegToGrey(withSegment(colour, 0xee, adobe))).toBeNull();
    expect(jpegToGrey(colour.subarray(0, Math.floor(colour.length / 2)))).toBeNull();
    expect(jpegToGrey(new TextEncoder().encode("not a jpeg"))).toBeNull();
  });

  it("never throws on an upload whose bytes were damaged anywhere: it gives a whole JPEG or leaves the file as it is", async () => {
    const colour = await fixture("scan-en.jpg");
    fc.assert(
      fc.property(damagedCopies(colour, 4, 8), (damaged) => {
        const grey = jpegToGrey(damaged);
        if (grey === null) return;
        expect([grey[0], grey[1], grey.at(-2), grey.at(-1)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
      }),
      { numRuns: 40 },
    );
  });
});
