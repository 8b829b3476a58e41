import type { Entity } from "../types.ts";
import { findFederalCourts } from "./courts-federal.ts";
import { longestNonOverlapping } from "./legal-pt.ts";
import { US_STATES } from "./names-en.ts";

// US citations, statutes, docket numbers and courts (Bluebook forms; shared/domain/ENTITIES.md).

// States' official reports: "174 Wn.2d 851", "142 Hawai'i 155", "168 N.H. 589", "385 S.C. 110", "470 Md. 1".
const STATE_REPORTER = String.raw`(?:Wn\.(?:\s?2d|\s?App\.(?:\s?2d)?)?|Wash\.\s?App\.|Haw(?:ai['ʻ’]i|\.)(?:\s?App\.)?|N\.H\.|S\.C\.|N\.C\.(?:\s?App\.)?|N\.J\.(?:\s?Super\.)?|Md\.(?:\s?App\.)?|Va\.(?:\s?App\.)?|W\.\s?Va\.|Conn\.(?:\s?App\.)?|Pa\.(?:\s?Super\.)?|Ohio\s?St\.|Minn\.|Mich\.(?:\s?App\.)?|Or\.(?:\s?App\.)?|Ariz\.|Colo\.|Kan\.(?:\s?App\.)?|Neb\.|Iowa|Mo\.|Tex\.|Ala\.|Idaho|Mont\.|Nev\.|N\.M\.|Utah(?:\s?2d)?|Vt\.|Me\.|R\.I\.|Del\.|Ky\.|Tenn\.|La\.|Miss\.|Ark\.|Okla\.|N\.D\.|S\.D\.|Wyo\.|Alaska)`;
const REPORTER = String.raw`(?:U\.\s?S\.|S\.\s?Ct\.|L\.\s?Ed\.(?:\s?2d)?|F\.\s?Supp\.(?:\s?[23]d)?|F\.\s?App'x|Mass\.(?:\s?App\.(?:\s?Ct\.)?)?|Ga\.(?:\s?App\.)?|N\.?Y\.?\s?[23]d|A\.?D\.?\s?[23]d|Misc\.\s?[23]d|Ill\.(?:\s?App\.)?(?:\s?[23]d)?|Wis\.\s?2d|Ohio\s?St\.\s?[23]d|Wash\.\s?2d|Cal\.\s?Rptr\.(?:\s?[23]d)?|F\.(?:\s?(?:2d|3d|4th))?|B\.R\.|Cal\.(?:\s?App\.)?(?:\s?\d(?:d|th))?|N\.Y\.(?:\s?\d(?:d|th))?|A\.(?:\s?[23]d)?|P\.(?:\s?[23]d)?|N\.E\.(?:\s?[23]d)?|N\.W\.(?:\s?2d)?|S\.E\.(?:\s?2d)?|S\.W\.(?:\s?[23]d)?|So\.(?:\s?[23]d)?|WL|I&N\s+Dec\.|T\.C\.|Fed\.\s?Cl\.|M\.J\.|Vet\.\s?App\.|${STATE_REPORTER})`;
// The second party may carry its legal form after a comma ("Natural Resources Defense Council, Inc., 555 U.S. 7");
// California's style puts the year before the reporter ("Yvanova v. New Century Mortgage Corp. (2016) 62 Cal.4th 919").
const PARTY_FORM = String.raw`(?:,\s+(?:Inc|LLC|L\.L\.C|LLLP|LLP|Corp|Co|Ltd|L\.P|N\.A|SAL|S\.A|P\.C|B\.A|N\.V|AG|GmbH|PLC|plc)\.?)?`;
const CASE_NAME = String.raw`(?:(?:In\s+re\s+|Ex\s+parte\s+)?[A-Z][\w.&'’-]*(?:\s+(?:[A-Z][\w.&'’-]*|of|the|and|for|ex\s+rel\.|&))*${PARTY_FORM}\s+v\.?\s+[A-Z][\w.&'’-]*(?:\s+(?:[A-Z][\w.&'’-]*|of|the|and|for|&))*${PARTY_FORM}(?:,\s+|\s+\(\d{4}\)\s+))`;
// A case named for its subject has no "v.": "In re SubMicron Sys. Corp.", "Matter of M-E-V-G-", "Ex parte Young".
const SUBJECT_NAME = String.raw`(?:In\s+re:?|Matter\s+of|Ex\s+parte)\s+[A-Z][\w.&'’-]*(?:[ \t]+(?:[A-Z][\w.&'’-]*|of|the|and|for|&))*${PARTY_FORM}(?:,\s+|\s+\(\d{4}\)\s+)`;
// The reporter core ("550 U.S. 544") is found first; the case name is then looked for just before it. Scanning
// for an optional case name at every capital letter was the slowest pattern in the engine.
// New York's official style closes with brackets ("210 AD3d 512 [1st Dept 2022]"); states with public-domain
// citations number a decision by year and court ("2025 ME 48", "2012 IL 112906", "2019-Ohio-1234"), the Tax Court its
// memorandum opinions ("T.C. Memo. 2025-61"). A page number runs into no letter: "4401 N.W. 9th Avenue" is an address.
const CITATION_CORE_RE = new RegExp(
  [
    String.raw`\b\d{1,4}\s+${REPORTER}\s+\d{1,7}(?![\w])(?:,\s+\d{1,5}(?:[-–]\d+)?|,\s+at\s+\*\d+(?:[-–]\*?\d+)?)?(?:\s+\([^()\n]{0,60}?\d{4}\)|\s+\[[^[\]\n]{0,40}?\d{4}\])?`,
    String.raw`\b(?:19|20)\d{2}\s+(?:ME|IL(?:\s+App\s+\(\d(?:st|nd|rd|th)\))?|OK(?:\s+CIV\s+APP)?|ND|SD|MT|WY|VT|UT(?:\s+App)?|WI(?:\s+App)?|NMSC|NMCA|CO(?:A)?|ARK|PA\s+Super|S\.D\.|N\.D\.)\s+\d{1,6}\b|\b(?:19|20)\d{2}-Ohio-\d{1,6}\b`,
    String.raw`\bT\.C\.\s+(?:Memo\.|Summary\s+Opinion)\s+(?:19|20)\d{2}-\d{1,4}\b`,
  ].join("|"),
  "g",
);
const CASE_NAME_BEFORE_RE = new RegExp(`(?:${CASE_NAME}|${SUBJECT_NAME})$`);
// A case cited by its docket number, not a reporter ("Texas v. Becerra, No. 4:23-cv-00412 (N.D. Tex. filed …)", "In
// re Pharmacy Benefit Manager Antitrust Litigation, MDL No. 3113"): the citation is the case's name before the number,
// and the number is left to the case numbers (findDocketNumbers keeps a pending case's, drops a decided one's).
const DOCKET_AFTER_NAME_RE =
  /,[ \t]+(?:et[ \t]+al\.,[ \t]+)?(?:Case[ \t]+|Civil[ \t]+Action[ \t]+|C\.A\.[ \t]+|MDL[ \t]+|Index[ \t]+|Cause[ \t]+|Docket[ \t]+|Adv\.[ \t]+(?:Proc\.|Pro\.)[ \t]+)?No\.[ \t]+[\w:.-]*\d/g;
