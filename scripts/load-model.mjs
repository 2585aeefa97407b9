#!/usr/bin/env node
// `node scripts/load-model.mjs <daily active buyers> [--flag value ...]`: how many machines the
// marketplace needs for that many buyers a day, from the costs per answer the benches measured
// (README, "Capacity"). Each figure can be given instead: --messages (per buyer a day), --peak
// (share of a day's messages in its busiest hour), --app-ms (app CPU per answer), --db-ms
// (database time per answer), --queries (statements per answer), --cores (per machine),
// --busy (the share of a core planned to be used, headroom for bursts).
const defaults = {
  messages: 4,
  peak: 0.15,
  'app-ms': 50,
  'db-ms': 25,
  queries: 19,
  cores: 2,
  busy: 0.6,
};

const args = process.argv.slice(2);
const buyers = Number(args[0]);
const given = { ...defaults };
for (let i = 1; i < args.length; i += 2) {
  const name = args[i]?.replace(/^--/, '');
  const value = Number(args[i + 1]);
  if (!name || !(name in defaults) || !Number.isFinite(value) || value <= 0) {
    console.error(`Unknown or invalid setting ${args[i]} ${args[i + 1] ?? ''}`.trim());
    process.exit(2);
  }
  given[name] = value;
}
if (!Number.isFinite(buyers) || buyers <= 0) {
  console.error(
    'Usage: node scripts/load-model.mjs <daily active buyers> [--messages 4] [--peak 0.15] ' +
      '[--app-ms 50] [--db-ms 25] [--queries 19] [--cores 2] [--busy 0.6]',
  );
  process.exit(2);
}

const perDay = buyers * given.messages;
const peakPerSecond = (perDay * given.peak) / 3600;
const usable = given.cores * given.busy;
const appCores = (peakPerSecond * given['app-ms']) / 1000;
const dbCores = (peakPerSecond * given['db-ms']) / 1000;
const appMachines = Math.max(2, Math.ceil(appCores / usable));
// Discovery and admin reads go to replicas past one primary's share; writes stay on the primary.
const dbMachines = Math.max(1, Math.ceil(dbCores / usable));
const queriesPerSecond = peakPerSecond * given.queries;
const connections = appMachines * given.cores * 20;

const round = (value, digits = 1) => value.toFixed(digits);
console.log(`Daily active buyers:        ${buyers.toLocaleString('en')}`);
console.log(`Messages a day:             ${perDay.toLocaleString('en')}`);
console.log(`Peak answers a second:      ${round(peakPerSecond)}`);
console.log(`Database statements/s:      ${round(queriesPerSecond, 0)}`);
console.log(
  `App servers (${given.cores} cores):     ${appMachines} (${round(appCores)} cores busy at peak)`,
);
console.log(
  `PostgreSQL (${given.cores} cores):      ${dbMachines === 1 ? '1 primary' : `1 primary + ${dbMachines - 1} read replica(s)`} (${round(dbCores)} cores busy at peak)`,
);
console.log(
  `Connections:                ${connections}${connections > 200 ? ' — PgBouncer in transaction mode in front of PostgreSQL' : ''}`,
);
const first = appCores / appMachines >= dbCores / dbMachines ? 'app CPU' : 'database CPU';
console.log(`Runs out first:             ${first}`);
