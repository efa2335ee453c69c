'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose, see below */
/**
 * The AFINN-165 lexicon (word → score, -5..5) as the `sentiment` package ships it. Required here,
 * statically, so that esbuild carries the JSON into the Lambda bundle.
 */
module.exports = require('sentiment/languages/en/labels.json');