const SHORT_CITE_RE = /\b(?:Id\.|Ibid\.)(?:\s+at\s+\d+)?/g;

const STATUTE_RE = new RegExp(
  [
    // A list of sections goes on over commas and "and", but not into the next title's citation ("18 U.S.C. § 981(a)(1)(C)
    // and 28 U.S.C. § 2461(c)").
    String.raw`\b\d{1,2}\s+U\.\s?S\.\s?C\.(?:\s?A\.)?\s*§§?\s*\d[\w.-]*(?:\([\w]+\))*(?:\s*(?:,|and|-|–)\s*\d[\w.-]*(?![\w.-])(?:\([\w]+\))*(?!\s+U\.\s?S\.\s?C))*(?:\s+et\s+seq\.)?`,
    // A title of a statute or of the Code, and the federal Constitution's articles: "Title VII of the Civil Rights Act
    // of 1964", "Title IX of the Education Amendments of 1972", "Title 11 of the United States Code", "Article III of
    // the United States Constitution".
    String.raw`\bTitle\s+(?:[IVXLC]+|\d{1,2})\s+of\s+the\s+(?:United\s+States\s+Code|(?:[A-Z][\w'-]*\s+(?:(?:with|for|of|on|and|to|in)\s+)?){1,8}(?:Act|Amendments)(?:\s+of\s+\d{4})?)`,
    String.raw`\bArticle\s+[IVX]+(?:,\s+(?:Section|§)\s*\d+(?:,\s+[Cc]lause\s+\d+)?)?,?\s+of\s+the\s+(?:United\s+States|U\.\s?S\.)\s+Constitution`,
    // A state's rules named with the state: "Alaska Appellate Rule 214(d)", "Idaho Appellate Rule 40", "Maryland Rule
    // 1-104(a)(2)(B)", "New Hampshire Rule of Evidence 404(b)"; California's "Code of Civil Procedure section 632".
    String.raw`\b(?:${US_STATES})\s+(?:(?:Appellate|Civil|Criminal|Evidence|Court)\s+)?Rules?(?:\s+of\s+(?:Evidence|Civil\s+Procedure|Criminal\s+Procedure|Appellate\s+Procedure|Professional\s+Conduct))?\s+\d+[\w.:-]*(?:\([\w]+\))*`,
    String.raw`\bCode\s+of\s+Civil\s+Procedure\s+sections?\s+\d+[\w.]*(?:\([\w]+\))*`,
    // Uniform laws: "Uniform Commercial Code", "Uniform Probate Code", "Uniform Trade Secrets Act".
    String.raw`\bUniform\s+(?:[A-Z][\w-]*\s+){1,4}(?:Code|Act)\b`,
    // States' own short forms of their rules and codes: "MCR 2.403(O)", "MCL 37.2202", "C.R.C.P. 242.32", "C.A.R.
    // 35(e)", "CR 37(a)(4)", "RCW 49.60.180", "ORS 659A.030", "OCGA § 24-8-824", "14 M.R.S. § 752", "Treas. Reg. §
    // 1.183-2(b)"; a rule numbered with a colon or a period ("Rule 4:52-1", "Rule 29.15", "Court of Chancery Rule
    // 23.1").
    String.raw`\b(?:\d{1,2}\s+)?(?:MCR|MCL|C\.R\.C\.P\.|C\.A\.R\.|CR|CrR|RAP|RCW|ORS|OCGA|O\.C\.G\.A\.|M\.R\.S\.(?:A\.)?|Treas\.\s+Reg\.|N\.R\.S\.|NRS|RSA|AS|N\.D\.C\.C\.|La\.\s?R\.S\.|NYCRR|A\.R\.S\.|C\.R\.S\.)\s+(?:§§?\s*\d+[A-Z]?(?:[.:-]\d+[A-Za-z]?)*|\d+[A-Z]?(?:[.:-]\d+[A-Za-z]?)+)(?:\([\w]+\)|\[[\w]+\])*|\b(?:(?:Court\s+of\s+Chancery|Chancery\s+Court|Superior\s+Court(?:\s+Civil)?|Supreme\s+Court|Family\s+Court)\s+)?Rule\s+\d+[a-z]?(?:[.:-]\d+)+(?:\([\w]+\))*`,
    String.raw`\b\d{1,2}\s+C\.\s?F\.\s?R\.\s*(?:§§?|Part|pt\.)\s*\d[\w.-]*(?:\([\w]+\))*`,
    String.raw`\bFed(?:eral)?\.?\s+R(?:ule)?s?\.?\s+(?:of\s+)?(?:Civ(?:il)?|Crim(?:inal)?|App(?:ellate)?|Evid(?:ence)?|Bankr(?:uptcy)?)\.?\s+P(?:roc(?:edure)?)?\.?\s+\d+(?:\.\d+)?(?:\([\w]+\))*`,
    String.raw`\b(?:FRCP|FRAP|FRE|FRCrP)\s+\d+(?:\([\w]+\))*`,
    String.raw`\bFED\.\s+R\.\s+(?:CIV|CRIM|APP|EVID|BANKR)\.\s+P\.\s+\d+(?:\.\d+)?(?:\([\w]+\))*`,
    String.raw`\bFederal\s+Rules?\s+of\s+Evidence\s+\d+(?:\([\w]+\))*`,
    // Rules and regulations cited in words or without periods (decision 025, eighth round 23f): "Texas Rule of Civil
    // Procedure 190.3", "Rule 16 of the Federal Rules of Civil Procedure", "20 CFR 404.1520(c)", Ohio's "R.C.
    // 2929.11", "Cal. Rules of Court, rule 8.278(a)(1)".
    String.raw`\b(?:${US_STATES}|Federal)\s+Rules?\s+of\s+(?:Civil|Criminal|Appellate|Juvenile|Family\s+Law)\s+Procedure\s+\d+[a-z]?(?:\.\d+)?(?:\([\w]+\))*`,
    String.raw`\b(?:Rule|Rules)\s+\d+(?:\.\d+)?(?:\([\w]+\))*\s+of\s+the\s+Federal\s+Rules\s+of\s+(?:Civil|Criminal|Appellate)\s+Procedure`,
    String.raw`\b\d{1,2}\s+CFR\s+(?:§§?\s*|Part\s+)?\d[\w.-]*(?:\([\w]+\))*`,
    String.raw`\bR\.C\.\s+\d+\.\d+(?:\([\w]+\))*`,
    String.raw`\bCal\.\s+Rules\s+of\s+Court,\s+rules?\s+\d+(?:\.\d+)?(?:\([\w]+\))*`,
    // A circuit's own rules ("Ninth Circuit Rule 36-3", "D.C. Cir. Rule 36(d)", "11th Cir. R. 3-1", "Third Circuit
    // L.A.R. 34.1(a)"), a district's local rules ("L. Civ. R. 7.1", "LCR 7(b)(4)(D)", "E.D. Mich. LR 11.2"),
    // California's codes cited with a comma ("Code Civ. Proc., § 2030.300", "Gov. Code, § 12900", "Cal. Gov't Code §
    // 12940"), Massachusetts' "Mass. Gen. Laws ch. 93A, § 11", Kansas's K.S.A., the Sentencing Guidelines and
    // Oregon's "ORS Chapter 267".
    String.raw`\b(?:(?:First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth|Eleventh|Federal|D\.C\.)\s+Circuit|(?:\d{1,2}(?:st|nd|rd|th)|D\.C\.|Fed\.)\s+Cir\.)\s+(?:Rule|R\.|L\.A\.R\.|I\.O\.P\.)\s+\d+(?:[.-]\d+)*(?:\([\w]+\))*`,
    String.raw`\b(?:(?:[SNEWCM]\.D\.|D\.)\s?[A-Z][a-z]+\.\s+|D\.C\.[A-Z]{2,5}\.)?(?:L\.\s?Civ\.\s?R\.|L\.\s?Cr\.\s?R\.|LCR|LCivR|LR)\s+\d+(?:\.\d+)*(?:\([\w]+\))*`,
    String.raw`\b(?:Cal\.\s+)?(?:Code\s+Civ\.\s+Proc\.|(?:Gov(?:'t|’t)?|Civ|Lab|Pen|Fam|Prob|Evid|Veh|Com|Corp|Ins|Bus\.\s+&\s+Prof|Health\s+&\s+Saf|Welf\.\s+&\s+Inst)\.?\s+Code),?\s+§§?\s*\d[\w.]*(?:\([\w]+\))*`,
    String.raw`\bMass\.\s+Gen\.\s+Laws\s+ch\.\s+\d+[A-Z]?(?:,\s*§\s*\d+[A-Z]?(?:\([\w]+\))*)?`,
    String.raw`\b(?:K\.S\.A\.|U\.S\.S\.G\.)\s*(?:§§?\s*)?\d[\w.:-]*(?:\([\w]+\))*`,
    String.raw`\bORS\s+[Cc]hapter\s+\d+[A-Z]?`,
    // State rules of procedure: "Tex. R. Civ. P. 166a(c)", "Ariz. R. Fam. Law P. 78(c)", "Pa.R.C.P. 1028(a)(3)",
    // Ohio's "Civ.R. 54(B)"; local and bankruptcy rules: "Local Civil Rule 72.C.2", "Bankruptcy Rule 6004(h)".
    String.raw`\b[A-Z][a-z]{1,4}\.\s?R\.\s?(?:Civ\.|Crim\.|App\.|Evid\.|Fam\.\s?Law|C\.|A\.)\s?P\.\s?\d+[a-z]?(?:\.\d+)?(?:\([\w]+\))*`,
    String.raw`\b(?:Civ|Crim|App|Evid)\.\s?R\.\s?\d+(?:\.\d+)?(?:\([\w]+\))*`,
    String.raw`\b(?:Local\s+(?:Civil\s+|Criminal\s+|Bankruptcy\s+|Patent\s+)?Rule|Bankruptcy\s+Rule)\s+\d+(?:[.-][\dA-Za-z]+)*(?:\([\w]+\))*`,
    // State compilations: "735 ILCS 5/2-619.1", "8 Del. C. § 220", "G. L. c. 93A, § 11", "I.R.C. § 6662(a)".
    String.raw`\b\d{1,3}\s+ILCS\s+\d+\/[\d.-]*\d(?:\([\w]+\))*`,
    String.raw`\b\d{1,2}\s+Del\.\s?C\.\s*§§?\s*\d[\w.-]*(?:\([\w]+\))*`,
    String.raw`\b(?:M\.\s?)?G\.\s?L\.\s*c\.\s*\d+[A-Z]?(?:,\s*§\s*\d+[A-Z]?(?:\([\w]+\))*)?`,
    String.raw`\bI\.R\.C\.\s*§§?\s*\d[\w.-]*(?:\([\w]+\))*`,
    // A statute's section in lower case is not a contract's cross-reference ("Section 5.2"): "section 2-615",
    // "sections 105, 363 and 365 of the Bankruptcy Code", "section 55.03, Florida Statutes", "Civil Code section
    // 1950.5, subdivision (g)".
    String.raw`\b(?:(?:[A-Z][a-z]+\s+(?:and\s+)?){1,3}Code\s+)?sections?\s+\d[\w.-]*(?:\([\w]+\))*(?:(?:,\s*|\s+and\s+)\d[\w.-]*(?:\([\w]+\))*)*(?:,\s+subdivision\s+\([\w]+\)|\s+of\s+the\s+(?:[A-Z][\w-]*\s+(?:and\s+)?){1,6}(?:Code|Act|Statutes|Law)\b|,\s+(?:[A-Z][a-z]+\s+)?Statutes)?`,
    String.raw`\bChapter\s+\d+[\w.]*\s+of\s+the\s+(?:[A-Z][\w-]*\s+(?:and\s+)?){1,8}(?:Code|Act|Statutes)\b`,
    String.raw`\bSection\s+\d+[\w.]*(?:\([\w]+\))*\s+of\s+[A-Z]{3,}\b`,
    String.raw`\b(?:${US_STATES})\s+Constitution(?:,\s+[Aa]rticle\s+[IVXLC\d]+(?:,\s+[Ss]ection\s+\d+)?)?`,
    String.raw`\b(?:Rule|Rules)\s+\d+(?:\.\d+)?(?:\([\w]+\))+(?:\s+of\s+the\s+Federal\s+Rules\s+of\s+(?:Civil|Criminal|Appellate)\s+Procedure)?`,
    String.raw`\b(?:Section|§)\s*\d+[\w.]*(?:\([\w]+\))*\s+of\s+the\s+(?:[A-Z][\w-]*\s+){1,8}Act(?:\s+of\s+\d{4})?`,
    String.raw`\b(?:the\s+)?(?:[A-Z][\w'-]*\s+(?:(?:with|for|of|on|and|to|in)\s+)?){1,8}Act(?:\s+of\s+\d{4})?(?=\W)`,
    // A state's or county's named law or code without a section: "Arizona Public Records Law", "King County Code
    // Title 4A".
    String.raw`\b(?:${US_STATES})\s+(?:[A-Z][\w'-]*\s+){0,4}(?:Law|Code)\b(?!\s*§)`,
    String.raw`\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+County\s+Code(?:\s+(?:Title|Chapter)\s+\w+|\s*§\s*[\d.]+)?`,
    // Brazilian statutes in English: "Law No. 13,709/2018", "Article 421 of the Brazilian Civil Code",
    // "Resolution CD/ANPD No. 15/2024", "the Brazilian General Data Protection Law".
    String.raw`\b(?:Federal\s+)?(?:Law|Decree|Provisional\s+Measure|Complementary\s+Law)\s+No\.\s*\d[\d.,]*\/\d{2,4}`,
    String.raw`\b(?:Resolution|Normative\s+Instruction|Ordinance)\s+(?:[A-Z][\w/-]*\s+)?No\.\s*\d[\d.,]*\/\d{2,4}`,
    String.raw`\b(?:Articles?|Art\.)\s+\d[\w.,-]*(?:\s+(?:and|to)\s+\d[\w.-]*)?\s+of\s+the\s+Brazilian\s+(?:[A-Z][\w-]*\s+){0,4}(?:Code|Law|Constitution)`,
    String.raw`\bBrazilian\s+(?:[A-Z][\w-]*\s+){0,4}(?:Code|Law|Constitution)\b`,
    // State codes: "Cal. Gov. Code § 12940", "N.J. Stat. Ann. § 56:8-2", "Texas Bus. & Com. Code § 17.50",
    // "N.Y. C.P.L.R. § 5001", "Multiple Dwelling Law § 78", "California Labor Code § 510".
    String.raw`\b(?:[A-Z][A-Za-z'ʻ’]*\.?(?:[A-Z]\.)*\s+(?:(?:&|and)\s+)?){1,6}(?:Code|Stat\.|Stats\.|Statutes|Law|Laws|C\.P\.L\.R\.|Ann\.)(?:\s+Ann\.)?\s*§§?\s*\d[\w.:-]*(?:\([\w]+\))*`,
    String.raw`\b(?:CPLR|N\.J\.S\.A\.|O\.C\.G\.A\.|RCW|ORS|A\.R\.S\.|M\.G\.L\.|Fla\.\s+Stat\.)\s*(?:§§?\s*)?\d[\w.:-]*(?:\([\w]+\))*`,
    String.raw`\bSection\s+\d[\w.]*(?:\([\w]+\))*\s+of\s+the\s+(?:[A-Z][\w-]*\s+){1,6}(?:Statutes|Code|Law)\b`,
    String.raw`\b(?:(?:Due\s+Process|Equal\s+Protection|Takings)\s+Clause\s+of\s+the\s+)?(?:First|Second|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth|Thirteenth|Fourteenth|Fifteenth)\s+Amendment(?:\s+to\s+the\s+(?:United\s+States|U\.S\.)\s+Constitution)?`,
    String.raw`\bU\.\s?S\.\s?Const\.\s+(?:art\.\s*[IVX]+|amend\.\s*[IVXL]+)(?:,\s*§\s*\d+)?`,
  ].join("|"),
  "g",
);
const ACT_STOP = /^(?:the\s+)?(?:This|Such|Any|Each|An|A|No|Such)\s/;

