import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";

// Sixth round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Sixth round (22f)"): Portuguese contracts,
// acts and wills drafted with run-in clause titles, "Art. 1º" and "§ único" numbering, dates as ranges and clauses
// the earlier wordings missed.

const find = (text: string, type: string): string[] =>
  analyze(text)
    .keyFindings.filter((f) => f.type === type)
    .map((f) => f.value);

const contract = (...clauses: string[]): string =>
  [
    "CONTRATO DE PRESTAÇÃO DE SERVIÇOS",
    "CONTRATANTE: ALFA COMÉRCIO DE ALIMENTOS LTDA., CNPJ 11.222.333/0001-81, com sede em Curitiba/PR.",
    "CONTRATADA: BETA SERVIÇOS DE LIMPEZA LTDA., com sede em Curitiba/PR.",
    ...clauses,
  ].join("\n\n");

describe("Portuguese key findings, sixth round", () => {
  it("shows the statute a contract says it is governed by, not the sentence that says so", () => {
    const text = contract(
      "As partes celebram o presente, que se regerá pela Lei nº 8.245, de 18 de outubro de 1991, e pelas cláusulas seguintes.",
    );
    expect(find(text, "governing_law")).toContain("Lei nº 8.245, de 18 de outubro de 1991");
  });

  it("reads a term stated as a duration or as how long an instrument is valid", () => {
    expect(find(contract("Cláusula 3ª. O contrato terá duração de 3 (três) anos."), "term").join()).toContain(
      "terá duração de 3 (três) anos",
    );
    const mandate = contract("PRAZO: o presente mandato é válido pelo prazo de 1 (um) ano a contar desta data.");
    expect(find(mandate, "term").join()).toContain("válido pelo prazo de 1 (um) ano");
  });

  it("does not take the sentence naming an amendment's object for its term, renewal or price", () => {
    const text = contract(
      "CLÁUSULA PRIMEIRA – Constitui objeto deste Termo Aditivo a prorrogação do prazo de vigência e a alteração do valor mensal do Contrato.",
      "CLÁUSULA SEGUNDA – Fica prorrogada a vigência do Contrato por mais 12 (doze) meses.",
      "CLÁUSULA TERCEIRA – O valor mensal dos serviços passa a ser de R$ 27.430,00 (vinte e sete mil, quatrocentos e trinta reais).",
    );
    for (const type of ["term", "renewal_term", "payment_terms"])
      expect(find(text, type).some((f) => f.includes("Constitui objeto"))).toBe(false);
    expect(find(text, "renewal_term").join()).toContain("Fica prorrogada a vigência");
    expect(find(text, "payment_terms").join()).toContain("R$ 27.430,00");
  });

  it("reads the notice before a renewal when the clause says 'notificá-lo'", () => {
    const text = contract(
      "Cláusula 3ª. Findo o prazo, o PARCEIRO-OUTORGADO terá preferência na renovação, devendo o PARCEIRO-OUTORGANTE notificá-lo das propostas recebidas até 6 (seis) meses antes do vencimento.",
    );
    expect(find(text, "notice_period_to_terminate_renewal").join()).toContain("até 6 (seis) meses antes do vencimento");
  });

  it("reads a mandate revocable at any time as ended at will, in its own part of the sentence", () => {
    const text = contract(
      "PRAZO: o presente mandato é válido pelo prazo de 1 (um) ano a contar desta data, podendo ser revogado a qualquer tempo pela OUTORGANTE mediante comunicação escrita à OUTORGADA.",
    );
    const convenience = find(text, "termination_for_convenience");
    expect(convenience.join()).toContain("revogado a qualquer tempo");
    expect(convenience.some((f) => f.includes("válido pelo prazo"))).toBe(false);
  });

  it("reads termination for cause worded as resolution, acceleration or 'sob pena de rescisão'", () => {
    for (const clause of [
      "3.1. O inadimplemento de 3 (três) parcelas consecutivas autorizará a VENDEDORA a considerar resolvido o presente compromisso.",
      "Cláusula Quarta. Considerar-se-á antecipadamente vencida a dívida se a MUTUÁRIA deixar de pagar qualquer prestação por mais de 15 (quinze) dias.",
      "3. O COMODATÁRIO não poderá ceder ou emprestar a gleba, sob pena de rescisão imediata do contrato.",
    ])
      expect(find(contract(clause), "termination_for_cause")).toHaveLength(1);
  });

  it("does not read the exclusive use of a thing lent as an exclusivity covenant", () => {
    const text = contract(
      "1. O COMODANTE cede ao COMODATÁRIO uma gleba de terras de 12 (doze) hectares, para exclusiva exploração de horticultura familiar.",
    );
    expect(find(text, "exclusivity")).toEqual([]);
  });

  it("reads a daily 'aluguel-pena' and a service-level discount as penalties, not payment terms", () => {
    const text = contract(
      "4. Findo o prazo sem a restituição, o COMODATÁRIO pagará, a título de aluguel-pena, a quantia de R$ 50,00 (cinquenta reais) por dia de atraso.",
      "2.2. O descumprimento dos níveis de serviço em qualquer mês acarretará desconto de 5% (cinco por cento) sobre a mensalidade daquele mês.",
    );
    const penalties = find(text, "penalties").join(" | ");
    expect(penalties).toContain("aluguel-pena");
    expect(penalties).toContain("desconto de 5%");
    expect(find(text, "payment_terms")).toEqual([]);
  });

  it("reads instalments a debt 'será paga' or a loan 'restituirá' in, but not the late payment's consequences", () => {
    const text = contract(
      "Art. 2º A dívida será paga em 8 (oito) parcelas semestrais de R$ 48.280,00 (quarenta e oito mil, duzentos e oitenta reais).",
      "Cláusula Segunda. A MUTUÁRIA restituirá o valor emprestado em 18 (dezoito) prestações mensais, iguais e sucessivas.",
      "Art. 4º A falta de pagamento de 2 (duas) parcelas implicará o vencimento antecipado de todo o saldo devedor.",
    );
    const payment = find(text, "payment_terms").join(" | ");
    expect(payment).toContain("8 (oito) parcelas semestrais");
    expect(payment).toContain("18 (dezoito) prestações mensais");
    expect(payment).not.toContain("vencimento antecipado");
  });

  it("shows the comarca a forum clause names in lower case or as 'Comarca da Capital – City/UF'", () => {
    expect(
      find(contract("Art. 7º As partes elegem o foro da comarca de Rondonópolis, Estado de Mato Grosso."), "forum"),
    ).toEqual(["comarca de Rondonópolis, Estado de Mato Grosso"]);
    expect(
      find(
        contract(
          "5.1. Fica eleito o foro da situação do imóvel, a Comarca da Capital – Florianópolis/SC, com renúncia de qualquer outro.",
        ),
        "forum",
      ),
    ).toEqual(["Comarca da Capital – Florianópolis/SC"]);
  });

  it("tells the start and end of a term written 'findando em' or as a range 'de … a …'", () => {
    const lease = contract(
      "A locação vigorará pelo prazo de 60 (sessenta) meses, a contar de 1º de abril de 2025, findando em 31 de março de 2030.",
    );
    expect(find(lease, "effective_date")).toContain("1º de abril de 2025");
    expect(find(lease, "expiration_date")).toContain("31 de março de 2030");
    const range = contract("Fica prorrogada a vigência do Contrato de 1º de agosto de 2025 até 31 de julho de 2026.");
    expect(find(range, "effective_date")).toContain("1º de agosto de 2025");
    expect(find(range, "expiration_date")).toContain("31 de julho de 2026");
  });

  it("starts a finding after its clause's run-in number and title", () => {
    const text = contract(
      "CLÁUSULA SEGUNDA – DO PRAZO: A locação vigorará pelo prazo de 60 (sessenta) meses a contar da assinatura.",
      "Art. 3º O atraso no pagamento de qualquer parcela acarretará multa de 2% (dois por cento) sobre o valor em atraso.",
    );
    expect(find(text, "term")[0]?.startsWith("A locação vigorará")).toBe(true);
    expect(find(text, "penalties")[0]?.startsWith("O atraso no pagamento")).toBe(true);
  });

  it("does not show a sentence-case clause title as a finding", () => {
    const text = contract(
      "Cláusula 5ª. Sigilo e proteção de dados\n5.1. A CONTRATADA manterá absoluto sigilo sobre os dados a que tiver acesso.",
      "3. Não concorrência. 3.1. Pelo prazo de 3 (três) anos, o CEDENTE não poderá, direta ou indiretamente, prestar serviços a clientes da Sociedade.",
    );
    expect(find(text, "confidentiality")).toEqual([
      "A CONTRATADA manterá absoluto sigilo sobre os dados a que tiver acesso.",
    ]);
    expect(find(text, "non_compete").some((f) => /^\s*3\. Não concorrência\.?$/.test(f))).toBe(false);
  });

  it("reads a lease 'feita pelo prazo certo de 30 meses' and an internship's 'duração … de X a Y'", () => {
    const lease = contract("CLÁUSULA 1ª – A presente locação é feita pelo prazo certo de 30 (trinta) meses.");
    expect(find(lease, "term").join()).toContain("prazo certo de 30 (trinta) meses");
    const internship = contract(
      "1. O estágio terá duração de 12 (doze) meses, de 1º de agosto de 2025 a 31 de julho de 2026, podendo ser prorrogado por igual período.",
    );
    expect(find(internship, "effective_date")).toContain("1º de agosto de 2025");
    expect(find(internship, "expiration_date")).toContain("31 de julho de 2026");
  });

  it("reads an amendment's 'Prorrogar o prazo' item and the end date it moves to", () => {
    const text = contract(
      "I – Prorrogar o prazo da locação por mais 36 (trinta e seis) meses, passando o seu termo final de 01/05/2025 para 30/04/2028.",
    );
    expect(find(text, "renewal_term").join()).toContain("Prorrogar o prazo da locação");
    expect(find(text, "expiration_date")).toEqual(["30/04/2028"]);
  });

  it("reads 'poderá ser resolvido', 'resolver o contrato' and 'atrasar o pagamento' as termination for cause", () => {
    for (const clause of [
      "Art. 6º O contrato poderá ser resolvido pela parte prejudicada em caso de inadimplemento não sanado em 15 (quinze) dias.",
      "Quinta – o descumprimento de qualquer obrigação essencial autoriza a parte inocente a resolver o contrato, mediante notificação.",
      "6.1. A LOCADORA poderá rescindir o contrato se a LOCATÁRIA atrasar o pagamento por mais de 15 (quinze) dias.",
    ])
      expect(find(contract(clause), "termination_for_cause")).toHaveLength(1);
  });

  it("reads a rural lease's term, its price in sacks per hectare and 'o não pagamento' as cause", () => {
    const text = contract(
      "Cláusula Segunda: O arrendamento é contratado por 3 (três) anos agrícolas, iniciando-se em 1º de maio de 2025.",
      "Cláusula Terceira: O preço anual do arrendamento corresponde a 10 (dez) sacas de 60 kg de soja por hectare, pagável em dinheiro até 30 de abril de cada ano.",
      "Cláusula Quinta: O não pagamento do preço no vencimento importará o despejo da ARRENDATÁRIA e a rescisão do contrato.",
    );
    expect(find(text, "term").join()).toContain("contratado por 3 (três) anos agrícolas");
    expect(find(text, "payment_terms").join()).toContain("10 (dez) sacas de 60 kg de soja por hectare");
    expect(find(text, "termination_for_cause").join()).toContain("O não pagamento do preço");
  });

  it("reads 'salvo aviso em contrário … com 45 dias de antecedência' as the notice to end a renewal", () => {
    const text = contract(
      "Cláusula 4.ª – Da vigência. O contrato vigorará de 1º de março de 2025 a 28 de fevereiro de 2026, prorrogando-se automaticamente por iguais períodos, salvo aviso em contrário de qualquer das partes com 45 (quarenta e cinco) dias de antecedência do seu vencimento.",
    );
    expect(find(text, "notice_period_to_terminate_renewal").join()).toContain(
      "45 (quarenta e cinco) dias de antecedência",
    );
  });
});

