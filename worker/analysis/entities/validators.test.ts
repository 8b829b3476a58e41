import { describe, expect, it } from "vitest";
import { findCnjNumbers, findCnpjs, findCpfs, findEins, findOabs, findSsns } from "./identifiers.ts";
import { isValidCnj, isValidCnpj, isValidCpf, isValidEin, isValidOab, isValidSsn, maskSsn } from "./validators.ts";

describe("CPF validator", () => {
  it("accepts the ENTITIES.md sample 529.982.247-25 with or without punctuation", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("52998224725")).toBe(true);
  });
  it("rejects a wrong check digit, all-equal digits and the wrong length", () => {
    expect(isValidCpf("529.982.247-26")).toBe(false);
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isValidCpf("529.982.247-2")).toBe(false);
  });
});

describe("CNPJ validator", () => {
  it("accepts the numeric sample 11.222.333/0001-81", () => {
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
  });
  it("accepts the alphanumeric sample 12.ABC.345/01DE-35 (from July 2026)", () => {
    expect(isValidCnpj("12.ABC.345/01DE-35")).toBe(true);
  });
  it("rejects wrong check digits, repeated digits and letters in the check digits", () => {
    expect(isValidCnpj("11.222.333/0001-82")).toBe(false);
    expect(isValidCnpj("12.ABC.345/01DE-36")).toBe(false);
    expect(isValidCnpj("00.000.000/0000-00")).toBe(false);
    expect(isValidCnpj("12.ABC.345/01DE-3A")).toBe(false);
  });
});

describe("CNJ process number validator", () => {
  it("accepts the sample 0058967-77.2016.8.19.0000 (mod 97 == 1)", () => {
    expect(isValidCnj("0058967-77.2016.8.19.0000")).toBe(true);
  });
  it("rejects a changed check pair or a changed digit", () => {
    expect(isValidCnj("0058967-78.2016.8.19.0000")).toBe(false);
    expect(isValidCnj("0058968-77.2016.8.19.0000")).toBe(false);
  });
  it("rejects a judicial segment of 0", () => {
    expect(isValidCnj("0000000-00.0000.0.00.0000")).toBe(false);
  });
});

describe("OAB validator", () => {
  it("accepts a known section and a number of up to six digits", () => {
    expect(isValidOab("SP", "123.456")).toBe(true);
    expect(isValidOab("rj", "98765")).toBe(true);
  });
  it("rejects an unknown section, a seven-digit number and zero", () => {
    expect(isValidOab("XX", "123456")).toBe(false);
    expect(isValidOab("SP", "1234567")).toBe(false);
    expect(isValidOab("SP", "0")).toBe(false);
  });
});

describe("EIN and SSN validators", () => {
  it("accepts an EIN with an assigned IRS prefix and rejects unassigned prefixes", () => {
    expect(isValidEin("12-3456789")).toBe(true);
    expect(isValidEin("07-3456789")).toBe(false);
    expect(isValidEin("89-3456789")).toBe(false);
  });
  it("accepts a well-formed SSN and rejects area 000, 666, 9xx, group 00 and serial 0000", () => {
    expect(isValidSsn("123-45-6789")).toBe(true);
    for (const bad of ["000-45-6789", "666-45-6789", "912-45-6789", "123-00-6789", "123-45-0000"]) {
      expect(isValidSsn(bad)).toBe(false);
    }
  });
  it("masks all but the last four SSN digits", () => {
    expect(maskSsn("123-45-6789")).toBe("***-**-6789");
  });
});

describe("identifier finders", () => {
  it("report only identifiers whose check digits hold", () => {
    const text = "CPF 529.982.247-25 e CPF 529.982.247-26; CNPJ 11.222.333/0001-81 e 11.222.333/0001-82.";
    expect(findCpfs(text).map((e) => e.value)).toEqual(["529.982.247-25"]);
    expect(findCnpjs(text).map((e) => e.value)).toEqual(["11.222.333/0001-81"]);
  });
  it("finds a labelled unpunctuated CPF at its own offsets", () => {
    const text = "inscrito no CPF nº 52998224725, residente";
    const [cpf] = findCpfs(text);
    expect(cpf?.value).toBe("52998224725");
    expect(text.slice(cpf?.start, cpf?.end)).toBe("52998224725");
  });
  it("finds CNJ numbers and normalises them to digits", () => {
    const [n] = findCnjNumbers("Processo nº 0058967-77.2016.8.19.0000 e 0058967-78.2016.8.19.0000");
    expect(n?.normalized).toBe("00589677720168190000");
  });
  it("keeps a CNJ-shaped number whose check digits fail, with a lower confidence", () => {
    const [good, bad] = findCnjNumbers("0058967-77.2016.8.19.0000 e 0058967-78.2016.8.19.0000");
    expect(good?.confidence).toBe(0.99);
    expect(bad?.value).toBe("0058967-78.2016.8.19.0000");
    expect(bad?.confidence).toBeLessThan(0.99);
  });
  it("does not read a number with judiciary segment 0 or an implausible year as a CNJ number", () => {
    expect(findCnjNumbers("0058967-77.2016.0.19.0000 e 0058967-77.1816.8.19.0000")).toHaveLength(0);
  });
  it("finds OAB registrations in the three written forms", () => {
    const found = findOabs("advogados OAB/SP 123.456, OAB-RJ nº 98765 e OAB 654321/MG").map((e) => e.normalized);
    expect(found).toEqual(["SP123456", "RJ98765", "MG654321"]);
  });
  it("finds a labelled EIN with high confidence and masks SSNs", () => {
    const [ein] = findEins("Employer Identification Number: 12-3456789");
    expect(ein?.confidence).toBeGreaterThan(0.9);
    const [ssn] = findSsns("SSN 123-45-6789");
    expect(ssn?.value).toBe("***-**-6789");
  });
});