// Docket numbers: federal "1:22-cv-03391-SDG", circuit "24-1187-cv", and any number after a case label ("Case No.",
// "CAUSE NO.", "Docket No.") or after a bare "No." in a caption. State courts number freely ("2024-015233-CA-01",
// "05-23-00871-CV", "21CV-4471", "2022 L 004411", "126,318"), so after "No." any token with a digit of four or more
// characters counts, unless the "No." belongs to something else: a statute ("Pub. L. No."), a filing ("ECF No."), an
// exhibit, an instrument, an account, a contract, a plan, a phone, a lawyer's firm file or bar registration ("Texas Bar
// Card No.", "PA I.D. No.") or a statute
// ("Law No. 12,846/2013"), or an agency charge ("EEOC Charge No. 555-2024-00318"). New York's index numbers carry
// their year ("Index No. 654321/2023", "613308/20"); Cook County's, Ohio's and Pennsylvania's a year or a number, a
// division's letters and a number ("2025 CH 04418", "2023 CV 00412", "1022 MDA 2024").
const NOT_DOCKET = String.raw`(?<!\b(?:L|ECF|Dkt|Doc|Docs|Ex|Exh|Exhibit|Exhibits|Ordinance|Resolution|Rule|Form|Serial|Invoice|Policy|Account|Acct|Patent|Registration|Loan|Lot|Unit|Suite|Bill|Count|Item|Claim|Order|Reg|Contract|License|Permit|Tax|Reference|Ref|Certificate|Check|Volume|Vol|Page|Art|Paragraph|Section|ID|Id|Parcel|Tract|Receipt|Purchase|Project|Report|S|H\.R|H\.B|S\.B|Amendment|Law|Decree|Act|Bar|Card|I\.D|[A-Z]{2,4}BA|SBN|ARDC|Attorney|Firm|Atty|Agreement|Instrument|(?<!Court\s)File|Matter|Plan|Grant|Award|Application|Model|Part|Bond|Lease|Employee|Member|Badge|Inmate|Booking|Tel|Telephone|Phone|Fax|Routing|Transit|Wire|Identification|Security|Lic|Cert|Pol|Inv|Tracking|Confirmation|P\.O|Bates|Box|Room|Charge)\.?\)?\s)`;
const DOCKET_RE = new RegExp(
  [
    String.raw`\b\d:\d{2}-(?:cv|cr|mc|md|bk|ap|mj|CV|CR)-\d{3,6}(?:-[A-Z]{2,5})*\b`,
    String.raw`(?<![\d:])\b\d{2}-(?:CV|CR|Civ|Cr|cv|cr)-\d{3,6}\b`,
    String.raw`(?<![\w-])\d{2}-\d{3,5}-(?:cv|cr|ag|bk)\b`,
    String.raw`\b(?:Case|CASE|Civil\s+Action|CIVIL\s+ACTION|Docket|DOCKET|Index|INDEX|Appeal|APPEAL|Cause|CAUSE|Court\s+File|COURT\s+FILE)(?:\s+(?:No|NO|Number|NUMBER)\.?|\s*#)\s*:?\s*[\w:.-]*\d[\w:.-]*(?:\/(?:19|20)?\d{2}\b|(?<=\b\d{3,4})[ ][A-Z]{1,4}[ ]\d{3,7}\b)?`,
    // The header a court of appeals' filing system stamps on every page: "Case: 23-1234  Document: 45  Page: 1".
    String.raw`\b(?:Appellate\s+)?Case:[ \t]+\d{2}-\d{3,5}\b`,
    String.raw`${NOT_DOCKET}\b(?:No|NO)\.\s*(?=[\w,-]{4})(?=[\w,-]*\d)[A-Z\d](?:[\w-]|,(?=\d{3}\b))*(?:[ ][A-Z]{1,4}[ ]\d{3,7}\b)?(?![\w/-]|,\d)`,
  ].join("|"),
  "g",
);

