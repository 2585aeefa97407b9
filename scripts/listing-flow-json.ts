/**
 * Writes the listing form's Flow JSON (src/server/bot/conversation/sell/flow/flow-json.ts), built
 * from the catalogue, for an operator to upload to Meta: `npm run flow:json -- listing-flow.json`
 * (no file: printed). Upload it in WhatsApp Manager's Flow builder (or with the Flows API), publish
 * it, and set WHATSAPP_LISTING_FLOW_ID to the published Flow's id.
 */
import { writeFileSync } from 'node:fs';
import { listingFlowJson } from '../src/server/bot/conversation/sell/flow/flow-json';

const file = process.argv[2];
const json = `${JSON.stringify(listingFlowJson(), null, 2)}\n`;
if (file) {
  writeFileSync(file, json);
  console.log(`Wrote the listing form's Flow JSON to ${file} (${json.length} bytes).`);
} else {
  process.stdout.write(json);
}
