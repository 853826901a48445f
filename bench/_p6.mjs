const pre = process.argv[3] ? await import('msw') : null;
const c0 = process.cpuUsage();
const a = performance.now(); const m = await import(process.argv[2]); const b = performance.now();
const c1 = process.cpuUsage(c0);
m.createMockService(); const c = performance.now();
console.log(JSON.stringify({ import: b - a, cpu: (c1.user + c1.system) / 1000, first: c - b }));