// A state's second word stands on the same line: the next line's first word is a judge's name ("… of California\nDale
// A. Drozd, District Judge").
const DISTRICT = String.raw`(?:(?:Northern|Southern|Eastern|Western|Middle|Central)\s+)?District\s+of\s+[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?`;
const COURT_RE = new RegExp(
  [
    String.raw`\b(?:United\s+States|U\.\s?S\.)\s+(?:District\s+Court|Court\s+of\s+Appeals|Bankruptcy\s+Court|Court\s+of\s+Federal\s+Claims|Tax\s+Court)(?:\s+for\s+the\s+(?:${DISTRICT}|(?:First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth|Eleventh|Federal|D\.C\.)\s+Circuit|District\s+of\s+Columbia))?`,
    String.raw`\bUNITED\s+STATES\s+(?:DISTRICT\s+COURT|COURT\s+OF\s+APPEALS|BANKRUPTCY\s+COURT)(?:\s+(?:FOR\s+THE\s+)?(?:(?:NORTHERN|SOUTHERN|EASTERN|WESTERN|MIDDLE|CENTRAL)\s+)?DISTRICT\s+OF\s+[A-Z]+(?:[ \t]+[A-Z]+)?|\s+FOR\s+THE\s+[A-Z]+\s+CIRCUIT)?`,
    // The state's second word stands on the same line ("Supreme Court of Georgia\nDecided: …").
    String.raw`\bSupreme\s+Court\s+of\s+(?:the\s+United\s+States|the\s+State\s+of\s+[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?|[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?)`,
    String.raw`\bSUPREME\s+COURT\s+OF\s+(?:THE\s+UNITED\s+STATES|THE\s+STATE\s+OF\s+[A-Z]+(?:[ \t]+[A-Z]+)?)`,
    String.raw`\b(?:Superior|Circuit|Chancery|District|Family|Probate|County)\s+Court\s+(?:of|for)\s+(?:the\s+State\s+of\s+)?[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?(?:,\s+(?:County|City\s+and\s+County)\s+of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)?`,
    String.raw`\bSUPERIOR\s+COURT\s+OF\s+(?:THE\s+STATE\s+OF\s+)?[A-Z]+(?:[ \t]+[A-Z]+)?`,
    String.raw`\bCourt\s+of\s+Chancery(?:\s+of\s+the\s+State\s+of\s+Delaware)?`,
    String.raw`\b(?:[A-Z][a-z]+\s+)?Court\s+of\s+Appeals?\s+(?:for|of)\s+(?:the\s+)?(?:[A-Z][a-z]+\s+)?(?:Circuit|[A-Z][a-z]+)`,
    // A federal district in a citation: every state's Bluebook abbreviation ("W.D. Okla.", "E.D. Ky.", "D.N.M.").
    String.raw`(?<![\w.])(?:[SNEWCM]\.\s?D\.|D\.)\s?(?:N\.\s?Y\.|N\.\s?J\.|N\.\s?M\.|N\.\s?H\.|N\.\s?C\.|N\.\s?D\.|S\.\s?C\.|S\.\s?D\.|R\.\s?I\.|P\.\s?R\.|W\.\s?Va\.|D\.\s?C\.|Cal\.|Tex\.|Fla\.|Ill\.|Pa\.|Del\.|Mass\.|Md\.|Colo\.|Minn\.|Ga\.|Va\.|Wash\.|Ohio|Mich\.|La\.|Ala\.|Conn\.|Ariz\.|Nev\.|Or\.|Utah|Okla\.|Ark\.|Ky\.|Tenn\.|Miss\.|Mo\.|Kan\.|Neb\.|Iowa|Wis\.|Ind\.|Mont\.|Idaho|Wyo\.|Haw\.|Alaska|Me\.|Vt\.)`,
    String.raw`\b(?:\d{1,2}(?:st|nd|rd|th)|Fed\.|D\.C\.)\s+Cir\.`,
  ].join("|"),
  "g",
);

