import { describe, expect, it } from "vitest";
import { analyze } from "../analyze.ts";

// Tenth round (25f) of issue #19 (docs/decisions/025-held-out-evaluation.md, "Tenth round (25f)"): Portuguese
// organisations on the drafting of batch o.

const orgs = (text: string): string[] =>
  analyze(text)
    .entities.filter((e) => e.type === "ORGANIZATION")
    .map((e) => e.value);

describe("Portuguese organisations, tenth round", () => {
  it("lists no company organ (Conselho Fiscal, Conselho de Administração, Diretoria Executiva) as an organisation", () => {
    const found = orgs(
      "ATA DA ASSEMBLEIA GERAL ORDINÁRIA DA COOPERATIVA AGRÍCOLA VALE DO PARDO\n\nAssumiu a presidência o Presidente do Conselho de Administração, Sr. Osmar Pereira Lima. Lido o parecer do Conselho Fiscal, as contas foram aprovadas. A Diretoria Executiva informou o resultado, e o Conselho Consultivo e o Conselho Deliberativo foram ouvidos.",
    );
    for (const organ of [
      "Conselho de Administração",
      "Conselho Fiscal",
      "Diretoria Executiva",
      "Conselho Consultivo",
      "Conselho Deliberativo",
    ])
      expect(found).not.toContain(organ);
  });

  it("reads a trade name in quotes after 'nome fantasia' as an organisation", () => {
    const found = orgs(
      'A CONTRATADA, MONTES CLAROS REFRIGERAÇÃO LTDA., nome fantasia "FRIO NORTE", inscrita no CNPJ sob o nº 33.159.802/0001-06, e a clínica que atua sob o nome fantasia “Sorriso Vivo” firmam o presente.',
    );
    expect(found).toContain("FRIO NORTE");
    expect(found).toContain("Sorriso Vivo");
  });

  it("takes a company with its country in parentheses before the legal form as one organisation", () => {
    const found = orgs(
      "em face de BANCO SANTANDER (BRASIL) S.A., instituição financeira inscrita no CNPJ sob o nº 90.400.888/0001-42, com sede em São Paulo/SP, pelos fatos a seguir. O autor também contratou com a Volvo do Brasil Veículos Ltda. e com a Whirlpool (Brasil) Ltda.",
    );
    expect(found).toContain("BANCO SANTANDER (BRASIL) S.A.");
    expect(found).toContain("Whirlpool (Brasil) Ltda.");
    expect(found).not.toContain("BRASIL");
    expect(found).not.toContain("BANCO SANTANDER");
  });

  it("leaves the city out of a public body's name written 'em <city>'", () => {
    const found = orgs(
      "Trata-se de mandado de segurança contra ato do Delegado da Receita Federal do Brasil em Goiânia, objetivando a emissão de certidão.",
    );
    expect(found).not.toContain("Receita Federal do Brasil em Goiânia");
    expect(found).toContain("Receita Federal do Brasil");
  });

  it("reads no person in an office of a body written in capitals ('PRESIDENTE DO CONSELHO REGIONAL …')", () => {
    const persons = analyze(
      "IMPETRANTE: CLÍNICA ODONTOLÓGICA SORRISO DO CERRADO LTDA\nIMPETRADOS: PRESIDENTE DO CONSELHO REGIONAL DE ODONTOLOGIA DE GOIÁS e DELEGADO DA RECEITA FEDERAL DO BRASIL EM GOIÂNIA\n\nDECISÃO\n\nTrata-se de mandado de segurança.",
    )
      .entities.filter((e) => e.type === "PERSON")
      .map((e) => e.value);
    expect(persons.some((p) => /PRESIDENTE/.test(p))).toBe(false);
  });

  it("reads the Superintendência, the Corpo de Bombeiros and the PROCON of a place by their kind", () => {
    const found = orgs(
      "Oficie-se à Superintendência Regional do Trabalho na Bahia. O projeto atende às exigências do Corpo de Bombeiros Militar de Santa Catarina. A consumidora procurou o PROCON de Londrina, sem resposta.",
    );
    expect(found).toContain("Superintendência Regional do Trabalho na Bahia");
    expect(found).toContain("Corpo de Bombeiros Militar de Santa Catarina");
    expect(found).toContain("PROCON de Londrina");
  });

  it("reads a bank or credit cooperative named by its brand alone", () => {
    const found = orgs(
      "Juntou comprovantes de pagamento emitidos pelo Bradesco e pelo Itaú, além do extrato da conta mantida no Sicredi.",
    );
    expect(found).toEqual(expect.arrayContaining(["Bradesco", "Itaú", "Sicredi"]));
  });

  it("lists the republic of a notarial heading as a place, not an organisation", () => {
    const found = analyze(
      "REPÚBLICA FEDERATIVA DO BRASIL\nESTADO DA PARAÍBA\nCARTÓRIO DO 2º OFÍCIO DE NOTAS DE CAMPINA GRANDE\nTabeliã: Maria do Socorro Agra Leite\n\nESCRITURA PÚBLICA DE COMPRA E VENDA\n\nLivro 412, folhas 133/135.\n\nSaibam quantos esta pública escritura virem que, aos cinco dias do mês de maio do ano de dois mil e vinte e cinco, nesta cidade de Campina Grande, Estado da Paraíba, em cartório, perante mim, Escrevente Autorizada, compareceram as partes entre si justas e contratadas, a saber: como OUTORGANTE VENDEDORA, ASSOCIAÇÃO DOS MORADORES DO BAIRRO DO CATOLÉ, associação civil sem fins lucrativos, inscrita no CNPJ sob o nº 12.938.475/0001-02, com sede na Rua Rodrigues Alves, 560, Catolé, Campina Grande/PB, representada por seu presidente, JOSÉ ERIVALDO DE ARAÚJO, inscrito no CPF sob o nº 847.261.035-71, conforme ata registrada no Cartório de Registro Civil de Pessoas Jurídicas de Campina Grande; e, como OUTORGADA COMPRADORA, BORBOREMA MATERIAIS DE CONSTRUÇÃO LTDA. – ME, inscrita no CNPJ sob o nº 64.027.198/0001-80, com sede na Avenida Floriano Peixoto, 2.115, Centro, Campina Grande/PB, representada por sua sócia, ELIANE CRISTINA DE ALMEIDA LUNA, brasileira, empresária.\n\nO imóvel objeto desta escritura, um terreno com área de 480,00 m², situado na Rua Vigário Calixto, 1.020, Catolé, Campina Grande/PB, acha-se matriculado sob o nº 38.771 no Registro de Imóveis da Comarca de Campina Grande, e foi vendido pelo preço certo e ajustado de R$ 612.000,00 (seiscentos e doze mil reais), pago por meio de transferência bancária da conta da compradora na Caixa Econômica Federal para a conta da vendedora no Banco do Nordeste do Brasil S.A., do que a outorgante dá plena e geral quitação.",
    ).entities;
    expect(found.some((e) => e.type === "ORGANIZATION" && /REPÚBLICA/i.test(e.value))).toBe(false);
  });
});

