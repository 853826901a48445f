// The package's types: the `IN` global of dist/in.js, and the mock service's Node API.
/// <reference path="./in.d.ts" />
export * from '../dist/mock-server/index.js';