function collect(text: string, re: RegExp, type: Entity["type"], confidence: number): Entity[] {
  const out: Entity[] = [];
  for (const m of text.matchAll(re)) {
    let start = m.index;
    let end = start + m[0].length;
    while (end > start && /[\s,;:]/.test(text[end - 1] ?? "")) end--;
    // A sentence period after a section number is not part of it ("§ 1983."), unlike "et seq." or "Supp.".
    if (text[end - 1] === "." && /\d\.$/.test(text.slice(start, end))) end--;
    const signal = /^(?:See\s+also|See|Cf\.|But\s+see|E\.g\.,?|Accord|Compare)\s+/.exec(text.slice(start, end));
    if (signal) start += signal[0].length;
    let value = text.slice(start, end);
    const stop = ACT_STOP.exec(value);
    if (type === "LAW" && stop && value.endsWith("Act")) {
      start += stop[0].length;
      value = text.slice(start, end);
      if (!/\s/.test(value)) continue;
    }
    // "the Sherman Act" is listed as the Sherman Act.
    const article = type === "LAW" ? /^[Tt]he\s+(?=[A-Z])/.exec(value) : null;
    if (article) {
      start += article[0].length;
      value = text.slice(start, end);
    }
    out.push({ type, value, confidence, start, end });
  }
  return out;
}

