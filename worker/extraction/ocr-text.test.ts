import { describe, expect, it } from "vitest";
import { repairOcrText } from "./ocr-text.ts";

describe("repairs of recognised text", () => {
  it("restores identifiers OCR damaged when their check digits then hold", () => {
    const ocr =
      "FERNANDA LIMA COSTA, CPF 258.369.l47-37, em face de LOJAS CENTRO-OESTE LTDA., CNPJ 44,555.666/OOO1-81, Processo nº 0801122-60. 2024.8.05.0001";
    expect(repairOcrText(ocr)).toBe(
      "FERNANDA LIMA COSTA, CPF 258.369.147-37, em face de LOJAS CENTRO-OESTE LTDA., CNPJ 44.555.666/0001-81, Processo nº 0801122-60.2024.8.05.0001",
    );
  });

  it("never turns a number whose check digits fail into another number", () => {
    // One digit misread as another cannot be told from a mistyped number: it stays as read.
    expect(repairOcrText("CPF 258.369.147-38 e CPF 258.369.l47-38")).toBe("CPF 258.369.147-38 e CPF 258.369.l47-38");
  });

  it("writes the feminine ordinal of a court division that OCR read as masculine", () => {
    expect(repairOcrText("3º VARA FEDERAL DE PORTO ALEGRE e 2o Turma; 3º Juizado Especial")).toBe(
      "3ª VARA FEDERAL DE PORTO ALEGRE e 2ª Turma; 3º Juizado Especial",
    );
    expect(repairOcrText("32º PROMOTORIA DE JUSTIÇA DA COMARCA DE FLORIANÓPOLIS")).toBe(
      "32ª PROMOTORIA DE JUSTIÇA DA COMARCA DE FLORIANÓPOLIS",
    );
  });

  it("reads a spaced hyphen as the dash it stands for, and a caption's 'Vv.' as 'v.'", () => {
    expect(repairOcrText("Mesa: Presidente - Cláudio Ribas Toledo; o sócio-administrador")).toBe(
      "Mesa: Presidente – Cláudio Ribas Toledo; o sócio-administrador",
    );
    expect(repairOcrText("COALITION FOR SAFE STREETS,\nPlaintiffs,\nVv.\nCLEVELAND HOUSING AUTHORITY,")).toBe(
      "COALITION FOR SAFE STREETS,\nPlaintiffs,\nv.\nCLEVELAND HOUSING AUTHORITY,",
    );
  });

  it("reads the section sign OCR took for an 8 or a dollar after a code's abbreviation", () => {
    expect(repairOcrText("under 28 U.S.C. 8 1331 and 42 U.S.C. $ 1983; 29 C.F.R. 88 1630.2; paid $ 800")).toBe(
      "under 28 U.S.C. § 1331 and 42 U.S.C. § 1983; 29 C.F.R. §§ 1630.2; paid $ 800",
    );
  });

  it("reads a division's ordinal whose raised 'ª' OCR took for a 2 run into the number", () => {
    expect(
      repairOcrText("32 VARA FEDERAL DE PORTO ALEGRE; 102 Vara da Fazenda Pública; R$ 1.102 Vara; 12º Juizado"),
    ).toBe("3ª VARA FEDERAL DE PORTO ALEGRE; 10ª Vara da Fazenda Pública; R$ 1.102 Vara; 12º Juizado");
  });

  it("reads the paragraph sign of an article that OCR took for an 8, and the J of CNPJ read as a bracket", () => {
    expect(repairOcrText("art. 85, 8 11, do CPC; art. 8, 3 testemunhas; inscrita no CNP] sob o nº")).toBe(
      "art. 85, § 11, do CPC; art. 8, 3 testemunhas; inscrita no CNPJ sob o nº",
    );
  });
});
