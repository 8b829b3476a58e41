import { describe, expect, it } from "vitest";
import { execAll, isSpaceCode } from "./text.ts";

describe("execAll", () => {
  const same = (re: RegExp, text: string) => {
    const expected = [...text.matchAll(re)].map((m) => [m.index, [...m]]);
    expect(execAll(re, text).map((m) => [m.index, [...m]])).toEqual(expected);
  };

  it("lists the matches matchAll lists, empty ones included", () => {
    same(/\b(\d+)\b/g, "art. 5, 10 e 200");
    same(/x*/g, "axxbx");
    same(/(?:)/gu, "a😀b");
    same(/\p{L}*/gu, "😀ab😀");
    same(/z/g, "abc");
  });

  it("leaves the pattern's lastIndex as it was", () => {
    const re = /a/g;
    re.lastIndex = 2;
    same(re, "aaaa");
    expect(execAll(re, "aaaa")).toHaveLength(2);
    expect(re.lastIndex).toBe(2);
  });
});

describe("isSpaceCode", () => {
  it("agrees with /\\s/ on every UTF-16 unit", () => {
    for (let c = 0; c < 0x10000; c++) expect(isSpaceCode(c), c.toString(16)).toBe(/\s/.test(String.fromCharCode(c)));
  });
});
