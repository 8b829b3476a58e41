import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";

// An English contract is judged by the law and the courts it chooses, not by how many "Inc." and "$" it has.
const contract = (clauses: string[]) =>
  [
    "SUPPLY AGREEMENT",
    "",
    'This Supply Agreement is made as of May 2, 2026 between Harbor Line Foods, Inc., a Delaware corporation ("Buyer"), and Redwood Packaging LLC, a California limited liability company ("Supplier").',
    "",
    "1. Price. Buyer shall pay Supplier USD 250,000.00 within thirty (30) days after each delivery, by wire to Supplier's account in the United States.",
    "",
    ...clauses,
  ].join("\n");

describe("the jurisdiction an English contract chooses", () => {
  it("is Brazil when the contract is subject to Brazilian legislation, though both parties are US companies", () => {
    const text = contract(["2. Governing Law. This Agreement is subject to Brazilian legislation."]);
    expect(analyze(text).jurisdiction).toBe("brazil");
  });

  it("is Brazil when the contract has no choice of law but elects the courts of a Brazilian judicial district", () => {
    const text = contract([
      "2. Forum. The courts of the Judicial District of Goiânia/GO shall have jurisdiction over any dispute arising from this Agreement.",
    ]);
    expect(analyze(text).jurisdiction).toBe("brazil");
  });

  it("is Brazil when the contract elects the courts of a Brazilian city named without its state", () => {
    const text = contract([
      "2. Forum. The parties elect the Courts of the City of Campo Grande, with express waiver of any other, however privileged.",
    ]);
    expect(analyze(text).jurisdiction).toBe("brazil");
  });

  it("stays the United States when the elected city shares its name with a Brazilian one but a US state is named", () => {
    const text = contract([
      "2. Forum. Any dispute shall be heard exclusively by the courts of the City of Aurora, Colorado.",
    ]);
    expect(analyze(text).jurisdiction).toBe("usa");
  });

  it("is the United States when a contract between Brazilian companies chooses the laws of New York", () => {
    const text = [
      "DISTRIBUTION AGREEMENT",
      "",
      'This Agreement is made between Sabor do Cerrado Alimentos Ltda., CNPJ 12.345.678/0001-95 ("Supplier"), and Vale Verde Comércio S/A ("Distributor"), both of São Paulo, Brazil.',
      "",
      "1. Price. Distributor shall pay R$ 80.000,00 a month.",
      "",
      "2. Governing Law. This Agreement shall be governed by the laws of the State of New York.",
    ].join("\n");
    expect(analyze(text).jurisdiction).toBe("usa");
  });
});