describe("Portuguese organisations, tenth round: limits of the new rules", () => {
  it("takes no bank brand that is the short form after a dash of the cooperative's name", () => {
    const found = orgs(
      "em face de COOPERATIVA DE CRÉDITO DOS MÉDICOS DO ABC – SICREDI ABC, inscrita no CNPJ sob o nº 09.451.783/0001-02, com sede em Santo André/SP.",
    );
    expect(found).not.toContain("SICREDI");
    expect(
      analyze("A ré, COOPERATIVA DE CRÉDITO NORTE DO PARANÁ – SICREDI NORTE PR, inscrita no CNPJ, contestou.")
        .entities.filter((e) => e.type === "PERSON")
        .map((e) => e.value),
    ).toEqual([]);
  });

  it("ends a body's name before the street of its address written 'na Praça …'", () => {
    const found = orgs(
      "O alvará foi expedido pela Prefeitura Municipal de Curitiba na Praça Gaspar Velloso, em 3 de maio de 2024.",
    );
    expect(found).toContain("Prefeitura Municipal de Curitiba");
  });

  it("keeps the seat of a local unit ('Delegacia da Receita Federal do Brasil em Brasília')", () => {
    const found = orgs(
      "O contribuinte protocolou impugnação na Delegacia da Receita Federal do Brasil em Brasília, sem resposta.",
    );
    expect(found).toContain("Delegacia da Receita Federal do Brasil em Brasília");
  });
});

