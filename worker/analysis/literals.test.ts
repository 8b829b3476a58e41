import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";
import { FIXTURES } from "./fixtures/documents.ts";
import { gated, gatedPatterns, LiteralScan, requiredLiterals } from "./literals.ts";

describe("requiredLiterals", () => {
  it("takes one run of plain characters per top-level alternative", () => {
    expect(requiredLiterals(/\bRESOLVED\b|\bit\s+was\s+resolved\b/g)).toEqual(["resolved"]);
    expect(requiredLiterals(/\bcontrato\b|\blocat[áa]rio\b/i)).toEqual(["contrato", "locatário", "locatario"]);
    expect(requiredLiterals(/a\.b\/c|xyz/)).toEqual(["a.b/c", "xyz"]);
  });

  it("looks inside mandatory groups, never optional ones or lookarounds", () => {
    expect(requiredLiterals(/\b(?:julgo|dou\s+(?:parcial\s+)?provimento)\b/i)).toEqual(["julgo", "provimento"]);
    expect(requiredLiterals(/x(?:abc)?de/)).toEqual(["de"]);
    expect(requiredLiterals(/(?=abcd)ef/)).toEqual(["ef"]);
    expect(requiredLiterals(/(?<verb>julgo|nego)\s+x/)).toEqual(["julgo", "nego"]);
  });

  it("drops quantified characters that may be absent and keeps one copy of repeated ones", () => {
    expect(requiredLiterals(/abc?de/)).toEqual(["ab"]);
    expect(requiredLiterals(/ab+cd/)).toEqual(["ab"]);
    expect(requiredLiterals(/xa{0,2}yz/)).toEqual(["yz"]);
  });

  it("takes Latin-1 letters, lower-cased, and expands short classes of literal characters", () => {
    expect(requiredLiterals(/AÇÃO\s+X/)).toEqual(["ação"]);
    expect(requiredLiterals(/ac[óo]rd[ãa]o/i)).toEqual(["acórdão", "acórdao", "acordão", "acordao"]);
    expect(requiredLiterals(/x[a-z]yz|q[^ab]rs/)).toEqual(["yz", "rs"]); // ranges and negations are not expanded
    expect(requiredLiterals(/abc[de]?fg/)).toEqual(["abc"]); // an optional class ends the run
    expect(requiredLiterals(/mÿst/i)).toEqual(["st"]); // ÿ's capital is outside Latin-1
  });

  it("gives up where a match needs no literal, or under Unicode case folding", () => {
    expect(requiredLiterals(/\d{3}\.\d{3}/)).toBeNull();
    expect(requiredLiterals(/abc|\d+/)).toBeNull();
    expect(requiredLiterals(/R\$|\$\d/)).toBeNull(); // "$" alone is too short to gate on
    expect(requiredLiterals(/abc/iu)).toBeNull();
    expect(requiredLiterals(/(a)\1bc/)).toEqual(["bc"]);
  });
});

describe("LiteralScan", () => {
  it("finds literals case-insensitively, across any characters", () => {
    const a = gated(/\bhereinafter\b/i);
    const b = gated(/\bWHEREAS\b/);
    const c = gated(/\bdeliberaram\b/);
    const d = gated(/\bac[óo]rd[ãa]o\b/i);
    const scan = new LiteralScan("O CONTRATO, doravante denominado… Whereas the parties agree");
    expect(scan.mayMatch(a)).toBe(false);
    expect(scan.mayMatch(b)).toBe(true); // "Whereas" contains "whereas": the pattern itself then decides
    expect(scan.mayMatch(c)).toBe(false);
    expect(scan.mayMatch(d)).toBe(false);
    expect(new LiteralScan("ACÓRDÃO nº 5").mayMatch(d)).toBe(true);
    expect(scan.mayMatch(/unregistered/)).toBe(true);
  });

  // The property the engine relies on: a registered pattern that matches a text, or any part of it, is never
  // ruled out by the scan of that text.
  it("never rules out a registered pattern that matches", () => {
    analyze(FIXTURES[0]?.text ?? ""); // loads every rule module, so their patterns are registered
    const patterns = gatedPatterns();
    expect(patterns.length).toBeGreaterThan(100);
    let checked = 0;
    for (const f of FIXTURES) {
      const scan = new LiteralScan(f.text);
      for (const re of patterns) {
        const probe = new RegExp(re.source, re.flags.replace("g", "").replace("y", ""));
        if (!probe.test(f.text)) continue;
        checked++;
        expect(scan.mayMatch(re), `${re} on fixture ${f.name}`).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
