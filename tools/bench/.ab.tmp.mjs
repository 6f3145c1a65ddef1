import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { createBenchDatabase } from './bench-database.mjs';
import { freePort, startApi, startBaseline } from './servers.mjs';
const variants = JSON.parse(process.argv[2]); // {name: [nodeArgs]}
const conns = Number(process.env.C ?? 1), rounds = Number(process.env.R ?? 4), secs = Number(process.env.S ?? 3);
const db = await createBenchDatabase('ab');
const servers = [];
for (const [name, v] of Object.entries(variants)) servers.push({ name, path: v.path ?? '/api/projects/1', ...(await startApi({ port: await freePort(), shellOrigin: 'http://localhost:9', databaseUrl: db.url, nodeArgs: v.args ?? [], env: v.env ?? {} })) });
servers.push({ name: 'raw', path: '/api/projects/1', ...(await startBaseline({ port: await freePort(), databaseUrl: db.url })) });
const cpu = (s) => { const st = readFileSync(`/proc/${s.child.pid}/stat`, 'utf8'); const f = st.slice(st.lastIndexOf(')') + 2).split(' '); return (Number(f[11]) + Number(f[12])) / 100; };
const ctx = (s) => { const t = readFileSync(`/proc/${s.child.pid}/status`, 'utf8'); return Number(/voluntary_ctxt_switches:\s+(\d+)/.exec(t)[1]) + Number(/nonvoluntary_ctxt_switches:\s+(\d+)/.exec(t)[1]); };
const res = {};
for (let r = 0; r < rounds; r++) for (let i = 0; i < servers.length; i++) { const s = servers[(i + r) % servers.length]; const c0 = cpu(s), x0 = ctx(s); const out = await autocannon({ url: `${s.url}${s.path}`, connections: conns, duration: secs }); const n = out.requests.total; (res[s.name] ??= []).push({ rps: out.requests.average, cpu: (cpu(s) - c0) * 1e6 / n, ctx: (ctx(s) - x0) / n, p50: out.latency.p50 }); }
const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const [n, rs] of Object.entries(res)) console.log(n.padEnd(12), 'rps', med(rs.map((x) => x.rps)).toFixed(0), 'cpu µs', med(rs.map((x) => x.cpu)).toFixed(0), 'ctxsw/req', med(rs.map((x) => x.ctx)).toFixed(2), 'p50 ms', med(rs.map((x) => x.p50)), ' all rps', rs.map((x) => x.rps.toFixed(0)).join(','));
for (const s of servers) await s.stop(); await db.drop();