describe("Portuguese organisations, tenth round: second part", () => {
  it("lists a state named alone in a heading's capitals as a place", () => {
    const found = analyze(
      "PODER JUDICIÁRIO DA PARAÍBA\nTRIBUNAL DE JUSTIÇA\nGABINETE DO DESEMBARGADOR RICARDO VITAL DE ALMEIDA\n\nHABEAS CORPUS CRIMINAL Nº 0812995-81.2024.8.15.0000\nORIGEM: 1ª Vara Criminal da Comarca de João Pessoa\nRELATOR: Des. Ricardo Vital de Almeida\nPACIENTE: JEFFERSON LUÍS DA SILVA BARBOSA\n\nDECISÃO",
    ).entities;
    expect(found.some((e) => e.type === "ORGANIZATION" && /^PARA[ÍI]BA$/i.test(e.value))).toBe(false);
  });

  it("lists no acronym of a concept (PPP, SLA, ITR) as an organisation", () => {
    const found = orgs(
      "O segurado trabalhou exposto a ruído de 92 dB(A), conforme PPP e laudo técnico. O SLA de atendimento é de quatro horas. Foram apresentados o CCIR e a certidão negativa do ITR.",
    );
    for (const a of ["PPP", "SLA", "ITR", "CCIR"]) expect(found).not.toContain(a);
  });

  it("leaves an instrument's title out of the company it is of ('ACORDO DE ACIONISTAS DA X S.A.')", () => {
    const found = orgs(
      "ACORDO DE ACIONISTAS DA VERDEMAR ALIMENTOS S.A.\n\nPelo presente instrumento, os acionistas da Verdemar Alimentos S.A. ajustam o seguinte.",
    );
    expect(found.some((o) => /^ACORDO/i.test(o))).toBe(false);
  });

  it("lists no board meeting's title ('CONSELHO DE ADMINISTRAÇÃO REALIZADA') as an organisation", () => {
    const found = orgs(
      "ATA DA REUNIÃO DO CONSELHO DE ADMINISTRAÇÃO REALIZADA EM 12 DE MARÇO DE 2025\n\nPresentes todos os conselheiros, foi aprovada a proposta.",
    );
    expect(found.some((o) => /CONSELHO DE ADMINISTRA/i.test(o))).toBe(false);
  });

  it("reads a firm whose legal form is S/S (sociedade simples)", () => {
    expect(orgs("As contas foram auditadas pela Serrana Auditores Independentes S/S, sem ressalvas.")).toContain(
      "Serrana Auditores Independentes S/S",
    );
  });

  it("reads a state body by its acronym and state, but not as an identity card's issuer", () => {
    const found = orgs(
      "A consumidora registrou reclamação no Procon-SP e o veículo foi vistoriado pelo DETRAN/GO. O testador, portador da carteira de identidade nº 04.512.338-7 DETRAN/RJ, declarou.",
    );
    expect(found).toEqual(expect.arrayContaining(["Procon-SP", "DETRAN/GO"]));
    expect(found).not.toContain("DETRAN/RJ");
  });

  it("reads a police district by its ordinal", () => {
    const found = orgs(
      "O boletim de ocorrência foi lavrado no 7º Distrito Policial de Santos, e o inquérito remetido ao 14º Distrito Policial.",
    );
    expect(found).toEqual(expect.arrayContaining(["7º Distrito Policial de Santos", "14º Distrito Policial"]));
  });
});

