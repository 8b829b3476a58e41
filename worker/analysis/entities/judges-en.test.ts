import { describe, expect, it } from "vitest";
import { findPersonsByCue } from "./persons-en.ts";

// Judges named by their surname on a panel or with the bench's abbreviation (decision 025, tenth round at merge).
const people = (text: string): string[] => [...new Set(findPersonsByCue(text).map((e) => e.value))];

describe("judges named by their surnames", () => {
  it("reads a panel in any case and layout, without the offices written between the names", () => {
    expect(people("Before\n          WALKER, PARKER, and ESTRADA\n            Appellate Military Judges\n")).toEqual([
      "WALKER",
      "PARKER",
      "ESTRADA",
    ]);
    expect(people("Before: Carney, Chief Justice, and Borghesan, Henderson, Pate, and Oravec, Justices.\n")).toEqual([
      "Carney",
      "Borghesan",
      "Henderson",
      "Pate",
      "Oravec",
    ]);
    expect(people("(By: Leonard, Acting Chief Judge, Wadsworth and McCullen, JJ.)")).toEqual([
      "Leonard",
      "Wadsworth",
      "McCullen",
    ]);
    expect(people("Before\n\n     Gelpí, Thompson, and Aframe,\n           Circuit Judges.\n")).toEqual([
      "Gelpí",
      "Thompson",
      "Aframe",
    ]);
  });

  it("reads a surname with the bench's abbreviation or office, but not the last word of a full name", () => {
    expect(people("WE CONCUR:\nGonzález, C.J.            Madsen, J.            Montoya-Lewis, J.\n")).toEqual([
      "González",
      "Madsen",
      "Montoya-Lewis",
    ]);
    expect(people("Appeal from the Superior Court (Ruoff, J.). Opinion of the Court by Tufte, Justice.")).toEqual([
      "Ruoff",
      "Tufte",
    ]);
    expect(people("     GORDON McCLOUD, J.—The United States Court of Appeals certified the question.")).not.toContain(
      "McCLOUD",
    );
  });
});

describe("a person's generational suffix", () => {
  it("is part of the name the entity list shows", async () => {
    const { analyze } = await import("../analyze.ts");
    const names = analyze(
      "ORDER\n\nThe motion is GRANTED.\n\n/s/ Rossie D. Alston, Jr.\nUnited States District Judge\n\nCounsel: Roger M. Young, Sr., Esq., for the plaintiff.\n",
    )
      .entities.filter((e) => e.type === "PERSON")
      .map((e) => e.value);
    expect(names).toContain("Rossie D. Alston, Jr.");
    expect(names).toContain("Roger M. Young, Sr.");
    expect(names).not.toContain("Rossie D. Alston");
  });
});
