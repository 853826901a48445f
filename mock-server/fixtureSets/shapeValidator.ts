// The validator of fixtures.schema.json's shape (ajv), made when first asked for: compiling the
// schema takes ajv a few hundred milliseconds, which a process that never checks a fixture set
// should not pay at import. The package's bundles replace this module with the same validator
// compiled at build time (ajv's standalone code, scripts/bundle/shapeValidatorCode.mjs), from the
// same schema and options, loaded when first asked for: a process that imports in-js never loads
// ajv's compiler.
import { Ajv, type ValidateFunction } from 'ajv';
import { FIXTURES_SCHEMA } from './fixturesSchema.js';

/** ajv's options: every error, each with the schema and data it is about (the messages read them). */
export const SHAPE_VALIDATOR_OPTIONS = { allErrors: true, strict: false, verbose: true } as const;

let compiled: ValidateFunction | undefined;

/**
 * The schema's validator (compiled the first time).
 * @example shapeValidator()({ apps: 1 }) // false; shapeValidator().errors names /apps
 */
export function shapeValidator(): ValidateFunction {
  compiled ??= new Ajv(SHAPE_VALIDATOR_OPTIONS).compile(FIXTURES_SCHEMA);
  return compiled;
}
