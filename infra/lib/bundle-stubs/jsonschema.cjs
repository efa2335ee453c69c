'use strict';
/**
 * Stands in for `jsonschema` in Lambda bundles (infra/lib/bundling.ts). ElectroDB uses it only to
 * validate each entity's model when the entity is constructed: in a Lambda that was a quarter of
 * module init (twice per entity, every entity, every cold start). The same models are validated
 * whenever the tests and the local stack construct the same entities with the real package, so a
 * deployed bundle skips the repeat.
 */
class Validator {
  addSchema() {}
  validate() {
    return { errors: [] };
  }
}
// ElectroDB registers its formats on the prototype.
Validator.prototype.customFormats = {};
module.exports = { Validator };
