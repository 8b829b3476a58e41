// Courts as data (docs/decisions/026-gazetteers.md). Brazil: the superior courts and the federal, state, labour and
// electoral regional courts as the CNJ lists them (Justiça em Números, cnj.jus.br; Lei 14.226/2021 created the
// TRF6), with the UF of each state-level court. USA: the 94 federal judicial districts and 13 courts of appeals as
// uscourts.gov lists them ("Court Website Links"); state courts are recognised by their naming forms in
// entities/courts.ts. Public-domain facts; written out here.
import { BR_STATES } from "./br-places.ts";

export interface CourtEntry {
  acronym: string;
  name: string;
}

const ORDINAL = [
  "",
  "1ª",
  "2ª",
  "3ª",
  "4ª",
  "5ª",
  "6ª",
  "7ª",
  "8ª",
  "9ª",
  "10ª",
  "11ª",
  "12ª",
  "13ª",
  "14ª",
  "15ª",
  "16ª",
  "17ª",
  "18ª",
  "19ª",
  "20ª",
  "21ª",
  "22ª",
  "23ª",
  "24ª",
];

// State names as the TJs write them ("Tribunal de Justiça do Estado de São Paulo", "do Distrito Federal e dos Territórios").
const STATE_ARTICLE: Record<string, string> = {
  AC: "do",
  AL: "de",
  AM: "do",
  AP: "do",
  BA: "da",
  CE: "do",
  DF: "do",
  ES: "do",
  GO: "de",
  MA: "do",
  MG: "de",
  MS: "de",
  MT: "de",
  PA: "do",
  PB: "da",
  PE: "de",
  PI: "do",
  PR: "do",
  RJ: "do",
  RN: "do",
  RO: "de",
  RR: "de",
  RS: "do",
  SC: "de",
  SE: "de",
  SP: "de",
  TO: "do",
};

function brazilianCourts(): CourtEntry[] {
  const out: CourtEntry[] = [
    { acronym: "STF", name: "Supremo Tribunal Federal" },
    { acronym: "STJ", name: "Superior Tribunal de Justiça" },
    { acronym: "TST", name: "Tribunal Superior do Trabalho" },
    { acronym: "TSE", name: "Tribunal Superior Eleitoral" },
    { acronym: "STM", name: "Superior Tribunal Militar" },
    { acronym: "CNJ", name: "Conselho Nacional de Justiça" },
  ];
  for (let r = 1; r <= 6; r++)
    out.push({ acronym: `TRF${r}`, name: `Tribunal Regional Federal da ${ORDINAL[r]} Região` });
  for (let r = 1; r <= 24; r++)
    out.push({ acronym: `TRT${r}`, name: `Tribunal Regional do Trabalho da ${ORDINAL[r]} Região` });
  for (const [uf, state] of Object.entries(BR_STATES)) {
    const article = STATE_ARTICLE[uf] ?? "de";
    if (uf === "DF") {
      out.push({ acronym: "TJDFT", name: "Tribunal de Justiça do Distrito Federal e dos Territórios" });
      out.push({ acronym: "TRE-DF", name: "Tribunal Regional Eleitoral do Distrito Federal" });
      continue;
    }
    out.push({ acronym: `TJ${uf}`, name: `Tribunal de Justiça do Estado ${article} ${state}` });
    out.push({ acronym: `TRE-${uf}`, name: `Tribunal Regional Eleitoral ${article} ${state}` });
  }
  return out;
}

export const BR_COURTS: readonly CourtEntry[] = brazilianCourts();

