import { describe, expect, it } from "vitest";
import { extractEntities, mergeEntitiesEn } from "../entities/index.ts";
import { refineEntities } from "../entities/refine.ts";
import type { Entity } from "../types.ts";
import { createRecognizer } from "./index.ts";
import { decodeModel, type EncodedModel, MODEL_FORMAT } from "./model-codec.ts";
import modelEnJson from "./model-en.json" with { type: "json" };
import { model } from "./weights.ts";

// Sentences written for these tests; none is in the English training corpus (scripts/ner-en).
const { recognize } = createRecognizer("en");

const found = (text: string, withModel: boolean): string[] =>
  refineEntities(text, extractEntities(text, "en", withModel ? recognize : undefined), "en", false).map(
    (e) => `${e.type}:${e.value}`,
  );

const entity = (type: Entity["type"], value: string, start: number): Entity => ({
  type,
  value,
  confidence: 0.8,
  start,
  end: start + value.length,
});

describe("the English NER model", () => {
  it("decodes from model-en.json with its rows, transitions and temperature", () => {
    const encoded = modelEnJson as EncodedModel;
    expect(encoded.format).toBe(MODEL_FORMAT);
    const decoded = decodeModel(encoded);
    expect(decoded.keys.length).toBeGreaterThan(1000);
    expect(decoded.keys.length).toBeLessThanOrEqual(6000);
    expect(decoded.temperature).toBeGreaterThan(0);
    expect(model("en")).not.toBe(model("pt"));
  });

  it("finds a party the rules miss on either side of a caption's 'v.'", () => {
    // A first name outside the given-name list (persons-given.ts), so that only the model can find this person.
    const text = "Quorra Tenbrook v. Ashgrove Regional Transit Authority";
    expect(found(text, false)).not.toContain("PERSON:Quorra Tenbrook");
    expect(found(text, true)).toContain("PERSON:Quorra Tenbrook");
    expect(found(text, true)).toContain("ORGANIZATION:Ashgrove Regional Transit Authority");
  });

  it("finds a town suing or sued as an organisation the rules miss", () => {
    const text = "Appeal of Quillfeather Land Trust v Town of Millbrook Falls - Decision on Motion";
    expect(found(text, false)).not.toContain("ORGANIZATION:Town of Millbrook Falls");
    expect(found(text, true)).toContain("ORGANIZATION:Town of Millbrook Falls");
  });

  it("gives spans with offsets into the text and confidences between 0 and 1", () => {
    const text = "Tobias Wrenfield, Appellant, vs. Bellmoor Mutual Insurance Association, Respondent.";
    const spans = recognize(text);
    expect(spans.length).toBeGreaterThan(0);
    for (const s of spans) {
      expect(text.slice(s.start, s.end).trim()).toBe(text.slice(s.start, s.end));
      expect(s.confidence).toBeGreaterThan(0);
      expect(s.confidence).toBeLessThanOrEqual(1);
    }
  });
});

describe("mergeEntitiesEn", () => {
  const text = "Plaintiff Ana Lee lives in Camden, New Jersey.\nAna Lee\nSmith Court of Claims";

  it("keeps every rule span and adds a model span only where nothing overlaps it", () => {
    const rules = [entity("PERSON", "Ana Lee", 10)];
    const model = [entity("ORGANIZATION", "Plaintiff Ana Lee", 0), entity("ORGANIZATION", "Court of Claims", 61)];
    const merged = mergeEntitiesEn(text, rules, model).map((e) => `${e.type}:${e.value}`);
    expect(merged).toEqual(["PERSON:Ana Lee", "COURT:Court of Claims"]);
  });

  it("lets a gazetteer place outrank the model and never joins two lines", () => {
    const model = [entity("PERSON", "Camden", 27), entity("PERSON", "Jersey.\nAna Lee", 39)];
    expect(mergeEntitiesEn(text, [], model)).toEqual([]);
  });
});