// A case name found backwards may start with the words of the sentence before it ("New York County. Under Atlantic
// Marine … v. …"): it starts after the last word that opens a clause ("In re" names a case and stays).
// A citation signal ("See", "See also", "Cf.") opens the citation sentence, and a long word closing with a period
// ends the sentence before it ("… Review Commission. Pakdel v. City & County of San Francisco"); reporters' and
// parties' abbreviations are short ("Sys.", "Transp.", "Ass'n").
const LEAD_IN =
  /(?:^|\s)(?:Under|Citing|Applying|Following|Unlike|Like|Per|Because|Although|While|Here|Thus|However|As|See(?:[ \t]+also)?|Cf\.|Accord|Compare|In(?!\s+re\b))\s+(?=[A-Z])|(?:^|\s)[A-Za-z]{7,}\.\s+(?=[A-Z])/g;
function leadIn(name: string): number {
  const v = name.search(/\sv\.?\s|(?:In\s+re|Matter\s+of|Ex\s+parte)\s/);
  let cut = 0;
  for (const m of name.slice(0, v < 0 ? name.length : v).matchAll(LEAD_IN)) cut = m.index + m[0].length;
  return -cut;
}

function findCitations(text: string): Entity[] {
  const out: Entity[] = [];
  for (const m of text.matchAll(CITATION_CORE_RE)) {
    let start = m.index;
    const before = text.slice(Math.max(0, start - 160), start);
    const name = CASE_NAME_BEFORE_RE.exec(before);
    if (name) start -= name[0].length + leadIn(name[0]);
    const signal = /^(?:See\s+also|See|Cf\.|But\s+see|E\.g\.,?|Accord|Compare)\s+/.exec(text.slice(start, m.index));
    if (signal) start += signal[0].length;
    const end = m.index + m[0].length;
    out.push({ type: "CASE_LAW", value: text.slice(start, end), confidence: 0.9, start, end });
  }
  for (const m of text.matchAll(DOCKET_AFTER_NAME_RE)) {
    // The name and its comma stand on one line: a caption's lines are the document's parties, not a citation.
    const lineStart = text.lastIndexOf("\n", m.index) + 1;
    const before = text.slice(Math.max(lineStart, m.index - 160), m.index + 1);
    const name = CASE_NAME_BEFORE_RE.exec(`${before} `);
    if (!name) continue;
    const start = m.index + 1 - name[0].length + 1 - leadIn(name[0]);
    const lead = /^(?:See\s+also|See|Cf\.|But\s+see|E\.g\.,?|Accord|Compare)\s+/.exec(text.slice(start, m.index));
    const from = start + (lead ? lead[0].length : 0);
    out.push({ type: "CASE_LAW", value: text.slice(from, m.index), confidence: 0.85, start: from, end: m.index });
  }
  return out;
}

