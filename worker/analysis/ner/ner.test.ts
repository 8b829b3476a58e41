import { describe, expect, it } from "vitest";
import {
  capsHeading,
  capsHeadingRows,
  capsKeys,
  describeInto,
  describeWord,
  extractFeatures,
  NUM_CAPS_KEYS,
  NUM_FEATURES,
  NUM_LOCAL_FEATURES,
  neighborKeys,
  PAIR_LEFT_KEYS,
  PAIR_RIGHT_KEYS,
  pairKeys,
  SENTENCE_END,
  SENTENCE_START,
  shapeTripleKey,
  WORD_CAPS,
  WORD_FIELDS,
  wordKeys,
} from "./features.ts";
import type { NerSpan, NerType } from "./index.ts";
import { createRecognizer, tokenize } from "./index.ts";

const { recognize } = createRecognizer();

// Sentences written for these tests in the style of Brazilian rulings; none comes from LeNER-Br.
function spans(text: string, type: NerType): string[] {
  return recognize(text)
    .filter((s) => s.type === type)
    .map((s) => text.slice(s.start, s.end));
}

function isTrimmed(text: string, s: NerSpan): boolean {
  const value = text.slice(s.start, s.end);
  return value.length > 0 && value === value.trim() && !/^[,;:.]|[,;:]$/.test(value);
}

describe("tokenize", () => {
  it("keeps statute numbers, abbreviations and CNJ process numbers whole", () => {
    const text = "Nos termos do art. 5º, inciso XXXV, da Lei nº 8.112/1990, no processo 0058967-77.2016.8.19.0000.";
    expect(tokenize(text).map((t) => t.text)).toEqual([
      "Nos",
      "termos",
      "do",
      "art.",
      "5º",
      ",",
      "inciso",
      "XXXV",
      ",",
      "da",
      "Lei",
      "nº",
      "8.112/1990",
      ",",
      "no",
      "processo",
      "0058967-77.2016.8.19.0000",
      ".",
    ]);
  });

  it("reports character offsets that slice back to each token", () => {
    const text = "O Sr. João (OAB/SP 123.456) pagou R$ 1.234,56 à Causa S.A.";
    for (const t of tokenize(text)) expect(text.slice(t.start, t.end)).toBe(t.text);
  });

  it("reproduces pre-tokenized text split by single spaces", () => {
    const tokens = ["art", ".", "178", ",", "II", ",", "do", "CPC", "(", "Lei", "13.105/2015", ")"];
    expect(tokenize(tokens.join(" ")).map((t) => t.text)).toEqual(tokens);
  });
});

describe("recognize", () => {
  it("returns no spans for empty or blank text", () => {
    expect(recognize("")).toEqual([]);
    expect(recognize("   \n\n  ")).toEqual([]);
  });

  it("recognizes a person named as the reporting judge", () => {
    const text = "Relator: Ministro Antonio Carlos Ferreira, julgado pela Quarta Turma.";
    expect(spans(text, "PERSON")).toContain("Antonio Carlos Ferreira");
  });

  it("recognizes a court as an organization", () => {
    const text = "O Superior Tribunal de Justiça negou provimento ao recurso interposto pela empresa.";
    expect(spans(text, "ORGANIZATION")).toContain("Superior Tribunal de Justiça");
  });

  it("recognizes a statute reference with its article", () => {
    const text =
      "A pretensão encontra amparo no art. 186 do Código Civil e na Lei nº 8.078/1990, que rege as relações de consumo.";
    const laws = spans(text, "LAW");
    expect(laws).toContain("Lei nº 8.078/1990");
    expect(laws.some((l) => l.startsWith("art. 186"))).toBe(true);
  });

  it("recognizes a full date", () => {
    const text = "A sessão de julgamento realizou-se em 15 de março de 2024, com a presença de todos os membros.";
    expect(spans(text, "DATE")).toContain("15 de março de 2024");
  });

  it("recognizes a precedent of the Superior Court as case law", () => {
    const text =
      "Nesse sentido, confira-se o REsp 1.708.348/RJ, Rel. Min. Nancy Andrighi, Terceira Turma, julgado em 2019.";
    expect(spans(text, "CASE_LAW").some((c) => c.startsWith("REsp 1.708.348"))).toBe(true);
  });

  it("returns trimmed spans with confidences between 0 and 1", () => {
    const text =
      "EMENTA: APELAÇÃO CÍVEL. Nos termos da Súmula 297 do TST, e do art. 896, § 1º, da CLT, o recurso não merece " +
      "conhecimento. Brasília, 10 de maio de 2016. Ministro Augusto Nardes, Relator.";
    const found = recognize(text);
    expect(found.length).toBeGreaterThan(2);
    for (const s of found) {
      expect(isTrimmed(text, s)).toBe(true);
      expect(s.confidence).toBeGreaterThanOrEqual(0);
      expect(s.confidence).toBeLessThanOrEqual(1);
    }
  });

  it("gives offsets into the original text, whatever the spacing", () => {
    const text = "Intime-se   a\tUnião.\n\nO Tribunal Regional Federal da 4ª Região decidiu em 2019.";
    for (const s of recognize(text)) expect(text.slice(s.start, s.end)).toBe(text.slice(s.start, s.end).trim());
    expect(spans(text, "DATE")).toContain("2019");
  });

  it("handles a 200 KB document quickly", () => {
    const paragraph =
      "Trata-se de recurso especial interposto por Maria da Silva contra acórdão do Tribunal de Justiça do Estado de " +
      "São Paulo, com fundamento no art. 105, III, a, da Constituição Federal, publicado em 12 de junho de 2018. ";
    const text = paragraph.repeat(Math.ceil(200_000 / paragraph.length));
    const started = performance.now();
    const found = recognize(text);
    const elapsed = performance.now() - started;
    expect(found.length).toBeGreaterThan(1000);
    expect(elapsed).toBeLessThan(3000);
  });
});

