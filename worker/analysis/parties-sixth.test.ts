import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";

// Sixth round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Sixth round (22f)"): the sides of
// Brazilian private instruments by the roles the instruments give them.

const parties = (text: string): string[] => analyze(text).parties.map((p) => `${p.role}: ${p.name}`);

describe("Portuguese instrument parties, sixth round", () => {
  it("reads label lines with the instrument's own roles, a spouse on the same line included", () => {
    const text = [
      "COMPROMISSO DE COMPRA E VENDA DE IMÓVEL",
      "A) PROMITENTE VENDEDORA: CONSTRUTORA MAREJADA LTDA., CNPJ nº 08.319.552/0001-10, com sede em Florianópolis/SC.",
      "B) PROMISSÁRIOS COMPRADORES: GUSTAVO HENRIQUE SCHMITT, brasileiro, engenheiro, e sua esposa PRISCILA BECKER SCHMITT, brasileira, professora.",
      "1. O preço será pago à vista.",
    ].join("\n");
    const found = parties(text);
    expect(found).toContain("vendedor: Construtora Marejada Ltda.");
    expect(found).toContain("comprador: Gustavo Henrique Schmitt");
    expect(found).toContain("comprador: Priscila Becker Schmitt");
  });

  it("reads 'COMODANTE –' and 'COMODATÁRIO –' label lines", () => {
    const text = [
      "CONTRATO DE COMODATO DE IMÓVEL RURAL",
      "COMODANTE – ASSOCIAÇÃO BENEFICENTE SANTA RITA, associação civil sem fins lucrativos, com sede em Crato/CE.",
      "COMODATÁRIO – FRANCISCO DAS CHAGAS SAMPAIO, brasileiro, casado, agricultor.",
      "1. O COMODANTE cede ao COMODATÁRIO, a título de empréstimo gratuito, uma gleba de terras.",
    ].join("\n");
    expect(parties(text)).toEqual(
      expect.arrayContaining([
        "comodante: Associação Beneficente Santa Rita",
        "comodatário: Francisco das Chagas Sampaio",
      ]),
    );
  });

  it("reads 'como MUTUANTE, NAME' and 'como FIADORA, a própria NAME' in a running preamble", () => {
    const text = [
      "CONTRATO PARTICULAR DE MÚTUO",
      "Aos quinze dias do mês de março de dois mil e vinte e cinco, de um lado, como MUTUANTE, ARMANDO CEZAR TOLEDO, brasileiro, divorciado, médico; de outro lado, como MUTUÁRIA, CLÍNICA SORRISO PLENO LTDA. – ME, inscrita no CNPJ sob o nº 28.117.006/0001-44, neste ato representada por sua sócia CAROLINA TOLEDO MIRANDA; e, como FIADORA, a própria CAROLINA TOLEDO MIRANDA, brasileira, casada, cirurgiã-dentista; resolvem celebrar o presente contrato de mútuo.",
    ].join("\n\n");
    expect(parties(text)).toEqual(
      expect.arrayContaining([
        "mutuante: Armando Cezar Toledo",
        "mutuário: Clínica Sorriso Pleno Ltda.",
        "fiador: Carolina Toledo Miranda",
      ]),
    );
  });

  it("takes the company, not its representative, for 'doravante denominada simplesmente LOCADORA' and reads 'adiante' and 'doravante CEDENTE'", () => {
    const lease = [
      "INSTRUMENTO PARTICULAR DE LOCAÇÃO COMERCIAL",
      "Pelo presente instrumento particular, de um lado IMOBILIÁRIA JEQUITIBÁ LTDA., pessoa jurídica de direito privado, neste ato representada por sua sócia RENATA FALCÃO DUARTE, doravante denominada simplesmente LOCADORA, e de outro lado FARMÁCIA CENTRAL LTDA., com sede em Campinas/SP, doravante denominada simplesmente LOCATÁRIA, têm entre si justo e contratado o presente.",
    ].join("\n\n");
    expect(parties(lease)).toEqual(["locador: Imobiliária Jequitibá Ltda.", "locatário: Farmácia Central Ltda."]);
    const services = [
      "CONTRATO DE PRESTAÇÃO DE SERVIÇOS",
      "I – HOSPITAL SANTA LUZIA S.A., com sede em Recife/PE, adiante CONTRATANTE; e",
      "II – NORDESTE DATACENTER LTDA., com sede em Recife/PE, adiante CONTRATADA.",
    ].join("\n\n");
    expect(parties(services)).toEqual(
      expect.arrayContaining(["contratante: Hospital Santa Luzia S.A.", "contratada: Nordeste Datacenter Ltda."]),
    );
  });

  it("reads an ata's shareholders from what they hold and from its attendance line", () => {
    const text = [
      "PADARIA TRIGO DOURADO LTDA.",
      "ATA DE REUNIÃO DE SÓCIOS",
      "Presença: sócios representando 100% (cem por cento) do capital social: ÂNGELA MARIA CASTELO BRANCO, titular de 60.000 quotas, e RAIMUNDO NONATO CASTELO BRANCO, titular de 40.000 quotas.",
      "Deliberações tomadas por unanimidade: I – Foram aprovadas as contas dos administradores.",
      "Acionistas: HASS HOLDING PATRIMONIAL LTDA. (p. Rodolfo Zimmermann Hass); Beatriz Koerich Hass.",
    ].join("\n\n");
    expect(parties(text)).toEqual(
      expect.arrayContaining([
        "sócio: Ângela Maria Castelo Branco",
        "sócio: Raimundo Nonato Castelo Branco",
        "sócio: Hass Holding Patrimonial Ltda.",
        "sócio: Beatriz Koerich Hass",
      ]),
    );
  });

  it("does not take a late spouse for an heir, nor the next legatee for the heirs a sentence names", () => {
    const text = [
      "TESTAMENTO PARTICULAR",
      "Eu, ELOÍSA HELENA MOTTA BITTENCOURT, brasileira, viúva, faço este testamento particular.",
      "Primeiro – Declaro que sou viúva de Augusto Bittencourt Neto e que tenho dois filhos, RICARDO MOTTA BITTENCOURT e LUÍSA MOTTA BITTENCOURT FERRAZ, meus herdeiros necessários.",
      "Segundo – Da parte disponível, deixo à minha neta MARINA BITTENCOURT FERRAZ o apartamento da Rua Felipe de Oliveira, 515.",
    ].join("\n\n");
    const found = parties(text);
    expect(found.some((p) => p.includes("Augusto") || p.includes("Bittencourt Neto"))).toBe(false);
    expect(
      found.find((p) => p.endsWith("MARINA BITTENCOURT FERRAZ") || p.endsWith("Marina Bittencourt Ferraz")),
    ).toMatch(/^legatário:/);
  });

  it("reads two landlords named on one label line and an internship's three sides", () => {
    const lease = [
      "CONTRATO DE LOCAÇÃO RESIDENCIAL",
      "LOCADORES: SEBASTIÃO PEREIRA LIMA e MARIA DAS GRAÇAS PEREIRA LIMA, brasileiros, casados entre si, aposentados.",
      "LOCATÁRIO: THIAGO RAMALHO NOGUEIRA, brasileiro, solteiro, analista financeiro.",
      "CLÁUSULA 1ª – A presente locação é feita pelo prazo certo de 30 (trinta) meses.",
    ].join("\n\n");
    expect(parties(lease)).toEqual(
      expect.arrayContaining([
        "locador: Sebastião Pereira Lima",
        "locador: Maria das Graças Pereira Lima",
        "locatário: Thiago Ramalho Nogueira",
      ]),
    );
    const internship = [
      "TERMO DE COMPROMISSO DE ESTÁGIO",
      "Parte Concedente: ESCRITÓRIO CONTÁBIL MORAES LTDA., com sede em Goiânia/GO.",
      "Estagiária: BRUNA CRISTINA ALVES, brasileira, solteira, estudante.",
      "Instituição de Ensino: UNIVERSIDADE ESTADUAL DE GOIÁS, com sede em Anápolis/GO, como interveniente.",
    ].join("\n\n");
    expect(parties(internship)).toEqual(
      expect.arrayContaining([
        "party: Escritório Contábil Moraes Ltda.",
        "party: Bruna Cristina Alves",
        "interveniente: Universidade Estadual de Goiás",
      ]),
    );
  });

  it("does not take the notary who closes a public will in the first person for its testator", () => {
    const text = [
      "TESTAMENTO PÚBLICO",
      "Saibam quantos este público instrumento virem que compareceu como testadora JOSEFA MARIA DOS SANTOS, brasileira, divorciada.",
      "1) Institui como herdeira universal de seus bens sua sobrinha CLARA DOS SANTOS REIS, brasileira, solteira.",
      "Eu, Ana Lúcia Teixeira Prado, Tabeliã, o lavrei.",
    ].join("\n\n");
    expect(parties(text).some((p) => p.includes("Ana Lúcia"))).toBe(false);
  });

  it("reads a rural lease's label lines and sides defined after 'de um lado,' inside a numbered clause", () => {
    const lease = [
      "CONTRATO DE ARRENDAMENTO RURAL",
      "ARRENDADOR: LEOPOLDO KRAUSE NETO, brasileiro, casado, agricultor aposentado.",
      "ARRENDATÁRIA: AGROPECUÁRIA COXILHA VERDE LTDA., com sede em Cruz Alta/RS.",
    ].join("\n\n");
    expect(parties(lease)).toEqual(
      expect.arrayContaining(["arrendador: Leopoldo Krause Neto", "arrendatário: Agropecuária Coxilha Verde Ltda."]),
    );
    const consulting = [
      "CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE CONSULTORIA",
      "Cláusula 1.ª – Das partes. São partes deste contrato: de um lado, NEXUS GESTÃO LTDA., sediada em São Paulo/SP, denominada CONSULTORA; e, de outro, CALÇADOS PASSO FIRME S.A., sediada em Franca/SP, denominada CLIENTE.",
    ].join("\n\n");
    expect(parties(consulting)).toEqual(
      expect.arrayContaining(["party: Nexus Gestão Ltda.", "party: Calçados Passo Firme S.A."]),
    );
  });

  it("does not read 'proporção' in a contract as a plaintiff's 'propor'", () => {
    const text = [
      "CONTRATO DE PARCERIA RURAL",
      "Pelo presente instrumento, ODILON FERRAZ DE ALMEIDA, brasileiro, doravante chamado PARCEIRO-OUTORGANTE, e JOÃO BATISTA RESENDE, brasileiro, doravante chamado PARCEIRO-OUTORGADO, celebram contrato de parceria rural.",
      "Cláusula 1ª. O PARCEIRO-OUTORGANTE entrega as pastagens da Fazenda Capim Branco, matrícula nº 19.004 do Cartório de Registro de Imóveis de Uberaba.",
      "Cláusula 2ª. Os frutos serão partilhados na proporção de 60% (sessenta por cento) para o PARCEIRO-OUTORGANTE.",
    ].join("\n\n");
    const found = parties(text);
    expect(found.some((p) => p.startsWith("autor:"))).toBe(false);
    expect(found).toEqual(
      expect.arrayContaining(["outorgante: Odilon Ferraz de Almeida", "outorgado: João Batista Resende"]),
    );
  });
});