export function findCaseLawEn(text: string): Entity[] {
  return longestNonOverlapping([...findCitations(text), ...collect(text, SHORT_CITE_RE, "CASE_LAW", 0.5)]);
}

export function findLawsEn(text: string): Entity[] {
  return longestNonOverlapping(collect(text, STATUTE_RE, "LAW", 0.85)).filter(
    (e) => !/^(?:the\s+)?(?:Agreement|Act)$/i.test(e.value),
  );
}

// A judge's own number after the signature ("Judge Maria Delgado, No. 2104", Cook County's practice).
const JUDGE_BEFORE = /\bJudge\s+(?:[A-Z][\w.'’-]*\s+){0,3}[A-Z][\w'’-]*,\s*$/;

// California's appellate numbers stand alone on a caption's line: "B329517" (a district's letter, six digits), the
// Supreme Court's "S278901".
const CAL_APPELLATE_RE = /(?<=^|\n)[ \t]*([A-HS]\d{6})[ \t]*(?=\n)/g;

// A caption sets the case's number in its right-hand column, after a ")" or a wide gap, or on a line of its own,
// often with no label: "Plaintiff and Appellant,      B331842", "v.      )      1:24CV233", "CV 25-14-H-BMM",
// "FC2023-094117      02/14/2025", "J-A04017-25", "2022-07719      DECISION & ORDER". Read only in a court filing's
// head (a court named, and a "v." or a party's label), and only tokens shaped like a docket: digits with a letter or a
// hyphen, and not a date, a ZIP code or a phone number.
const CAPTION_HEAD_CHARS = 2500;
const CAPTION_COURT = /\b(?:COURT|Court|BOARD|Board)\b/;
const CAPTION_V = /\s(?:v\.?|vs\.|V\.|VS\.)\s/;
const CAPTION_LABEL =
  /\b(?:plaintiffs?|petitioners?|respondents?|appellants?|appellees?|debtors?|in\s+re|estate\s+of)\b/i;
const CAPTION_NUMBER_RE =
  /(?:(?<=^|\n)[ \t]*|\)[ \t]{2,}|[ \t]{3,})(?:(?:File|FILE|Case|CASE)[ \t]+(?:No\.|NO\.)[ \t]*)?((?:[A-Z]{1,4}[ -])?[A-Z]{0,4}\d[A-Za-z\d]*(?::\d[A-Za-z\d]*)?(?:-[A-Za-z\d]+)*)(?=[ \t]*(?:\n|$)|[ \t]{3})/g;
