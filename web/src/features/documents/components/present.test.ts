import { describe, expect, it } from "vitest";
import { en } from "../../../i18n/en.ts";
import { pt } from "../../../i18n/pt.ts";
import { findingLabel, topFindings } from "./present.ts";

const f = (type: string, value: string) => ({ type, value, confidence: 0.9 });

describe("key findings on a list item", () => {
  it("shows three different clauses before a second one of the same type", () => {
    const shown = topFindings([f("forum", "a"), f("forum", "b"), f("penalties", "c"), f("confidentiality", "d")]);
    expect(shown.map((x) => x.type)).toEqual(["forum", "penalties", "confidentiality"]);
  });

  it("fills up with repeats when fewer types exist", () => {
    expect(topFindings([f("forum", "a"), f("forum", "b")]).map((x) => x.value)).toEqual(["a", "b"]);
  });

  it("names finding types in the UI language, humanising unknown ones", () => {
    expect(findingLabel("termination_for_convenience", pt.values.findingType)).toBe("Rescisão imotivada");
    expect(findingLabel("forum", en.values.findingType)).toBe("Forum");
    expect(findingLabel("some_new_type", pt.values.findingType)).toBe("some new type");
  });
});