describe("Portuguese organisations, tenth round: third part", () => {
  it("reads the newspaper an edital was published in", () => {
    const found = orgs(
      "CONVOCAÇÃO: edital publicado no Diário Oficial do Estado de Minas Gerais e no jornal O Tempo nos dias 11, 14 e 15 de março de 2025, e no jornal Correio Sul Mineiro e afixado na sede.",
    );
    expect(found).toEqual(expect.arrayContaining(["O Tempo", "Correio Sul Mineiro"]));
  });

  it("lists a party named by its kind that the model read as a person as an organisation", () => {
    const found = analyze(
      "PODER JUDICIÁRIO\nJUSTIÇA FEDERAL\nSeção Judiciária do Distrito Federal\n6ª Vara Federal Cível da SJDF\n\nPROCESSO: 1009876-44.2021.4.01.3400\nCLASSE: CUMPRIMENTO DE SENTENÇA (156)\nEXEQUENTE: FEDERAÇÃO NACIONAL DOS SERVIDORES DO JUDICIÁRIO FEDERAL\nEXECUTADO: RAFAEL TORRES MENDONÇA\n\nDECISÃO\n\nTrata-se de cumprimento de sentença relativo aos honorários de sucumbência, no valor de R$ 23.418,77.",
    ).entities;
    expect(found.some((e) => e.type === "PERSON" && /FEDERAÇÃO/.test(e.value))).toBe(false);
  });
});

describe("Portuguese organisations, tenth round: headings and registries", () => {
  it("lists no instrument's heading ('TESTAMENTO PÚBLICO') as an organisation", () => {
    const found = orgs(
      "REPÚBLICA FEDERATIVA DO BRASIL\nESTADO DA BAHIA\nTABELIONATO DO 3º OFÍCIO DE NOTAS DE SALVADOR\n\nLIVRO 412 – FOLHA 088\nTESTAMENTO PÚBLICO que faz JOSEFA MARIA DOS SANTOS OLIVEIRA, na forma abaixo:\n\nSaibam quantos este público instrumento virem que compareceu a testadora.",
    );
    expect(found.some((o) => /TESTAMENTO/.test(o))).toBe(false);
  });

  it("lists a property registry read as a place as an organisation", () => {
    const found = orgs(
      "Pelo presente instrumento, regido pelo Estatuto da Terra (Lei nº 4.504/1964) e pelo Decreto nº 59.566/1966, as partes ajustam a parceria agrícola do imóvel rural denominado Fazenda Santa Rita, com 120 hectares, matrícula nº 31.448 do Registro de Imóveis de Toledo/PR.",
    );
    expect(found.some((o) => /^Registro de Imóveis de Toledo/.test(o))).toBe(true);
  });
});

describe("Portuguese organisations, tenth round: authorities named by office", () => {
  it("lists an authority named by its office in a caption's capitals as an organisation, beside the body inside it", () => {
    const found = orgs(
      "MANDADO DE SEGURANÇA CÍVEL\nPOLO PASSIVO: PRESIDENTE DA COMISSÃO DO CONCURSO PÚBLICO DA POLÍCIA RODOVIÁRIA FEDERAL e outros\n\nSENTENÇA\n\nLARISSA FONTENELE MACEDO impetrou mandado de segurança contra ato do PRESIDENTE DA COMISSÃO DO CONCURSO PÚBLICO DA POLÍCIA RODOVIÁRIA FEDERAL, objetivando a anulação de sua eliminação.",
    );
    expect(found).toContain("PRESIDENTE DA COMISSÃO DO CONCURSO PÚBLICO DA POLÍCIA RODOVIÁRIA FEDERAL");
    expect(found).toContain("POLÍCIA RODOVIÁRIA FEDERAL");
  });

  it("takes the office's seat after a dash and lists no court's president as an organisation", () => {
    const found = orgs(
      "IMPETRANTE: METALÚRGICA JOINVILLE LTDA\nIMPETRADO: DELEGADO DA RECEITA FEDERAL DO BRASIL - JOINVILLE\n\nSENTENÇA\n\nO pedido foi remetido ao PRESIDENTE DO TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO.",
    );
    expect(found).toContain("DELEGADO DA RECEITA FEDERAL DO BRASIL - JOINVILLE");
    expect(found).not.toContain("DELEGADO DA RECEITA FEDERAL DO BRASIL");
    expect(found.some((o) => /^PRESIDENTE DO TRIBUNAL/.test(o))).toBe(false);
  });
});

