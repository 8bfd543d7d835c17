// Writes supabase/types/database.ts from the migrations (`pnpm db:types`). With --check it writes
// nothing and exits 1 when the checked-in file differs from what the migrations give.
import {
  DATABASE_TYPES_FILE,
  generateDatabaseTypes,
  readDatabaseTypes,
  writeDatabaseTypes,
} from '../src/db/typegen.ts';

const generated = await generateDatabaseTypes();
if (process.argv.includes('--check')) {
  if (generated !== readDatabaseTypes()) {
    console.error(`${DATABASE_TYPES_FILE} is out of date: run pnpm db:types`);
    process.exit(1);
  }
  console.log(`${DATABASE_TYPES_FILE} matches the migrations`);
} else {
  writeDatabaseTypes(generated);
  console.log(`wrote ${DATABASE_TYPES_FILE}`);
}
