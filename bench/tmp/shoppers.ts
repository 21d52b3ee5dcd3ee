import autocannon from 'autocannon';
import { execSync } from 'node:child_process';
import { startShop } from '../src/server.ts';
import { cpuMs } from '../src/shopper.ts';
const Q = ['grandma birthday','mum','wedding','christmas','thank you','birthdy','nan','new baby','anniversary','get well soon'];
const only = process.env.ONLY ? process.env.ONLY.split(',') : null;
const REGIONS = ['au','us','gb','ca','nz']; const SORTS = ['freshness','name','popularity','price'];
function shopperSearch(n: number) { const i = n % 10000; const qs = only ?? Q; const query = encodeURIComponent(qs[i % qs.length]!); const maxResults = 20 + (Math.floor(i/10)%25); const direction = Math.floor(i/250)%2===0?'desc':'asc'; const sort = SORTS[Math.floor(i/500)%4]; const region = REGIONS[Math.floor(i/2000)%5]; return `/api/cards/all?query=${query}&maxResults=${maxResults}&sort=${sort}&direction=${direction}&region=${region}`; }
const pgCpu = () => { const out = execSync("ps -C postgres -o cputimes= | awk '{s+=$1} END {print s}'").toString(); return Number(out) * 1000; };
const shop = await startShop(4390, { databaseUrl: process.env.DB, dataDir: '/tmp/shop-data-keep' });
try {
  for (const mode of (process.env.MODES ?? 'shoppers,distinct').split(',')) {
    let counter = 0;
    const c0 = await cpuMs(shop.pid); const p0 = pgCpu();
    const r = await autocannon({ url: mode === 'distinct' ? `${shop.base}/api/cards/all?query=birthday` : `${shop.base}/api/cards/all`, connections: 64, duration: Number(process.env.SECS ?? 8), requests: [{ setupRequest: (req: any) => { counter++; return { ...req, path: mode === 'distinct' ? `${req.path}%20${counter}` : shopperSearch(counter) }; } }] });
    const c1 = await cpuMs(shop.pid); const p1 = pgCpu();
    const n = r.requests.total;
    console.log(mode, `req/s ${r.requests.average} p50 ${r.latency.p50} p99 ${r.latency.p99} errors ${r.errors + r.non2xx}; node CPU/req ${((c1-c0)/n).toFixed(2)} ms; pg CPU/req ${((p1-p0)/n).toFixed(2)} ms`);
  }
} finally { await shop.stop(); }