describe("Portuguese organisations, tenth round: kinds and lists of bodies", () => {
  it("parts two bodies joined by 'e da' and reads a Promotoria and a Pontifícia Universidade by their kind", () => {
    const found = orgs(
      "Intimem-se os representantes da Procuradoria-Geral do Estado de Goiás e da Prefeitura de Goiânia. Dê-se vista à 32ª Promotoria de Justiça da Comarca de Florianópolis. A autora é professora da Pontifícia Universidade Católica de Goiás.",
    );
    expect(found).toEqual(
      expect.arrayContaining([
        "Procuradoria-Geral do Estado de Goiás",
        "Prefeitura de Goiânia",
        "32ª Promotoria de Justiça da Comarca de Florianópolis",
        "Pontifícia Universidade Católica de Goiás",
      ]),
    );
  });
});

describe("Portuguese organisations, tenth round: courts read as organisations", () => {
  it("types a Tribunal or a numbered Vara read as an organisation as a court", () => {
    const found = analyze(
      "PODER JUDICIÁRIO\nTRIBUNAL DE JUSTIÇA DE PERNAMBUCO\nComarca de Caruaru – 3ª Vara Cível\n\nProcesso nº 0009981-72.2023.8.17.2480\nAutor: ANTÔNIO CARLOS BEZERRA LINS\nRé: CONSTRUTORA AGRESTE EMPREENDIMENTOS LTDA\n\nSENTENÇA\n\nVistos.",
    ).entities;
    expect(found.some((e) => e.type === "ORGANIZATION" && /^TRIBUNAL DE JUSTIÇA/i.test(e.value))).toBe(false);
    expect(found.some((e) => e.type === "COURT" && /^TRIBUNAL DE JUSTIÇA DE PERNAMBUCO$/i.test(e.value))).toBe(true);
  });
});

describe("Portuguese organisations, tenth round: standards and farms", () => {
  it("types a labour standard (NR-15) as a statute and a farm as a place, not as organisations", () => {
    const found = analyze(
      "A perícia (laudo de fls. 212, registro profissional CREA-SP 5061234567) constatou exposição a sílica acima dos limites da NR-15, sem fornecimento regular de equipamentos de proteção. Acolho o laudo, nos termos do art. 195 da CLT. O réu cedeu 300 (trezentos) hectares de pastagens formadas da Fazenda Capim Branco, e a Fazenda Nacional foi intimada.",
    ).entities;
    expect(found.some((e) => e.type === "ORGANIZATION" && /^NR-15$|^Fazenda Capim Branco$/.test(e.value))).toBe(false);
  });
});

describe("Portuguese names, tenth round (25f)", () => {
  it("extends a person the model started after a given name written just before it", () => {
    const people = analyze(
      "1.2. Os serviços elétricos serão executados sob a responsabilidade técnica do engenheiro Diego Fernando Rauber, registrado no Conselho Regional de Engenharia e Agronomia de Santa Catarina – CREA-SC, que emitirá a respectiva Anotação de Responsabilidade Técnica.",
    )
      .entities.filter((e) => e.type === "PERSON")
      .map((e) => e.value);
    expect(people).toContain("Diego Fernando Rauber");
    expect(people).not.toContain("Fernando Rauber");
  });
});