describe("feature groups", () => {
  // The recognizer scores the regrouped keys (wordKeys, neighborKeys, capsKeys, pairKeys, shapeTripleKey) while
  // the trainer learns from extractFeatures: both must give every token the same keys.
  it("regroup exactly the keys extractFeatures gives each token", () => {
    const sentences = [
      "EMENTA : APELAÇÃO CÍVEL . AÇÃO DE COBRANÇA",
      "Nos termos do art. 5º, inciso XXXV, da Lei nº 8.112/1990, o Sr. João da Silva pagou R$ 1.234,56 em 12/03/2019.",
      "x",
    ];
    for (const s of sentences) {
      const words = tokenize(s).map((t) => t.text);
      const n = words.length;
      const full = extractFeatures(words);
      // Rows: the sentence start, the words, the sentence end.
      const rows = new Int32Array((n + 2) * WORD_FIELDS);
      describeInto(SENTENCE_START, rows, 0);
      for (let i = 0; i < n; i++) describeInto(words[i] as string, rows, (i + 1) * WORD_FIELDS);
      describeInto(SENTENCE_END, rows, (n + 1) * WORD_FIELDS);
      const at = (i: number) => (i < 0 ? 0 : i >= n ? (n + 1) * WORD_FIELDS : (i + 1) * WORD_FIELDS);
      const heading = capsHeadingRows(
        rows,
        Int32Array.from(words, (_, i) => at(i)),
        0,
        n,
      );
      expect(heading).toBe(
        capsHeading(
          words.map((w) => describeWord(w)),
          0,
          n,
        ),
      );
      const caps = (i: number) => rows[at(i) + WORD_CAPS] as number;
      for (let i = 0; i < n; i++) {
        const keys: number[] = [];
        const buf = new Int32Array(16);
        wordKeys(rows, at(i), buf);
        keys.push(...buf.subarray(0, NUM_LOCAL_FEATURES), buf[NUM_LOCAL_FEATURES + heading] as number);
        for (const [d, from, count] of [
          [at(i - 1), 0, 4],
          [at(i - 2), 4, 2],
          [at(i + 1), 6, 4],
          [at(i + 2), 10, 2],
        ] as const) {
          neighborKeys(rows, d, buf);
          keys.push(...buf.subarray(from, from + count));
        }
        capsKeys(heading, i === 0 ? 1 : 0, caps(i - 1), caps(i), caps(i + 1), buf);
        keys.push(...buf.subarray(0, NUM_CAPS_KEYS));
        pairKeys(rows, at(i - 1), at(i), buf);
        keys.push(...buf.subarray(0, PAIR_RIGHT_KEYS));
        pairKeys(rows, at(i), at(i + 1), buf);
        keys.push(...buf.subarray(PAIR_RIGHT_KEYS, PAIR_RIGHT_KEYS + PAIR_LEFT_KEYS));
        keys.push(shapeTripleKey(rows, at(i - 1), at(i), at(i + 1)));
        const expected = Array.from(full.subarray(i * NUM_FEATURES, (i + 1) * NUM_FEATURES));
        // The regrouped keys are int32, extractFeatures' uint32: the same bits.
        expect(keys.map((k) => k >>> 0).sort()).toEqual(expected.sort());
      }
    }
  });
});
