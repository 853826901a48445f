// `npm run bench`: prints the project's speed and size figures. Each bench/*.mjs module listed
// here exports one async function that prints its own lines.
const BENCHES = ['./size.mjs', './boot-time.mjs', './api-overhead.mjs', './server-throughput.mjs', './flood-memory.mjs', './flood-oauth1.mjs'];

for (const path of BENCHES) {
  const { default: bench } = await import(path);
  await bench();
}