// A letter code and a plain number is a bar number or a ZIP code on an attorney's block ("SBN 287654", "CA 90071").
const DATE_OR_PHONE =
  /^(?:\d{4}-\d{2}-\d{2}|\d{5}(?:-\d{4})?|\d{3}-\d{3}-\d{4}|\d{1,2}-\d{1,2}-\d{2,4}|[A-Z]{2,4}[ ]\d{5,7})$/;

function captionNumbers(text: string): Entity[] {
  const head = text.slice(0, CAPTION_HEAD_CHARS);
  if (!CAPTION_COURT.test(head) || !(CAPTION_V.test(head) || CAPTION_LABEL.test(head))) return [];
  const out: Entity[] = [];
  for (const m of head.matchAll(CAPTION_NUMBER_RE)) {
    const value = m[1] ?? "";
    const digits = value.replace(/\D/g, "").length;
    // Without a hyphen or a colon, a court's number has six digits or more ("B331842"); "D81247" is a clerk's code.
    const joined = /[-:]/.test(value);
    if (digits < (joined ? 4 : 6) || !/[A-Za-z-]/.test(value) || DATE_OR_PHONE.test(value)) continue;
    const start = m.index + m[0].lastIndexOf(value);
    out.push({ type: "CASE_NUMBER", value, normalized: value, confidence: 0.8, start, end: start + value.length });
  }
  return out;
}

// A decided case cited with its docket: "Okafor v. Brightline Corp., No. 21-cv-7741 (E.D.N.Y. 2022)" — the number is
// part of the precedent's citation, not a case the document is in; a pending one ("(N.D. Tex. filed Apr. 28, 2023)")
// is a case in its own right.
const CITED_CASE_BEFORE = /\sv\.\s[^\n;]{1,100},\s*$/;
const DECIDED_AFTER = /^\s*\((?![^)]*\b(?:filed|pending)\b)[^()\n]{0,40}\b(?:19|20)\d{2}\)/;
// The same look-alikes written in lower case in a sentence ("Department of Corrections inmate No. 1187734", "CAD
// incident No. 24-118723", "payment bond No. 106774291", "Certified Mail (No. 9589 …)"): what the "No." numbers is
// named just before it, whatever its case.
// An insurer's or a plan's internal review ("Internal Appeal No. IA-2024-41173") is no court's appeal.
const INSURER_APPEAL =
  /\b(?:internal|administrative|claims?|benefits?|grievance|utilization|(?:first|second|final)[- ]level)\s*$/i;
const THING_NUMBERED =
  /\b(?:inmate|prisoner|booking|incident|report|bond|policy|claim|charge|account|invoice|loan|serial|tracking|mail|registration|permit|parcel|receipt|confirmation|order|draw\s+request|request|reference|certificate|check|badge|employee|member|form|load|shipment|passport|container|lading|judge['’]s)\s*\(?\s*$/i;

export function findDocketNumbers(text: string): Entity[] {
  const labelled = collect(text, DOCKET_RE, "CASE_NUMBER", 0.9)
    .filter((e) => !JUDGE_BEFORE.test(text.slice(Math.max(0, e.start - 60), e.start)))
    .filter((e) => !(/^No\./i.test(e.value) && THING_NUMBERED.test(text.slice(Math.max(0, e.start - 40), e.start))))
    // "[Docket No. 212]", "(Docket No. 18)": an entry on the case's docket, not a case's number.
    .filter((e) => !/^Docket\s+No\.?\s*\d{1,4}$/i.test(e.value))
    .filter((e) => !(/^Appeal/i.test(e.value) && INSURER_APPEAL.test(text.slice(Math.max(0, e.start - 40), e.start))))
    .filter(
      (e) =>
        !(
          CITED_CASE_BEFORE.test(text.slice(Math.max(0, e.start - 120), e.start)) &&
          DECIDED_AFTER.test(text.slice(e.end, e.end + 60))
        ),
    )
    .map((e) => ({
      ...e,
      normalized: e.value
        .replace(/^(?:(?:Appellate\s+)?Case|Civil\s+Action|Docket|Index|Appeal|Cause|Court\s+File)\s*/i, "")
        .replace(/^(?:No\.?|Number|#)?\s*:?\s*/i, ""),
    }));
  const californian = [...text.slice(0, 3000).matchAll(CAL_APPELLATE_RE)].map((m) => {
    const value = m[1] ?? "";
    const start = m.index + m[0].indexOf(value);
    return {
      type: "CASE_NUMBER" as const,
      value,
      normalized: value,
      confidence: 0.85,
      start,
      end: start + value.length,
    };
  });
  const found = [...labelled, ...californian];
  const unlabelled = captionNumbers(text).filter((c) => !found.some((e) => e.start < c.end && c.start < e.end));
  return [...found, ...unlabelled];
}

export function findCourtsEn(text: string): Entity[] {
  return longestNonOverlapping([...findFederalCourts(text), ...collect(text, COURT_RE, "COURT", 0.9)]);
}