// The 94 federal districts: state → its districts' qualifiers ("" = the whole state is one district).
const US_DISTRICTS: Record<string, string[]> = {
  Alabama: ["Northern", "Middle", "Southern"],
  Alaska: [""],
  Arizona: [""],
  Arkansas: ["Eastern", "Western"],
  California: ["Northern", "Eastern", "Central", "Southern"],
  Colorado: [""],
  Connecticut: [""],
  Delaware: [""],
  "District of Columbia": [""],
  Florida: ["Northern", "Middle", "Southern"],
  Georgia: ["Northern", "Middle", "Southern"],
  Guam: [""],
  Hawaii: [""],
  Idaho: [""],
  Illinois: ["Northern", "Central", "Southern"],
  Indiana: ["Northern", "Southern"],
  Iowa: ["Northern", "Southern"],
  Kansas: [""],
  Kentucky: ["Eastern", "Western"],
  Louisiana: ["Eastern", "Middle", "Western"],
  Maine: [""],
  Maryland: [""],
  Massachusetts: [""],
  Michigan: ["Eastern", "Western"],
  Minnesota: [""],
  Mississippi: ["Northern", "Southern"],
  Missouri: ["Eastern", "Western"],
  Montana: [""],
  Nebraska: [""],
  Nevada: [""],
  "New Hampshire": [""],
  "New Jersey": [""],
  "New Mexico": [""],
  "New York": ["Northern", "Southern", "Eastern", "Western"],
  "North Carolina": ["Eastern", "Middle", "Western"],
  "North Dakota": [""],
  "Northern Mariana Islands": [""],
  Ohio: ["Northern", "Southern"],
  Oklahoma: ["Northern", "Eastern", "Western"],
  Oregon: [""],
  Pennsylvania: ["Eastern", "Middle", "Western"],
  "Puerto Rico": [""],
  "Rhode Island": [""],
  "South Carolina": [""],
  "South Dakota": [""],
  Tennessee: ["Eastern", "Middle", "Western"],
  Texas: ["Northern", "Southern", "Eastern", "Western"],
  Utah: [""],
  Vermont: [""],
  "Virgin Islands": [""],
  Virginia: ["Eastern", "Western"],
  Washington: ["Eastern", "Western"],
  "West Virginia": ["Northern", "Southern"],
  Wisconsin: ["Eastern", "Western"],
  Wyoming: [""],
};

function usCourts(): CourtEntry[] {
  const out: CourtEntry[] = [
    { acronym: "SCOTUS", name: "Supreme Court of the United States" },
    { acronym: "CADC", name: "United States Court of Appeals for the District of Columbia Circuit" },
    { acronym: "CAFC", name: "United States Court of Appeals for the Federal Circuit" },
    // The federal courts of special jurisdiction and the adjudicating boards whose decisions are appealed to them.
    { acronym: "CFC", name: "United States Court of Federal Claims" },
    { acronym: "USTC", name: "United States Tax Court" },
    { acronym: "CIT", name: "United States Court of International Trade" },
    { acronym: "CAVC", name: "United States Court of Appeals for Veterans Claims" },
    { acronym: "CAAF", name: "United States Court of Appeals for the Armed Forces" },
    { acronym: "JPML", name: "Judicial Panel on Multidistrict Litigation" },
    { acronym: "BIA", name: "Board of Immigration Appeals" },
    { acronym: "PTAB", name: "Patent Trial and Appeal Board" },
    { acronym: "TTAB", name: "Trademark Trial and Appeal Board" },
    { acronym: "MSPB", name: "Merit Systems Protection Board" },
    // Two states name their highest court the Supreme Judicial Court.
    { acronym: "ME SJC", name: "Maine Supreme Judicial Court" },
    { acronym: "MA SJC", name: "Massachusetts Supreme Judicial Court" },
    { acronym: "ME SJC", name: "Supreme Judicial Court of Maine" },
    { acronym: "MA SJC", name: "Supreme Judicial Court of Massachusetts" },
  ];
  const circuits = [
    "First",
    "Second",
    "Third",
    "Fourth",
    "Fifth",
    "Sixth",
    "Seventh",
    "Eighth",
    "Ninth",
    "Tenth",
    "Eleventh",
  ];
  for (const [i, c] of circuits.entries()) {
    out.push({ acronym: `CA${i + 1}`, name: `United States Court of Appeals for the ${c} Circuit` });
  }
  for (const [state, qualifiers] of Object.entries(US_DISTRICTS)) {
    for (const q of qualifiers) {
      const district = q ? `${q} District of ${state}` : `District of ${state}`;
      const code = `${q ? q[0] : ""}D ${state}`;
      out.push({ acronym: code, name: `United States District Court for the ${district}` });
    }
  }
  return out;
}

export const US_COURTS: readonly CourtEntry[] = usCourts();

/** The US states, DC and territories. */
export const US_STATES: Record<string, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
  PR: "Puerto Rico",
  GU: "Guam",
  VI: "Virgin Islands",
};
