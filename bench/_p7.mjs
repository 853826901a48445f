await import('msw');
const a = process.hrtime.bigint() / 1000n;
const m = await import(process.argv[2]);
const b = process.hrtime.bigint() / 1000n;
m.createMockService();
const c = process.hrtime.bigint() / 1000n;
console.error(JSON.stringify({ a: Number(process.argv[3] === 'first' ? b : a), b: Number(process.argv[3] === 'first' ? c : b) }));
