import { writeFileSync } from 'node:fs';
import { fullSize } from './constants.ts';
import { type DataCopy, removeData } from './data-copies.ts';
import { forgeriesPart } from './forgeries.part.ts';
import { fuzzPart } from './fuzz/fuzz.part.ts';
import { ingestionPart } from './ingestion/ingestion.part.ts';
import { lockoutPart } from './lockout.part.ts';
import { type PartResult, printPart, seconds } from './report.ts';
import { seedTemplate } from './server-process.ts';
import { sizes } from './sizes.ts';
import { Target } from './target.ts';
import { uploadsPart } from './uploads/uploads.part.ts';

// `npm run test:attack`: the attack parts of ARCHITECTURE §9 against real servers on loopback, each on its own
// copy of the seeded demo organisation. One figure line per part, then "N passed, N failed"; non-zero on failure.
// ATTACK_SIZE=full for the full size; ATTACK_PARTS=fuzz,uploads… runs only those parts; ATTACK_REPORT=file.json
// also writes every distinct failure there.
const size = fullSize ? sizes.full : sizes.default;
const started = Date.now();

type Part = { name: string; run: (template: DataCopy) => Promise<PartResult> };

/** Runs a part on a fresh server of its own, always stopping it. */
const onTarget =
  (work: (target: Target) => Promise<PartResult>) =>
  async (template: DataCopy): Promise<PartResult> => {
    const target = await Target.start(template);
    try {
      return await work(target);
    } finally {
      await target.stop();
    }
  };

const parts: Part[] = [
  { name: 'fuzz', run: onTarget((target) => fuzzPart({ target, size: size.fuzz })) },
  { name: 'uploads', run: onTarget((target) => uploadsPart({ target, size: size.uploads })) },
  { name: 'forgeries', run: onTarget((target) => forgeriesPart({ target })) },
  { name: 'lockout', run: onTarget((target) => lockoutPart({ target, size: size.lockout })) },
  { name: 'ingestion', run: (template) => ingestionPart({ template, size: size.ingestion }) },
];

const only = process.env.ATTACK_PARTS?.split(',').map((name) => name.trim());
const chosen = parts.filter((part) => !only || only.includes(part.name));

console.log(
  `worktrail attack suite: ${fullSize ? 'full' : 'default'} size, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
const template = await seedTemplate().catch((error: Error) => {
  console.log(`could not seed the demo organisation: ${error.message}`);
  console.log(`0 passed, ${chosen.length} failed`);
  process.exit(1);
});
console.log(`seeded the demo organisation in ${seconds(Date.now() - started)}`);
const results: PartResult[] = [];
try {
  for (const part of chosen) {
    let result: PartResult;
    const partStarted = Date.now();
    try {
      result = await part.run(template);
    } catch (error) {
      result = { name: part.name, passed: false, figures: `could not run: ${(error as Error).message}`, failures: [] };
    }
    result.figures += `; ${seconds(Date.now() - partStarted)}`;
    printPart(result);
    results.push(result);
  }
} finally {
  await removeData(template);
}
const failed = results.filter((result) => !result.passed).length;
if (process.env.ATTACK_REPORT) {
  const report = results.map(({ name, passed, figures, failures, allFailures, notes }) => ({
    name,
    passed,
    figures,
    failures: allFailures ?? failures,
    notes,
  }));
  writeFileSync(process.env.ATTACK_REPORT, `${JSON.stringify(report, null, 2)}\n`);
}
console.log(`suite took ${seconds(Date.now() - started)}`);
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