describe("Portuguese corporate acts and wills, sixth round", () => {
  const ata = [
    "CERÂMICA EXEMPLO S.A.",
    "ATA DA ASSEMBLEIA GERAL EXTRAORDINÁRIA",
    "2. PRESENÇA: acionistas representando 100% (cem por cento) do capital social.",
    "4. ORDEM DO DIA: (a) aumento do capital social; (b) eleição de membro da Diretoria.",
    "5. DELIBERAÇÕES: Instalada a Assembleia, os acionistas, por unanimidade de votos, deliberaram:",
    "(a) aprovar o aumento do capital social de R$ 12.000.000,00 (doze milhões de reais) para R$ 18.000.000,00 (dezoito milhões de reais);",
    "(b) eleger para o cargo de Diretor Industrial o Sr. FERNANDO LUIZ BORBA.",
    "Nada mais havendo, lavrou-se esta ata, lida, aprovada e assinada pelos presentes.",
  ].join("\n\n");

  it("reads an ata's lettered deliberations in lower case and not its lead-in, agenda or closing", () => {
    const resolutions = find(ata, "resolutions");
    expect(resolutions.some((f) => f.includes("aprovar o aumento do capital social"))).toBe(true);
    expect(resolutions.some((f) => /deliberaram:$|lavrou-se/.test(f))).toBe(false);
    expect(
      find(ata, "capital").some((f) => f.includes("ORDEM DO DIA") || f.includes("aumento do capital social;")),
    ).toBe(false);
    expect(find(ata, "quorum").join()).toContain("100% (cem por cento) do capital social");
    expect(find(ata, "capital")).toContain(
      "capital social de R$ 12.000.000,00 (doze milhões de reais) para R$ 18.000.000,00 (dezoito milhões de reais)",
    );
  });

  it("reads an AGO's quorum with a long percentage in words, and approved accounts and pay as resolutions, not officers", () => {
    const text = [
      "TRANSPORTADORA EXEMPLO S.A.",
      "Ata da Assembleia Geral Ordinária",
      "Presença: acionistas representando 92,5% (noventa e dois inteiros e cinco décimos por cento) do capital social votante.",
      "Mesa: Presidente – Cláudio Vasconcelos; Secretário – Márcio Lage.",
      "Deliberações: os acionistas deliberaram, por maioria:",
      "(i) aprovar as contas dos administradores e as demonstrações financeiras do exercício de 2024;",
      "(iv) fixar a remuneração global anual dos administradores em até R$ 3.600.000,00 (três milhões e seiscentos mil reais).",
    ].join("\n\n");
    expect(find(text, "quorum").join()).toContain("92,5%");
    const resolutions = find(text, "resolutions").join(" | ");
    expect(resolutions).toContain("aprovar as contas dos administradores");
    expect(resolutions).toContain("fixar a remuneração global");
    expect(find(text, "officers").some((f) => /contas|remunera|Mesa|Presidente –/.test(f))).toBe(false);
  });

  it("reads a board meeting attended by all its members as its quorum", () => {
    const text = [
      "VIAÇÃO EXEMPLO S.A.",
      "EXTRATO DA ATA DA REUNIÃO DO CONSELHO DE ADMINISTRAÇÃO",
      "Presenças: a totalidade dos membros do Conselho de Administração.",
      "Deliberações tomadas por unanimidade dos conselheiros presentes:",
      "2. Autorizar a contratação de financiamento no valor de até R$ 45.000.000,00 (quarenta e cinco milhões de reais).",
    ].join("\n\n");
    expect(find(text, "quorum").join()).toContain("totalidade dos membros do Conselho de Administração");
  });

  it("reads a transfer of quotas as a contract too, and its chosen forum is not an officer", () => {
    const text = [
      "INSTRUMENTO PARTICULAR DE CESSÃO E TRANSFERÊNCIA DE QUOTAS SOCIAIS",
      "1. O CEDENTE cede e transfere à CESSIONÁRIA 25.000 (vinte e cinco mil) quotas do capital social da Sociedade.",
      "2. O atraso no pagamento de qualquer parcela sujeitará a CESSIONÁRIA a multa de 10% (dez por cento).",
      "5. Fica eleito o Foro Central da Comarca de São Paulo/SP para dirimir quaisquer controvérsias.",
    ].join("\n\n");
    expect(find(text, "forum")).toEqual(["Comarca de São Paulo/SP"]);
    expect(find(text, "penalties").join()).toContain("multa de 10%");
    expect(find(text, "officers").some((f) => f.includes("Foro"))).toBe(false);
  });

  it("reads 'deixo à minha neta' in a will as a legacy to a legatee", () => {
    const text = [
      "TESTAMENTO PARTICULAR",
      "Eu, ELOÍSA HELENA BITTENCOURT, brasileira, viúva, faço este testamento particular.",
      "Segundo – Da parte disponível de meu patrimônio, deixo à minha neta MARINA BITTENCOURT FERRAZ o apartamento situado na Rua Felipe de Oliveira, 515, Porto Alegre/RS.",
    ].join("\n\n");
    expect(find(text, "legatees").join()).toContain("deixo à minha neta MARINA BITTENCOURT FERRAZ");
  });
});
