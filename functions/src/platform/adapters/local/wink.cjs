'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose, see below */
/**
 * Loads wink-nlp and its English model on first call, synchronously, once per process. CommonJS on
 * purpose: esbuild bundles these require() calls but runs them only when the function is first
 * called, so a Lambda that never analyses text does not pay for the 3 MB model at cold start.
 */
let engine;
module.exports = function loadWink() {
  if (!engine) {
    const winkNLP = require('wink-nlp');
    const model = require('wink-eng-lite-web-model');
    // Only the steps the analyser reads: sentence boundaries, negation and parts of speech.
    engine = winkNLP(model, ['sbd', 'negation', 'pos']);
  }
  return engine;
};
